import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '../../../core/saved-search';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../lib/toast';
import { useDeleteSavedSearch } from './use-saved-searches';

interface DeleteSavedSearchButtonProps {
  search: SavedSearch;
  /** The card's title, so the icon button says which search it deletes. */
  title: string;
}

/** The card's delete icon: asks first (product.md §8), then deletes and drops the card from the list. */
export function DeleteSavedSearchButton({ search, title }: DeleteSavedSearchButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const deletion = useDeleteSavedSearch();

  function confirmDelete() {
    deletion.mutate(search.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('savedSearches.deleted'));
      },
      onError: () => toast.error(t('savedSearches.deleteFailed')),
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          aria-label={t('savedSearches.delete.label', { title })}
          className="grid size-11 shrink-0 place-items-center rounded-lg border border-slate-300 text-slate-600 transition-colors hover:border-red-300 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      }
      title={t('savedSearches.delete.title')}
      description={t('savedSearches.delete.confirm')}
      cancelLabel={t('savedSearches.delete.cancel')}
      confirmLabel={t('savedSearches.delete.action')}
      pending={deletion.isPending}
      onConfirm={confirmDelete}
      destructive
    />
  );
}
