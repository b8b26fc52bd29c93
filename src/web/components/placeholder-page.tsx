import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

/** A page whose content has not shipped yet: its title and a short note. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Compass className="size-6" />
          </span>
          <p className="text-slate-600">{t('pages.preparing')}</p>
        </div>
      </div>
    </>
  );
}
