import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';
import { ContactDetails } from '../features/contact/contact-details';
import { ContactFaq } from '../features/contact/contact-faq';
import { ContactForm } from '../features/contact/contact-form';
import { useDocumentTitle } from '../i18n/use-document-title';

export function ContactPage() {
  useDocumentTitle('contact');
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.contact.title')} subtitle={t('contact.subtitle')} />
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ContactForm />
          </div>
          <div className="space-y-6">
            <ContactDetails />
            <aside className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-900">
              <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
              <div>
                <h2 className="font-semibold">{t('contact.bookingWarning.title')}</h2>
                <p className="mt-1 text-sm leading-relaxed">{t('contact.bookingWarning.text')}</p>
              </div>
            </aside>
          </div>
        </div>
        <ContactFaq />
      </div>
    </>
  );
}
