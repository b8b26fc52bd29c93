import { textDirection } from '../../core/languages';

/** Sets `<html lang dir>` for a language, so Arabic reads right to left. */
export function applyLanguageToDocument(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}
