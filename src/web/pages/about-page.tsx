import { Clock, Cpu, Eye, Globe, Info, Mail, PiggyBank, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../core/routes';
import { PageHeader } from '../components/page-header';
import { useDocumentTitle } from '../i18n/use-document-title';

const steps = ['budget', 'destination', 'matches', 'book'] as const;

const values = [
  { key: 'budgetFirst', icon: PiggyBank },
  { key: 'timeSaving', icon: Clock },
  { key: 'transparent', icon: Eye },
  { key: 'globalAccess', icon: Globe },
] as const;

const sectionTitle = 'text-2xl font-bold tracking-tight text-slate-900';

export function AboutPage() {
  useDocumentTitle('about');
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.about.title')} subtitle={t('about.subtitle')} />
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <section className="max-w-3xl space-y-4">
          <h2 className={sectionTitle}>{t('about.whatWeDo.title')}</h2>
          <p className="text-lg leading-relaxed text-slate-700">{t('about.whatWeDo.intro')}</p>
          <p className="leading-relaxed text-slate-700">{t('about.whatWeDo.detail')}</p>
        </section>

        <section>
          <h2 className={sectionTitle}>{t('about.howItWorks.title')}</h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <span className="grid size-9 place-items-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{t(`about.howItWorks.${step}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">
                  {t(`about.howItWorks.${step}.text`)}
                </p>
              </li>
            ))}
          </ol>
        </section>

        <section>
          <h2 className={sectionTitle}>{t('about.values.title')}</h2>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            {values.map(({ key, icon: Icon }) => (
              <article
                key={key}
                className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`about.values.${key}.title`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">
                    {t(`about.values.${key}.text`)}
                  </p>
                </div>
              </article>
            ))}
          </div>
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          <section className="rounded-2xl bg-slate-900 p-6 text-slate-100 sm:p-8">
            <Cpu aria-hidden className="size-7 text-brand-300" />
            <h2 className="mt-4 text-xl font-bold text-white">{t('about.technology.title')}</h2>
            <p className="mt-3 leading-relaxed">{t('about.technology.text')}</p>
          </section>
          <section className="rounded-2xl bg-brand-700 p-6 text-brand-50 sm:p-8">
            <Target aria-hidden className="size-7 text-brand-200" />
            <h2 className="mt-4 text-xl font-bold text-white">{t('about.mission.title')}</h2>
            <p className="mt-3 leading-relaxed">{t('about.mission.text')}</p>
          </section>
        </div>

        <section className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-xl font-bold text-slate-900">{t('about.contact.title')}</h2>
            <p className="mt-1 text-slate-700">{t('about.contact.text')}</p>
          </div>
          <Link
            to={appPaths.contact}
            className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
          >
            <Mail aria-hidden className="size-4" />
            {t('about.contact.link')}
          </Link>
        </section>

        <aside className="flex gap-3 rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
          <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <h2 className="font-semibold text-slate-900">{t('about.searchPlatform.title')}</h2>
            <p className="mt-1 text-sm leading-relaxed">{t('about.searchPlatform.text')}</p>
          </div>
        </aside>
      </div>
    </>
  );
}
