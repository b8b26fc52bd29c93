import { Info } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deal } from '../../../core/deal';
import { DealCard } from './deal-card';

interface DealListProps {
  deals: Deal[];
  saveAction?: ReactNode;
}

/** The found deals under 'Top 10 Best Value Deals', best first, two per row from tablet width. */
export function DealList({ deals, saveAction }: DealListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('results.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('results.sortedBy')}</p>
          <p className="text-sm font-medium text-emerald-700">
            {t('results.count', { count: deals.length })}
          </p>
        </div>
        {saveAction && <div className="shrink-0">{saveAction}</div>}
      </div>
      <ul aria-labelledby={headingId} className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {deals.map((deal) => (
          <li key={deal.id} className="min-w-0">
            <DealCard deal={deal} />
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-600">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('results.partnerNotice')}
      </p>
    </div>
  );
}
