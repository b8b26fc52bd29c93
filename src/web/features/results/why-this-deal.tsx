import { useTranslation } from 'react-i18next';
import type { Deal } from '../../../core/deal';
import { formatAmount, formatDuration, formatMoney } from '../../../core/formats';
import { isOneWay } from '../../../core/results-view-filters';
import { scoredFlightMinutes, scoreParts } from '../../../core/score-parts';
import { pricedBagsText } from './priced-bags-text';
import { useFormatLocale } from './use-format-locale';

/** "Why this deal": the four parts of product.md §9's score in words, each with the points it adds. */
export function WhyThisDeal({ deal }: { deal: Deal }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const parts = scoreParts(deal);
  const money = (amount: number) => formatMoney(amount, deal.currency, locale);
  const bagsText = deal.flight.bags && pricedBagsText(t, deal.flight.bags, money);
  const { outbound, stops } = deal.flight;
  const oneWay = isOneWay(deal);
  const { paidAtHotel } = deal.hotel;
  const priceText =
    paidAtHotel === undefined
      ? t('dealCard.why.price', { total: money(deal.totalPrice) })
      : t('dealCard.amounts.whyPrice', { total: money(deal.totalPrice), amount: money(paidAtHotel) });
  const lines: [text: string, points: number][] = [
    [priceText, parts.price],
    [
      deal.hotel.rating > 0
        ? t('dealCard.why.rating', { rating: deal.hotel.rating })
        : t('dealCard.why.noRating'),
      parts.rating,
    ],
    [
      t(oneWay ? 'dealCard.why.flightTimeOneWay' : 'dealCard.why.flightTime', {
        duration: formatDuration(oneWay ? outbound.durationMinutes : scoredFlightMinutes(deal), locale),
      }),
      parts.flightTime,
    ],
    [stops === 0 ? t('dealCard.why.direct') : t('dealCard.why.stops', { count: stops }), parts.stops],
  ];
  return (
    <details className="text-xs text-slate-600">
      <summary className="cursor-pointer rounded font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
        {t('dealCard.why.title')}
      </summary>
      <p className="mt-2">{t('dealCard.why.intro')}</p>
      {/* The total the price part scores includes the bags: say which. */}
      {bagsText && <p className="mt-1">{bagsText}</p>}
      <ul className="mt-1.5 space-y-1">
        {lines.map(([text, points]) => (
          <li key={text} className="flex items-baseline justify-between gap-3">
            <span>{text}</span>
            <span className="shrink-0 font-medium text-slate-800 tabular-nums">
              {t('dealCard.why.points', { points })}
            </span>
          </li>
        ))}
        <li className="flex items-baseline justify-between gap-3 border-t border-slate-100 pt-1 font-semibold text-slate-800">
          <span>{t('dealCard.why.score')}</span>
          <span className="tabular-nums">{t('dealCard.why.points', { points: deal.score })}</span>
        </li>
      </ul>
      {/* Not a part of the score: the estimate is shown beside it, not weighed in. */}
      {deal.emissions && (
        <p className="mt-1.5">
          {t(
            deal.emissions.source === 'provider'
              ? 'dealCard.why.emissionsProvider'
              : 'dealCard.why.emissions',
            {
              kg: formatAmount(deal.emissions.flightKg, locale),
            },
          )}{' '}
          {t('dealCard.why.emissionsHotel', { kg: formatAmount(deal.emissions.hotelKg, locale) })}
        </p>
      )}
    </details>
  );
}
