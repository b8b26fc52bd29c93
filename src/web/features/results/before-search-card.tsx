import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Before any search: a friendly pointer to the form above. */
export function BeforeSearchCard() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Compass aria-hidden className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{t('results.idleTitle')}</h2>
      <p className="max-w-md text-slate-600">{t('results.beforeSearch')}</p>
    </div>
  );
}
