import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealFlightLeg } from '../../../core/deal';
import { formatDuration, formatTime } from '../../../core/formats';
import { arrivalDayOffset } from './arrival-day-offset';
import { includedBagsText } from './included-bags-text';
import { useFormatLocale } from './use-format-locale';

/** '16:05' or '06:05 +1' when the flight lands on a later day than the leg began. */
function TimeAt({ at, legStart, event }: { at: string; legStart: string; event: 'departs' | 'arrives' }) {
  const { t } = useTranslation();
  const offset = arrivalDayOffset(legStart, at);
  return (
    <span className="tabular-nums">
      {formatTime(at)}
      {offset > 0 && (
        <sup className="ms-0.5 text-[0.6rem] font-semibold text-amber-700">
          <span aria-hidden>{t('dealCard.dayOffset', { count: offset })}</span>
          <span className="sr-only">
            {' '}
            {event === 'departs'
              ? t('dealCard.departsLater', { count: offset })
              : t('dealCard.arrivesLater', { count: offset })}
          </span>
        </sup>
      )}
    </span>
  );
}

/**
 * Every flight of a leg with its number, airports and times, the wait between flights, and the bags the fare
 * includes, folded away under "Flight details" so the card stays short.
 */
export function FlightLegDetails({ leg, directionLabel }: { leg: DealFlightLeg; directionLabel: string }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <details className="group mt-1.5 text-xs text-slate-600">
      <summary
        aria-label={t('dealCard.flightDetailsFor', { direction: directionLabel })}
        className="cursor-pointer rounded font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        {t('dealCard.flightDetails')}
      </summary>
      <ol className="mt-2 space-y-1.5 border-s-2 border-slate-200 ps-3">
        {leg.segments.map((segment, index) => {
          const connection = leg.connections[index];
          return (
            <Fragment key={`${segment.carrierCode}${segment.number}-${segment.departureAt}`}>
              <li>
                <p className="font-semibold text-slate-800">
                  {t('dealCard.flightNumber', { flight: `${segment.carrierCode} ${segment.number}` })}
                </p>
                <p className="tabular-nums">
                  <bdi>{segment.from}</bdi>{' '}
                  <TimeAt at={segment.departureAt} legStart={leg.departureAt} event="departs" />{' '}
                  <span aria-hidden className="inline-block rtl:-scale-x-100">
                    →
                  </span>{' '}
                  <bdi>{segment.to}</bdi>{' '}
                  <TimeAt at={segment.arrivalAt} legStart={leg.departureAt} event="arrives" />
                  {segment.durationMinutes !== undefined && (
                    <span className="text-slate-500">
                      {' '}
                      ({formatDuration(segment.durationMinutes, locale)})
                    </span>
                  )}
                </p>
              </li>
              {connection && (
                <li className="text-amber-800">
                  {t('dealCard.layover', {
                    duration: formatDuration(connection.minutes, locale),
                    airport: connection.airport,
                  })}
                  {connection.departsFrom && (
                    <span className="block font-semibold">
                      {t('dealCard.changeOfAirport', { airport: connection.departsFrom })}
                    </span>
                  )}
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
      {leg.includedBags && <p className="mt-2">{includedBagsText(t, leg.includedBags)}</p>}
    </details>
  );
}
