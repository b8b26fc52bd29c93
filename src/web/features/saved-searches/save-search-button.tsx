import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface SaveSearchButtonProps {
  /** SPEC §4: saving needs a signed-in user; signed-out visitors see the button disabled. */
  signedIn: boolean;
}

/** 'Save Search' beside the results; disabled with the reason while signed out. */
export function SaveSearchButton({ signedIn }: SaveSearchButtonProps) {
  const { t } = useTranslation();
  const hintId = 'save-search-hint';
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <button
        type="button"
        disabled={!signedIn}
        aria-describedby={signedIn ? undefined : hintId}
        className="inline-flex items-center gap-2 rounded-lg border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-400"
      >
        <Bookmark className="size-4" aria-hidden="true" />
        {t('savedSearches.save')}
      </button>
      {!signedIn && (
        <p id={hintId} className="text-xs text-slate-500">
          {t('savedSearches.loginToSave')}
        </p>
      )}
    </div>
  );
}
