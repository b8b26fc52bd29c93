import { Headset, LockKeyhole, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The footer tips of product.md §2: compare, HTTPS, partner support. */
export function BookingTips() {
  const { t } = useTranslation();
  const tips = [
    { icon: Scale, text: t('bookingRedirect.tips.compare') },
    { icon: LockKeyhole, text: t('bookingRedirect.tips.secure') },
    { icon: Headset, text: t('bookingRedirect.tips.support') },
  ];
  return (
    <section aria-labelledby="booking-tips-title" className="mt-8">
      <h2 id="booking-tips-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('bookingRedirect.tipsTitle')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {tips.map(({ icon: Icon, text }) => (
          <li
            key={text}
            className="flex items-start gap-2.5 rounded-xl bg-white p-3.5 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200"
          >
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
