import { Sparkles, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../core/intl-formatters';
import { useFormatLocale } from './use-format-locale';

/** The hotel's guest rating out of 10, or 'New listing' for a hotel with no rating yet (rating 0). */
export function RatingBadge({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm';

  if (rating === 0) {
    return (
      <span className={`${badge} bg-white/95 text-slate-700`}>
        <Sparkles aria-hidden className="size-3.5 text-brand-600" />
        {t('dealCard.newListing')}
      </span>
    );
  }
  const value = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  return (
    <span className={`${badge} bg-brand-800 text-white`}>
      <Star aria-hidden className="size-3.5 fill-amber-300 text-amber-300" />
      <span aria-hidden>{t('dealCard.rating', { rating: value })}</span>
      <span className="sr-only">{t('dealCard.ratingDescription', { rating: value })}</span>
    </span>
  );
}
