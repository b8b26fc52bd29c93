import { Search, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium ring-1 ring-white/20">
            <Sparkles className="size-4" />
            {t('home.tagline')}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('home.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-brand-100 sm:text-xl">
            {t('home.subtitle')}
          </p>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Search className="size-7" />
          </span>
          <p className="max-w-md text-slate-600">{t('home.beforeSearch')}</p>
        </div>
      </section>
    </>
  );
}
