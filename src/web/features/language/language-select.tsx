import { ChevronDown, Globe } from 'lucide-react';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackLanguage, languages } from '../../../core/languages';
import { DrawnShell } from '../../shell/drawn-shell';

/**
 * The header's language picker: a native select laid invisibly over a compact face (globe and code on phones,
 * the native name from tablet width), so it fits at 375 px and keeps the platform's own picker. It stays hidden
 * while English is the only language with a locale file.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const drawnShell = use(DrawnShell);
  // Only languages whose strings have landed; a choice that snapped back to English would look broken.
  const supported = i18n.options.supportedLngs;
  const offered = supported ? languages.filter((language) => supported.includes(language.code)) : languages;
  const current =
    languages.find((language) => language.code === i18n.resolvedLanguage) ??
    languages.find((language) => language.code === fallbackLanguage);

  if (offered.length < 2) return null;

  return (
    <div className="relative inline-flex h-10 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2.5 text-sm font-semibold text-slate-700 shadow-xs transition-colors focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-50">
      <Globe aria-hidden className="size-4 shrink-0 text-slate-500" />
      <span aria-hidden lang={current?.code} className="uppercase sm:hidden">
        {current?.code}
      </span>
      <span aria-hidden lang={current?.code} className="hidden sm:inline">
        {current?.nativeName}
      </span>
      <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-500 max-sm:hidden" />
      <select
        aria-label={t('language.label')}
        value={current?.code}
        disabled={drawnShell}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {offered.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
