import { Bookmark, LoaderCircle, RotateCw } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { SavedSearchCard } from './saved-search-card';
import { useSavedSearchPages } from './use-saved-searches';

// product.md §8: a signed-out load is not worth a toast; the page sends the visitor to sign in anyway.
const signedOutMessage = 'User must be logged in';

interface SavedSearchListProps {
  /** False where the page's own title already says 'Saved Searches'. */
  showHeading?: boolean;
}

/**
 * The saved searches of product.md §2, used by the profile's tab and /saved-searches: loading, empty or the cards, a
 * page at a time with Show more.
 */
export function SavedSearchList({ showHeading = true }: SavedSearchListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useSavedSearchPages();

  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.message === signedOutMessage) return;
    toast.error(t('savedSearches.loadFailed'));
  }, [error, t]);

  if (isPending && !error) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-600">
        <LoaderCircle aria-hidden className="size-8 text-brand-700 motion-safe:animate-spin" />
        {t('savedSearches.loading')}
      </div>
    );
  }

  if (!data) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center">
        <p className="text-slate-700">{t('savedSearches.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          <RotateCw aria-hidden className="size-4" />
          {t('savedSearches.retry')}
        </Button>
      </div>
    );
  }

  const searches = data.pages.flatMap((page) => page.data);
  // Deleting every card shown is not "nothing saved" while later pages are still to come.
  if (searches.length === 0 && !hasNextPage) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Bookmark aria-hidden className="size-7" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{t('savedSearches.emptyTitle')}</h2>
        <p className="max-w-sm text-slate-600">{t('savedSearches.emptyText')}</p>
      </div>
    );
  }

  return (
    <section
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : t('savedSearches.title')}
      className="space-y-5"
    >
      {showHeading && (
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
          {t('savedSearches.title')}
        </h2>
      )}
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
        {searches.map((search) => (
          <li key={search.id} className="min-w-0">
            <SavedSearchCard search={search} />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage || undefined}
          >
            {isFetchingNextPage && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
            {t('savedSearches.showMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
