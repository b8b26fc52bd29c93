import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../core/routes';
import { BrandMark } from './brand-mark';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={appPaths.home} className="rounded-xl">
          <BrandMark />
        </Link>
        {/* The language selector and, once signed in, the user menu join the sign-in link here. */}
        <nav aria-label={t('nav.primary')} className="flex items-center gap-2">
          <Link
            to={appPaths.auth}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
          >
            <LogIn className="size-4" />
            {t('nav.signIn')}
          </Link>
        </nav>
      </div>
    </header>
  );
}
