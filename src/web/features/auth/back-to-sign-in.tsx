import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The way back from a side step (forgotten password, second factor) to the sign-in form. */
export function BackToSignIn({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('auth.backToSignIn')}
    </button>
  );
}
