import { History, Minus, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateGridSpread } from '../../../core/date-grid-spread';
import { formatMoney } from '../../../core/formats';
import { priceHistoryRules, type PriceHistory, type PriceVerdict } from '../../../core/price-history';
import type { SearchParams } from '../../../core/search-params';
import { tripSummary } from '../../../core/trip-summary';
import { PriceChart } from '../price-history';
import { tripDescription } from './trip-description';
import { dateGridAskedWithSearch, useDateGrid } from './use-date-grid';
import { useFormatLocale } from './use-format-locale';

type EnoughHistory = Extract<PriceHistory, { status: 'enough' }>;

/** Each verdict's icon and tint: the words say it, the icon and colour only repeat it. */
const verdictLooks: Record<PriceVerdict, { icon: LucideIcon; tint: string }> = {
  low: { icon: TrendingDown, tint: 'bg-emerald-100 text-emerald-800' },
  typical: { icon: Minus, tint: 'bg-slate-100 text-slate-700' },
  high: { icon: TrendingUp, tint: 'bg-amber-100 text-amber-900' },
};

const box = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

function useMoney(currency: string) {
  const locale = useFormatLocale();
  return {
    exact: (amount: number) => formatMoney(amount, currency, locale),
    // Band edges and axis labels are read at a glance: whole amounts.
    whole: (amount: number) => formatMoney(Math.round(amount), currency, locale),
  };
}

/** The days' best totals, the band shaded, this search marked on the history's last day (today's, by the contract). */
function HistoryChart({ history }: { history: EnoughHistory }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const money = useMoney(history.currency);
  const today = history.days.at(-1)?.day;
  if (today === undefined) return null;
  const range = (low: number, high: number) => ({ low: money.whole(low), high: money.whole(high) });
  const values = history.days.map((day) => day.bestTotal);
  return (
    <PriceChart
      points={history.days.map((day) => ({ day: day.day, value: day.bestTotal }))}
      band={{ low: history.typicalLow, high: history.typicalHigh }}
      marked={{
        day: today,
        value: history.current,
        label: t('priceHistory.today', { total: money.whole(history.current) }),
      }}
      formatValue={money.whole}
      locale={locale}
      summary={t('priceHistory.chartSummary', {
        ...range(Math.min(...values), Math.max(...values)),
        count: history.days.length,
        typical: t('priceHistory.band', range(history.typicalLow, history.typicalHigh)),
        total: money.exact(history.current),
      })}
      valueHeading={t('priceHistory.bestTotal')}
    />
  );
}

function EnoughHistoryPanel({ history, search }: { history: EnoughHistory; search: SearchParams }) {
  const { t } = useTranslation();
  const headingId = useId();
  const money = useMoney(history.currency);
  const { icon: Icon, tint } = verdictLooks[history.verdict];
  return (
    <section
      aria-labelledby={headingId}
      className={`${box} lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-center lg:gap-8`}
    >
      <div className="space-y-2">
        <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <span aria-hidden className={`grid size-8 shrink-0 place-items-center rounded-full ${tint}`}>
            <Icon className="size-5" />
          </span>
          {t(`priceHistory.verdict.${history.verdict}`)}
        </h3>
        <p className="font-medium text-slate-900">
          {t('priceHistory.band', {
            low: money.whole(history.typicalLow),
            high: money.whole(history.typicalHigh),
          })}
        </p>
        <p className="text-sm text-slate-600">
          {t('priceHistory.explained', {
            count: priceHistoryRules.windowDays,
            trip: tripDescription(t, tripSummary(search)),
          })}
        </p>
      </div>
      <div className="mt-4 lg:mt-0">
        <HistoryChart history={history} />
      </div>
    </section>
  );
}

/**
 * The ±3 days grid's spread, from the grid's own query: one request serves both. On a phone the grid waits to be
 * opened, and so does this line: asking for 49 cells with every search cost phones a second of blocked main thread.
 */
function NearbySpread({ search }: { search: SearchParams }) {
  const { t } = useTranslation();
  const asked = dateGridAskedWithSearch();
  const grid = useDateGrid(search, asked);
  const spread = grid.data && dateGridSpread(grid.data);
  const money = useMoney(grid.data?.currency ?? search.currency);
  // On a phone nothing is coming until the grid is opened: no empty line held for it.
  if (!asked && !spread) return null;
  // The line's height is held while the grid is asked for, so nothing under it moves when it arrives.
  return (
    <p className="min-h-10 text-sm text-slate-700 sm:min-h-5">
      {spread && t('priceHistory.spread', { low: money.whole(spread.low), high: money.whole(spread.high) })}
    </p>
  );
}

/**
 * Where this search's cheapest total sits among the same trip's totals of the last 60 days (issue 30), or, with
 * too little history, that it is too early to say and the nearby dates' spread instead: never an invented band.
 */
export function PriceHistoryPanel({ history, search }: { history: PriceHistory; search: SearchParams }) {
  const { t } = useTranslation();
  if (history.status === 'enough') return <EnoughHistoryPanel history={history} search={search} />;
  return (
    <section className={`${box} flex items-start gap-3`}>
      <History aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <div className="space-y-1">
        <p className="font-medium text-slate-900">
          {t('priceHistory.tooFew', { seen: history.daysObserved, count: history.daysNeeded })}
        </p>
        <NearbySpread search={search} />
      </div>
    </section>
  );
}
