import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../core/routes';
import { BackToHomeLink } from '../components/legal/back-to-home-link';
import { LegalPageLayout } from '../components/legal/legal-page-layout';
import { LegalSection } from '../components/legal/legal-section';
import { useDocumentTitle } from '../i18n/use-document-title';

const rights = [
  'access',
  'correct',
  'deleteAccount',
  'optOutAnalytics',
  'manageCookies',
  'exportData',
] as const;

export function PrivacyPage() {
  useDocumentTitle('privacy');
  const { t } = useTranslation();
  return (
    <LegalPageLayout title={t('pages.privacy.title')} lastUpdated={t('privacy.lastUpdated')}>
      <section className="rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
          <ShieldCheck aria-hidden className="size-5" />
          {t('privacy.rights.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('privacy.rights.intro')}</p>
        <ul className="mt-3 grid gap-2 text-slate-800 sm:grid-cols-2">
          {rights.map((right) => (
            <li key={right} className="flex gap-2">
              <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
              {t(`privacy.rights.${right}`)}
            </li>
          ))}
        </ul>
        <p className="mt-4 font-medium text-slate-800">{t('privacy.rights.response')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('privacy.rights.profileNote')}</p>
      </section>
      <LegalSection title={t('privacy.informationCollected.title')}>
        <p>{t('privacy.informationCollected.intro')}</p>
        <p>{t('privacy.informationCollected.detail')}</p>
      </LegalSection>
      <LegalSection title={t('privacy.use.title')}>
        <p>{t('privacy.use.intro')}</p>
        <p>{t('privacy.use.detail')}</p>
      </LegalSection>
      <LegalSection title={t('privacy.security.title')}>
        <p>{t('privacy.security.text')}</p>
      </LegalSection>
      <LegalSection title={t('privacy.gdpr.title')}>
        <p>{t('privacy.gdpr.text')}</p>
      </LegalSection>
      <LegalSection title={t('privacy.contact.title')}>
        <p>{t('privacy.contact.text')}</p>
        <Link to={appPaths.contact} className="font-semibold text-brand-700 hover:underline">
          {t('privacy.contact.link')}
        </Link>
      </LegalSection>
      <BackToHomeLink label={t('privacy.backToHome')} />
    </LegalPageLayout>
  );
}
