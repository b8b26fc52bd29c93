/**
 * Text as searches compare it: lower case, accents and punctuation gone, single spaces. 'São Paulo' and
 * 'sao paulo', 'İstanbul' and 'istanbul', 'Kraków' and 'krakow' are the same.
 */

/** Letters that lose no mark under Unicode decomposition but that people type without their stroke or ligature. */
const foldedLetters: Readonly<Record<string, string>> = {
  ı: 'i',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
};

export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ıøæœßđłþð]/g, (letter) => foldedLetters[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
