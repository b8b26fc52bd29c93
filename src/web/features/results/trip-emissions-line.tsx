import { Leaf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DealEmissions } from '../../../core/deal';
import { formatAmount } from '../../../core/formats';
import { useFormatLocale } from './use-format-locale';

/** "≈ 412 kg CO₂e for 2 travellers": the deal's estimated emissions, compact under its flights (issue 30). */
export function TripEmissionsLine({ emissions }: { emissions: DealEmissions }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <p className="inline-flex items-center gap-1 text-xs text-slate-600">
      <Leaf aria-hidden className="size-3.5 shrink-0 text-emerald-700" />
      {t('dealCard.emissions', { kg: formatAmount(emissions.flightKg, locale), count: emissions.travellers })}
    </p>
  );
}
