/**
 * product.md §9: a place lookup needs 3 characters. Two Chinese characters already name a city ('北京', '上海'), and so
 * do two of Japanese or Korean, so a keyword with Han, Kana or Hangul characters needs only 2. Shared by the API
 * and the search form.
 */

export const minKeywordLength = 3;

/** The shorter minimum for keywords in scripts whose one character is a syllable or a word. */
export const minCjkKeywordLength = 2;

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The fewest characters (code points, after trimming) this keyword must have for a lookup. */
export function minLengthFor(keyword: string): number {
  return cjk.test(keyword) ? minCjkKeywordLength : minKeywordLength;
}

/** Whether a keyword is long enough to look up: 3 characters, or 2 with Han, Kana or Hangul. */
export function isLongEnoughKeyword(keyword: string): boolean {
  const trimmed = keyword.trim();
  return [...trimmed].length >= minLengthFor(trimmed);
}
