import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A search that found nothing or failed: what happened, in the server's words, and what to try next. */
export function NoResultsCard({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="grid size-14 place-items-center rounded-full bg-amber-50 text-amber-700">
        <SearchX aria-hidden className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{t('results.noResultsTitle')}</h2>
      <p className="max-w-lg text-slate-700">{message}</p>
      <p className="max-w-lg text-sm text-slate-500">{t('results.noResultsHint')}</p>
    </div>
  );
}
