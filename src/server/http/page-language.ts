import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { fallbackLanguage, languageCodes, languageCookie, type LanguageCode } from '../../core/languages';

/** The site language a browser's Accept-Language asks for first, as i18next's detector would pick it. */
export function acceptedLanguage(acceptLanguage: string | undefined): string {
  const supported = new Set<string>(languageCodes);
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.toLowerCase().split('-')[0] ?? '', quality: quality ? Number(quality) : 1 };
    })
    .filter(({ language, quality }) => supported.has(language) && quality > 0)
    .sort((left, right) => right.quality - left.quality);
  return tags[0]?.language ?? fallbackLanguage;
}

/**
 * The language a page is drawn in: the one the visitor chose on the site (its cookie), else the first their
 * browser asks for — the order the web app's language detector follows, so the page React draws matches.
 */
export function pageLanguage(c: Context): string {
  const chosen = getCookie(c, languageCookie);
  if (chosen && (languageCodes as readonly string[]).includes(chosen)) return chosen;
  return acceptedLanguage(c.req.header('Accept-Language'));
}

const isSiteLanguage = (code: string | undefined): code is LanguageCode =>
  (languageCodes as readonly (string | undefined)[]).includes(code);

/**
 * The language an API answer names places in: the `lang` the site sends, else the page's (cookie, then
 * Accept-Language). Without `lang` the answer varies with those headers, which caches must know.
 */
export function answerLanguage(c: Context, lang: string | undefined): LanguageCode {
  if (isSiteLanguage(lang)) return lang;
  c.header('Vary', 'Accept-Language, Cookie', { append: true });
  const page = pageLanguage(c);
  return isSiteLanguage(page) ? page : fallbackLanguage;
}
