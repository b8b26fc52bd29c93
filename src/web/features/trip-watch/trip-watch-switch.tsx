import { BellRing } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '../../../core/saved-search';
import { TripWatchHistory } from './trip-watch-history';
import { TripWatchStatus } from './trip-watch-status';
import { useSetTripWatch } from './use-trip-watch';

interface TripWatchSwitchProps {
  search: SavedSearch;
  /** The id of the card's title, so the switch says which trip it watches. */
  titleId: string;
}

/** "Watch this trip" as a switch, with what the watch last found and its history under it; off for good once the trip departed. */
export function TripWatchSwitch({ search, titleId }: TripWatchSwitchProps) {
  const { t } = useTranslation();
  const switchId = useId();
  const labelId = useId();
  const statusId = useId();
  const setWatch = useSetTripWatch();
  const departed = search.watch.ended === 'departed';
  // While the server answers, the switch already shows the state asked for; a failure flips it back.
  const checked = setWatch.isPending ? setWatch.variables.watching : search.watch.watching;

  return (
    <div className="rounded-xl bg-slate-50 px-4 pt-1 pb-3">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <label
          id={labelId}
          htmlFor={switchId}
          className={`flex items-center gap-2 text-sm font-semibold text-slate-800 ${departed ? '' : 'cursor-pointer'}`}
        >
          <BellRing aria-hidden className="size-4 shrink-0 text-brand-700" />
          {t('watch.switch.label')}
        </label>
        <Switch.Root
          id={switchId}
          checked={checked}
          // Not disabled while saving: a disabled switch would drop the keyboard focus. The grey track keeps 3:1
          // contrast with the card when off.
          onCheckedChange={(watching) => {
            if (!setWatch.isPending) setWatch.mutate({ id: search.id, watching });
          }}
          disabled={departed}
          aria-busy={setWatch.isPending || undefined}
          aria-labelledby={`${labelId} ${titleId}`}
          aria-describedby={statusId}
          className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-brand-700"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5.5 rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-5.5" />
        </Switch.Root>
      </div>
      <TripWatchStatus search={search} id={statusId} />
      <TripWatchHistory search={search} />
    </div>
  );
}
