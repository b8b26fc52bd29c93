import { useTranslation } from 'react-i18next';
import { defaultFormatLocale } from '../../../core/formats';

/** The active language for Intl date formats; the formats themselves fall back to en-US for a tag Intl refuses. */
export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? defaultFormatLocale;
}
