import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../core/routes';
import { BackToHomeLink } from '../components/legal/back-to-home-link';
import { LegalPageLayout } from '../components/legal/legal-page-layout';
import { LegalSection } from '../components/legal/legal-section';
import { useDocumentTitle } from '../i18n/use-document-title';

export function TermsPage() {
  useDocumentTitle('terms');
  const { t } = useTranslation();
  return (
    <LegalPageLayout title={t('pages.terms.title')} lastUpdated={t('terms.lastUpdated')}>
      <aside className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-900">
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <h2 className="font-semibold">{t('terms.notice.title')}</h2>
          <p className="mt-1 leading-relaxed">{t('terms.notice.text')}</p>
        </div>
      </aside>
      <LegalSection title={t('terms.serviceDescription.title')}>
        <p>{t('terms.serviceDescription.intro')}</p>
        <p>{t('terms.serviceDescription.detail')}</p>
      </LegalSection>
      <LegalSection title={t('terms.noWarranties.title')}>
        <p>{t('terms.noWarranties.intro')}</p>
        <p>{t('terms.noWarranties.detail')}</p>
      </LegalSection>
      <LegalSection title={t('terms.limitationOfLiability.title')}>
        <p>{t('terms.limitationOfLiability.intro')}</p>
        <p>{t('terms.limitationOfLiability.detail')}</p>
      </LegalSection>
      <LegalSection title={t('terms.contactInformation.title')}>
        <p>{t('terms.contactInformation.text')}</p>
        <Link to={appPaths.contact} className="font-semibold text-brand-700 hover:underline">
          {t('terms.contactInformation.link')}
        </Link>
      </LegalSection>
      <p className="rounded-xl bg-slate-100 p-5 font-medium text-slate-800">{t('terms.acknowledgment')}</p>
      <BackToHomeLink label={t('terms.backToHome')} />
    </LegalPageLayout>
  );
}
