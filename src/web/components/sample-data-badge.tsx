import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../lib/use-public-config';

/** True once /api/config says a side (flights or hotels) runs on the sandbox's invented data. */
function useSampleData(): boolean {
  const { data } = usePublicConfig();
  return data !== undefined && !(data.liveFlights && data.liveHotels);
}

/**
 * A calm note that the prices are sample data, wherever prices show (results, explore, the date grid): the
 * sandbox invents hotels and fares, and a visitor must not take them for offers. A tap or click opens a short
 * explanation. `partner`: the booking page's wording, that the partner shows its own live prices. Nothing at all
 * when both sides are live.
 */
export function SampleDataBadge({ kind, className = '' }: { kind?: 'partner'; className?: string }) {
  const { t } = useTranslation();
  if (!useSampleData()) return null;
  const look = 'rounded-xl border border-sky-200 bg-sky-50 text-sm text-sky-950';
  if (kind === 'partner') {
    return (
      <p className={`flex items-start gap-2 px-4 py-3 text-start ${look} ${className}`}>
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-700" />
        {t('sampleData.partner')}
      </p>
    );
  }
  return (
    <details className={`group px-3 py-1.5 ${look} ${className}`}>
      <summary className="flex cursor-pointer items-center gap-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600">
        <Info aria-hidden className="size-4 shrink-0 text-sky-700" />
        {t('sampleData.badge')}
      </summary>
      <p className="mt-1 ps-6 text-sky-900">{t('sampleData.explanation')}</p>
    </details>
  );
}
