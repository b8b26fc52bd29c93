import { useTranslation } from 'react-i18next';

/** The explore page's banner. Also drawn into the page's HTML. */
export function ExploreHero() {
  const { t } = useTranslation();
  return (
    <section className="bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 pt-10 pb-24 text-center sm:px-6 lg:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('explore.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-brand-100">{t('explore.subtitle')}</p>
      </div>
    </section>
  );
}
