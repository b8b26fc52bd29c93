import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '../../../core/currencies';
import type { ExplorePriceHistory } from '../../../core/explore';
import { formatMoney } from '../../../core/formats';
import type { PriceVerdict } from '../../../core/price-history';
import { useFormatLocale } from '../results';

const verdictClassName: Record<PriceVerdict, string> = {
  low: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  typical: 'bg-slate-100 text-slate-700 ring-slate-200',
  high: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** "Low for this trip · typical €610–€780": where the trip's total sits among the trip's recent totals. */
export function ExploreHistoryBadge({
  history,
  currency,
}: {
  history: ExplorePriceHistory;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const band = t('explore.card.typicalBand', {
    low: formatMoney(history.typicalLow, currency, locale),
    high: formatMoney(history.typicalHigh, currency, locale),
  });
  return (
    <span
      title={band}
      className={`inline-flex flex-wrap items-center gap-x-1 rounded-full px-2 py-0.5 font-medium ring-1 ${verdictClassName[history.verdict]}`}
    >
      <span>{t(`explore.card.history.${history.verdict}`)}</span>
      <span className="font-normal">· {band}</span>
    </span>
  );
}
