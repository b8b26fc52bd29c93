import { useTranslation } from 'react-i18next';
import { Compass } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { appPaths } from '../../core/routes';
import { HeaderAccount } from '../features/auth/header-account';
import { LanguageSelect } from '../features/language/language-select';
import { BrandMark } from './brand-mark';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link to={appPaths.home} className="rounded-xl">
          <BrandMark />
        </Link>
        <nav aria-label={t('nav.primary')} className="flex items-center gap-2">
          {/* A phone's header has room for the language and the account only: the hero and footer link it there.
              There the language shows as globe and code, and 'Sign in' as its words, so every language fits. */}
          <NavLink
            to={appPaths.explore}
            className="inline-flex h-10 items-center gap-1.5 rounded-xl px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-800 max-sm:hidden"
          >
            <Compass className="size-4" aria-hidden="true" />
            {t('nav.explore')}
          </NavLink>
          <LanguageSelect />
          <HeaderAccount />
        </nav>
      </div>
    </header>
  );
}
