import { Leaf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DealEmissions } from '../../../core/deal';
import { formatAmount } from '../../../core/formats';
import { totalEmissionsKg } from '../../../core/trip-emissions';
import { useFormatLocale } from './use-format-locale';

/** "≈ 1,480 kg CO₂e for 2 travellers": the trip's flights and hotel nights, compact under its flights (issue 30). */
export function TripEmissionsLine({ emissions }: { emissions: DealEmissions }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <p className="inline-flex items-center gap-1 text-xs text-slate-600">
      <Leaf aria-hidden className="size-3.5 shrink-0 text-emerald-700" />
      {t('dealCard.emissions', {
        kg: formatAmount(totalEmissionsKg(emissions), locale),
        count: emissions.travellers,
      })}
    </p>
  );
}
