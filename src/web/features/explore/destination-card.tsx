import { ArrowRight, Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrencyCode } from '../../../core/currencies';
import { valueShare, type ExploreDestination } from '../../../core/explore';
import { formatAge, formatMoney, formatTripDate } from '../../../core/formats';
import { numberFormat } from '../../../core/intl-formatters';
import { TripEmissionsLine, useFormatLocale } from '../results';
import { countryName } from './country-name';
import { ExploreHistoryBadge } from './explore-history-badge';

interface DestinationCardProps {
  destination: ExploreDestination;
  currency: CurrencyCode;
  /** When the answer arrived, for the figure's age. */
  now: number;
  href: string;
  onHighlight: (code: string | undefined) => void;
}

/**
 * One destination: its total within budget, split into flight and hotel, the dates that give it, its age, the
 * trip's estimated CO₂e and, where history exists, how its total compares with the trip's usual ones.
 */
export function DestinationCard({ destination, currency, now, href, onHighlight }: DestinationCardProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const below = valueShare(destination);
  const age = now - Date.parse(destination.pricedAt);
  const freshness = destination.estimate
    ? t('explore.card.estimate', { age: formatAge(age, locale) })
    : age < 60_000
      ? t('explore.card.pricedNow')
      : t('explore.card.pricedAgo', { age: formatAge(age, locale) });
  return (
    <article
      className="flex h-full flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
      onMouseEnter={() => onHighlight(destination.code)}
      onMouseLeave={() => onHighlight(undefined)}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-lg font-semibold text-slate-900">{destination.name}</h3>
          <p className="truncate text-sm text-slate-600">{countryName(destination, locale)}</p>
        </div>
        <div className="text-end">
          <p className="text-xl font-bold text-brand-800">{money(destination.totalPrice)}</p>
          <p className="text-xs text-slate-500">{t('explore.card.total')}</p>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {t('explore.card.split', {
          flight: money(destination.flightPrice),
          hotel: money(destination.hotelPrice),
        })}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
        <span>
          {t('explore.card.dates', {
            from: formatTripDate(destination.departureDate, locale),
            to: formatTripDate(destination.returnDate, locale),
          })}
        </span>
        <span aria-hidden="true">·</span>
        <span>{t('explore.card.nights', { count: destination.nights })}</span>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
          <Plane className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
          {destination.stops === 0 ? t('dealCard.direct') : t('dealCard.stops', { count: destination.stops })}
        </span>
        {below >= 0.05 && (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800 ring-1 ring-emerald-200">
            {t('explore.card.belowUsual', {
              percent: numberFormat(locale, { style: 'percent' }).format(Math.floor(below * 100) / 100),
            })}
          </span>
        )}
        {destination.history && <ExploreHistoryBadge history={destination.history} currency={currency} />}
      </div>
      {destination.emissions && (
        <div className="mt-2">
          <TripEmissionsLine emissions={destination.emissions} />
        </div>
      )}
      <p className="mt-2 text-xs text-slate-500">{freshness}</p>
      <Link
        to={href}
        className="mt-auto inline-flex items-center gap-1 self-start pt-3 text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        onFocus={() => onHighlight(destination.code)}
        onBlur={() => onHighlight(undefined)}
      >
        {t('explore.card.seeDealsFor', { city: destination.name })}
        <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      </Link>
    </article>
  );
}
