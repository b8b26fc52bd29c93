import { Bookmark, LoaderCircle } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BudgetBasis } from '../../../core/budget-basis';
import type { SearchParamsInput } from '../../../core/search-params';
import { serverErrorText } from '../../lib/server-error-text';
import { toast } from '../../lib/toast';
import { useSession } from '../auth';
import { WatchTripButton } from '../trip-watch';
import { findMatchingSearch } from './find-matching-search';
import { savedSearchFromParams } from './saved-search-from-params';
import { useAllSavedSearches, useCreateSavedSearch, useDeleteSavedSearch } from './use-saved-searches';

interface SaveSearchButtonProps {
  /** The search whose results are on screen. */
  search: SearchParamsInput;
  /** How the visitor typed the budget; `search.budget` is always the whole trip's. */
  budgetPer?: BudgetBasis;
}

/**
 * product.md §4 Save button beside the results: 'Save Search', or 'Saved' with a filled icon when the user already
 * saved this search (same from, to, departure date and budget), in which case a click removes it. Disabled, with
 * the reason, while signed out. Once saved, the search can be watched too (issue 15).
 */
export function SaveSearchButton({ search, budgetPer = 'total' }: SaveSearchButtonProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const watchHintId = useId();
  const { user, loading } = useSession();
  const signedIn = user !== null;
  const savedSearches = useAllSavedSearches();
  const create = useCreateSavedSearch();
  const remove = useDeleteSavedSearch();
  const record = useMemo(() => savedSearchFromParams(search, budgetPer), [search, budgetPer]);
  const match = savedSearches.data ? findMatchingSearch(savedSearches.data, record) : undefined;
  const busy = create.isPending || remove.isPending || (signedIn && savedSearches.isPending);

  function toggle() {
    if (match) {
      remove.mutate(match.id, {
        onSuccess: () => toast.success(t('savedSearches.removed')),
        onError: (error) => toast.error(serverErrorText(error, t, t('savedSearches.deleteFailed'))),
      });
    } else {
      create.mutate(record, {
        onSuccess: () => toast.success(t('savedSearches.saved')),
        onError: (error) => toast.error(serverErrorText(error, t, t('savedSearches.saveFailed'))),
      });
    }
  }

  const showsHint = !loading && !signedIn;
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <button
          type="button"
          onClick={toggle}
          disabled={!signedIn || busy}
          aria-busy={busy || undefined}
          aria-describedby={showsHint ? hintId : undefined}
          className={`inline-flex h-10 items-center gap-2 rounded-lg border px-4 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-400 ${
            match
              ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
              : 'border-brand-200 bg-white text-brand-800 hover:bg-brand-50'
          }`}
        >
          {busy && signedIn ? (
            <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden />
          ) : (
            <Bookmark className="size-4" aria-hidden fill={match ? 'currentColor' : 'none'} />
          )}
          {t(match ? 'savedSearches.savedLabel' : 'savedSearches.save')}
        </button>
        {match && <WatchTripButton search={match} hintId={watchHintId} />}
      </div>
      {showsHint && (
        <p id={hintId} className="text-xs text-slate-500">
          {t('savedSearches.loginToSave')}
        </p>
      )}
      {match && (
        <p id={watchHintId} className="max-w-xs text-xs text-pretty text-slate-500 sm:text-end">
          {t('watch.button.hint')}
        </p>
      )}
    </div>
  );
}
