import { Clock, Mail, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/use-public-config';

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    // A <dl> group may hold only <dt> and <dd>, so the icon sits inside the <dt>, placed beside both.
    <div className="relative min-h-10 ps-13">
      <dt className="text-sm font-semibold text-slate-900">
        <span className="absolute start-0 top-0 grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="text-sm text-slate-600">{children}</dd>
    </div>
  );
}

/** product.md §2 contact details: the support mailbox (from /api/config), the office and the support hours. */
export function ContactDetails() {
  const { t } = useTranslation();
  const supportEmail = usePublicConfig().data?.supportEmail;
  return (
    <section
      aria-labelledby="contact-details-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="contact-details-title" className="text-lg font-bold text-slate-900">
        {t('contact.details.title')}
      </h2>
      <dl className="mt-5 space-y-5">
        <Detail icon={Mail} label={t('contact.details.email')}>
          {supportEmail && (
            <a href={`mailto:${supportEmail}`} className="break-all text-brand-700 hover:underline">
              {supportEmail}
            </a>
          )}
        </Detail>
        <Detail icon={MapPin} label={t('contact.details.location')}>
          {t('contact.details.locationValue')}
        </Detail>
        <Detail icon={Clock} label={t('contact.details.hours')}>
          <span className="block">{t('contact.details.hoursValue')}</span>
          <span className="block">{t('contact.details.closed')}</span>
        </Detail>
      </dl>
    </section>
  );
}
