import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Always shown (product.md §2): the booking is with the partner, not with TripFit. */
export function BookingDisclaimer() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="booking-disclaimer-title"
      className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-start text-sm text-brand-950"
    >
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>
        <h2 id="booking-disclaimer-title" className="font-semibold">
          {t('bookingRedirect.disclaimerTitle')}
        </h2>
        <p className="mt-1">{t('bookingRedirect.disclaimer')}</p>
      </div>
    </aside>
  );
}
