import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../core/formats';
import type { OriginalPrice } from '../../../core/travel-data';
import { useFormatLocale } from './use-format-locale';

/**
 * "≈ converted from GBP 412.30" under a price the provider asked in another currency. The code, not the symbol,
 * names that currency: symbols repeat ('kr' is SEK and NOK) and a seller's currency may have none of ours.
 */
export function ConvertedFromNote({ original }: { original: OriginalPrice }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <p className="text-end text-xs text-slate-500 tabular-nums">
      {t('dealCard.convertedFrom', {
        currency: original.currency,
        amount: formatAmount(original.amount, locale),
      })}
    </p>
  );
}
