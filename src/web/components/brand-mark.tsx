import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The TripFit logo: plane badge plus name. Its accessible name is just "TripFit". */
export function BrandMark({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2">
      <span className="grid size-9 place-items-center rounded-xl bg-brand-700 text-white shadow-sm">
        <Plane className="size-5" />
      </span>
      <span
        className={`text-xl font-bold tracking-tight ${tone === 'light' ? 'text-slate-900' : 'text-white'}`}
      >
        {t('common.appName')}
      </span>
    </span>
  );
}
