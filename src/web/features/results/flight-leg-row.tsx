import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DealFlightLeg } from '../../../core/deal';
import { formatDuration, formatTime, formatTripDate } from '../../../core/formats';
import { arrivalDayOffset } from './arrival-day-offset';
import { FlightLegDetails } from './flight-leg-details';
import { useFormatLocale } from './use-format-locale';

interface FlightLegRowProps {
  direction: 'outbound' | 'return';
  leg: DealFlightLeg;
}

/**
 * One flight leg like a timetable: its date; departure time and airport, flight time and connections, arrival
 * time and airport; then every flight of the leg under "Flight details".
 */
export function FlightLegRow({ direction, leg }: FlightLegRowProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const dayOffset = arrivalDayOffset(leg.departureAt, leg.arrivalAt);
  const directionLabel = direction === 'outbound' ? t('dealCard.outbound') : t('dealCard.return');
  const connections = leg.connections
    .map((connection) =>
      t('dealCard.connectionSummary', {
        duration: formatDuration(connection.minutes, locale),
        airport: connection.airport,
      }),
    )
    .join(', ');

  return (
    <div className="rounded-xl bg-slate-50 px-3.5 py-2.5">
      <p className="flex items-center justify-between gap-2 text-xs text-slate-500">
        <span className="font-medium tracking-wide uppercase">{directionLabel}</span>
        <span>{formatTripDate(leg.departureAt, locale)}</span>
      </p>
      <div className="mt-1 grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3">
        <p className="text-base font-semibold text-slate-900 tabular-nums">
          <span className="sr-only">{t('dealCard.departs')} </span>
          {formatTime(leg.departureAt)}
        </p>
        <div className="flex flex-col items-center gap-1 text-xs text-slate-500">
          <p>
            <span className="sr-only">{t('dealCard.flightTime')} </span>
            {formatDuration(leg.durationMinutes, locale)}
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
        <p className="text-xs font-medium text-slate-600">
          <span className="sr-only">{t('dealCard.fromAirport')} </span>
          <bdi>{leg.from}</bdi>
        </p>
        <p className="truncate text-center text-xs text-slate-500">
          {connections && <span className="text-amber-800">{connections}</span>}
        </p>
        <p className="text-end text-xs font-medium text-slate-600">
          <span className="sr-only">{t('dealCard.toAirport')} </span>
          <bdi>{leg.to}</bdi>
        </p>
      </div>
      <FlightLegDetails leg={leg} directionLabel={directionLabel} />
    </div>
  );
}
