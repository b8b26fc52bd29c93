import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Over results whose search the form no longer shows: a changed search was refused, so these are the last ones. */
export function PreviousSearchNote() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
    >
      <History aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div>
        <p className="font-semibold">{t('staleResults.previousSearch')}</p>
        <p className="text-sm">{t('staleResults.hint')}</p>
      </div>
    </div>
  );
}
