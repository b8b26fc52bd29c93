import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Stand-in for content that is still loading; screen readers hear "Loading…". */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex justify-center px-4 py-24">
      <LoaderCircle className="size-8 text-brand-700 motion-safe:animate-spin" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
