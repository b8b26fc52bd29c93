import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DealFlightLeg } from '../../../core/deal';
import { formatDuration, formatShortDate, formatTime } from '../../../core/formats';
import { arrivalDayOffset } from './arrival-day-offset';
import { useFormatLocale } from './use-format-locale';

interface FlightLegRowProps {
  direction: 'outbound' | 'return';
  leg: DealFlightLeg;
}

/** One flight leg: its date, then departure time, flight time and arrival time on one line like a timetable. */
export function FlightLegRow({ direction, leg }: FlightLegRowProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const dayOffset = arrivalDayOffset(leg.departureAt, leg.arrivalAt);

  return (
    <div className="rounded-xl bg-slate-50 px-3.5 py-2.5">
      <p className="flex items-center justify-between gap-2 text-xs text-slate-500">
        <span className="font-medium tracking-wide uppercase">
          {direction === 'outbound' ? t('dealCard.outbound') : t('dealCard.return')}
        </span>
        <span>{formatShortDate(leg.departureAt, locale)}</span>
      </p>
      <div className="mt-1 grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3">
        <p className="text-base font-semibold text-slate-900 tabular-nums">
          <span className="sr-only">{t('dealCard.departs')} </span>
          {formatTime(leg.departureAt)}
        </p>
        <div className="flex flex-col items-center gap-1 text-xs text-slate-500">
          <p>
            <span className="sr-only">{t('dealCard.flightTime')} </span>
            {formatDuration(leg.durationMinutes)}
          </p>
          <span aria-hidden className="flex w-full items-center gap-1 text-slate-300">
            <span className="h-px flex-1 bg-current" />
            {/* Lucide's plane points up and right; turn it to fly from departure to arrival. */}
            <Plane className="size-3.5 rotate-45 text-brand-600 rtl:-rotate-135" />
            <span className="h-px flex-1 bg-current" />
          </span>
        </div>
        <p className="text-end text-base font-semibold text-slate-900 tabular-nums">
          <span className="sr-only">{t('dealCard.arrives')} </span>
          {formatTime(leg.arrivalAt)}
          {dayOffset > 0 && (
            <sup className="ms-0.5 text-[0.65rem] font-semibold text-amber-700">
              <span aria-hidden>{t('dealCard.dayOffset', { count: dayOffset })}</span>
              <span className="sr-only"> {t('dealCard.arrivesLater', { count: dayOffset })}</span>
            </sup>
          )}
        </p>
      </div>
    </div>
  );
}
