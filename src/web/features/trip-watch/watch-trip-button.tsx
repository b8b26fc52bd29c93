import { Bell, BellRing, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '../../../core/saved-search';
import { useSetTripWatch } from './use-trip-watch';

interface WatchTripButtonProps {
  /** The saved search that is the search on screen. */
  search: SavedSearch;
  /** The id of the text explaining what watching does. */
  hintId: string;
}

/** Beside 'Saved': 'Watch this trip', or 'Watching' with a filled bell; a click turns the watch the other way. */
export function WatchTripButton({ search, hintId }: WatchTripButtonProps) {
  const { t } = useTranslation();
  const setWatch = useSetTripWatch();
  const pending = setWatch.isPending;
  // While the server answers, the button already shows the state asked for; a failure turns it back.
  const watching = pending ? setWatch.variables.watching : search.watch.watching;

  return (
    <button
      type="button"
      aria-pressed={watching}
      aria-busy={pending || undefined}
      aria-describedby={hintId}
      // Not disabled while saving: a disabled button would drop the keyboard focus.
      onClick={() => {
        if (!pending) setWatch.mutate({ id: search.id, watching: !watching });
      }}
      disabled={search.watch.ended === 'departed'}
      className={`inline-flex h-10 items-center gap-2 rounded-lg border px-4 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-400 ${
        watching
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : 'border-brand-200 bg-white text-brand-800 hover:bg-brand-50'
      }`}
    >
      {pending ? (
        <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden />
      ) : watching ? (
        <BellRing className="size-4" aria-hidden fill="currentColor" />
      ) : (
        <Bell className="size-4" aria-hidden />
      )}
      {t(watching ? 'watch.button.watching' : 'watch.button.watch')}
    </button>
  );
}
