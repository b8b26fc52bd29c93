import { House } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { appPaths } from '../../core/routes';
import { useDocumentTitle } from '../i18n/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('notFound');
  const { t } = useTranslation();
  const { pathname } = useLocation();

  // product.md §2: the missing path is logged, so broken links show up in the browser console.
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('notFound.title')}</h1>
      <Link
        to={appPaths.home}
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
      >
        <House className="size-4" />
        {t('notFound.returnHome')}
      </Link>
    </section>
  );
}
