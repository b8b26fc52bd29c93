import { Compass, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../core/routes';

/** The home page's banner: tagline, title, subtitle and the way to explore. Also drawn into the page's HTML. */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 pt-12 pb-28 text-center sm:px-6 sm:pt-16 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium ring-1 ring-white/20">
          <Sparkles className="size-4" aria-hidden="true" />
          {t('home.tagline')}
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {t('home.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-brand-100 sm:text-xl">
          {t('home.subtitle')}
        </p>
        <Link
          to={appPaths.explore}
          className="mt-5 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
        >
          <Compass className="size-4" aria-hidden="true" />
          {t('explore.heroLink')}
        </Link>
      </div>
    </section>
  );
}
