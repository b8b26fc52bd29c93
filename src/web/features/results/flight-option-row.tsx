import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Deal, DealFlightLeg } from '../../../core/deal';
import { formatDuration, formatMoney, formatTime } from '../../../core/formats';
import { isOneWay } from '../../../core/results-view';
import { Button } from '../../components/ui/button';
import { bookingRedirectHref } from '../booking-redirect';
import { arrivalDayOffset } from './arrival-day-offset';
import { airlineLabel } from './filter-labels';
import { StopsBadge } from './stops-badge';
import { useFormatLocale } from './use-format-locale';

/** 'Outbound 05:55 → 08:10 · 2h 15m · Direct' on one line. */
function LegSummary({ direction, leg }: { direction: 'outbound' | 'return'; leg: DealFlightLeg }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const dayOffset = arrivalDayOffset(leg.departureAt, leg.arrivalAt);
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-slate-600">
      <span className="w-16 shrink-0 font-medium text-slate-500">
        {direction === 'outbound' ? t('dealCard.outbound') : t('dealCard.return')}
      </span>
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-900 tabular-nums">
        <span className="sr-only">{t('dealCard.departs')} </span>
        {formatTime(leg.departureAt)}
        <ArrowRight aria-hidden className="size-3.5 text-slate-400 rtl:rotate-180" />
        <span className="sr-only"> {t('dealCard.arrives')} </span>
        {formatTime(leg.arrivalAt)}
        {dayOffset > 0 && (
          <sup className="text-[0.65rem] font-semibold text-amber-700">
            <span aria-hidden>{t('dealCard.dayOffset', { count: dayOffset })}</span>
            <span className="sr-only"> {t('dealCard.arrivesLater', { count: dayOffset })}</span>
          </sup>
        )}
      </span>
      <span className="min-w-12">
        <span className="sr-only">{t('dealCard.flightTime')} </span>
        {formatDuration(leg.durationMinutes, locale)}
      </span>
      <StopsBadge stops={leg.stops} />
    </p>
  );
}

/** One more flight to the same hotel: airline, both legs, the total and Book Now. */
export function FlightOptionRow({ deal }: { deal: Deal }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const summaryId = useId();
  const priceId = useId();
  const { flight } = deal;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 px-3.5 py-3">
      <div id={summaryId} className="min-w-0 flex-1 basis-64 space-y-1.5">
        <p className="truncate text-sm font-semibold text-slate-900">
          <span className="sr-only">{t('dealCard.airline')} </span>
          {airlineLabel(flight.airlineCode)}
        </p>
        <LegSummary direction="outbound" leg={flight.outbound} />
        {/* A one-way deal carries its outbound again as the return (product.md §9); show it once. */}
        {!isOneWay(deal) && <LegSummary direction="return" leg={flight.return} />}
      </div>
      <div className="ms-auto flex items-center gap-3">
        <p id={priceId} className="text-end">
          <span className="sr-only">{t('dealCard.totalPrice')} </span>
          <span className="text-base font-bold text-slate-900 tabular-nums">
            {formatMoney(deal.totalPrice, deal.currency, locale)}
          </span>
        </p>
        <Button
          size="sm"
          aria-describedby={`${summaryId} ${priceId}`}
          onClick={() => void navigate(bookingRedirectHref(deal.links, location.search))}
        >
          {t('dealCard.bookNow')}
        </Button>
      </div>
    </div>
  );
}
