/**
 * Text as searches compare it: lower case, accents and punctuation gone, single spaces. 'São Paulo' and
 * 'sao paulo', 'İstanbul' and 'istanbul', 'Kraków' and 'krakow' are the same. Every script's letters stay:
 * 'Москва', 'القاهرة' and '北京' are searched as written (Chinese has no spaces, so a name is one word).
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

/**
 * Arabic letters written in more than one way: teh marbuta as heh, alef maksura as yeh (both common in typing),
 * and the Persian keyboard's keheh and yeh as the Arabic ones. Hamzas and harakat go with the other marks.
 */
const foldedArabicLetters: Readonly<Record<string, string>> = {
  ة: 'ه',
  ى: 'ي',
  ک: 'ك',
  ی: 'ي',
  ٱ: 'ا',
};

export function normalizeSearchText(text: string): string {
  // Plain ASCII, most names, has nothing to decompose or fold (building the index normalises a million names).
  if (/^[\x20-\x7e]*$/.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[ıøæœßđłþð]/g, (letter) => foldedLetters[letter] ?? letter)
      .replace(/[ةىکیٱ]/g, (letter) => foldedArabicLetters[letter] ?? letter)
      // Tatweel only stretches a word; it is a letter to Unicode, so it needs removing by name.
      .replace(/\u0640/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** Whether two texts are the same once normalised ('Montreal' and 'Montréal'). */
export function sameSearchText(left: string, right: string): boolean {
  return normalizeSearchText(left) === normalizeSearchText(right);
}
