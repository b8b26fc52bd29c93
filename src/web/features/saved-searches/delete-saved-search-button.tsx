import { LoaderCircle, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '../../../core/saved-search';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { DangerButton } from '../profile/danger-button';
import { dialogContentClassName, dialogOverlayClassName } from '../profile/dialog-styles';
import { useDeleteSavedSearch } from './use-saved-searches';

interface DeleteSavedSearchButtonProps {
  search: SavedSearch;
  /** The card's title, so the icon button says which search it deletes. */
  title: string;
}

/** The card's delete icon: asks first (SPEC §8), then deletes and drops the card from the list. */
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
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          aria-label={t('savedSearches.delete.label', { title })}
          className="grid size-11 shrink-0 place-items-center rounded-lg border border-slate-300 text-slate-600 transition-colors hover:border-red-300 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClassName} />
        <AlertDialog.Content className={dialogContentClassName}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {t('savedSearches.delete.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600">
            {t('savedSearches.delete.confirm')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('savedSearches.delete.cancel')}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: the dialog stays open, showing progress, until the server answers. */}
            <DangerButton onClick={confirmDelete} disabled={deletion.isPending}>
              {deletion.isPending && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
              {t('savedSearches.delete.action')}
            </DangerButton>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
