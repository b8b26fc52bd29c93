import { isSiteLanguageName } from './site-language-names';

/**
 * Which of GeoNames' alternate names (listed without their language) is a city's name in Arabic, Chinese,
 * Russian, Ukrainian or Serbian, read from the letters each language uses and the others do not. Used where
 * CLDR has no name (the city names no time zone). The rules, per language:
 * - Russian: Cyrillic without Ukrainian (і ї є ґ), Serbian (ђ ј љ њ ћ џ) or Belarusian (ў) letters, nor
 *   Bulgarian's ъ before a consonant; Ukrainian: without ы э ё ъ, Serbian or Belarusian letters, one with its own
 *   letters first ('Київ'); Serbian: without й щ ь ъ я ю ё э ы or Ukrainian letters, its own letters first
 *   ('Београд'). Then the name nearest the city's Latin names letter by letter ('Аккра', not 'Акра').
 * - Arabic: also a name typed with the Persian keyboard's ی and ک, written with Arabic's ي and ك; none with ى
 *   inside a word or a leading ئ (Uyghur, Egyptian spellings); fewest words (a name, not a description), then
 *   the longest ('القاهرة', not 'قاهره').
 * - Chinese: one without traditional or Japanese characters (from CLDR's locales) first, 'city' (市) left off.
 * Then code-point order.
 */

export type ScriptLanguage = 'ar' | 'zh' | 'ru' | 'uk' | 'sr';

const cyrillic = /^[\p{Script=Cyrillic} \-'’.]+$/u;
const ukrainianLetters = /[іїєґ]/iu;
const serbianLetters = /[ђјљњћџ]/iu;
const belarusianLetters = /[ў]/iu;
const bulgarianHardSign = /ъ(?![еёюя])/iu;

interface Rule {
  /** Whether the language can write the name so. */
  fits: (name: string) => boolean;
  /** What orders the names that fit, compared in turn, lower first. */
  order: (name: string, latinNames: readonly string[]) => number[];
}

/** Cyrillic read letter by letter in Latin, to compare with the city's Latin names ('Аккра' → 'akkra'). */
const cyrillicInLatin: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ye',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'yi',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'u',
  я: 'ya',
  ђ: 'dj',
  ј: 'j',
  љ: 'lj',
  њ: 'nj',
  ћ: 'c',
  џ: 'dz',
};

const inLatin = (name: string) =>
  [...name.toLowerCase()]
    .map((letter) => cyrillicInLatin[letter] ?? (/[\s'’.-]/u.test(letter) ? ' ' : letter))
    .join('');

/** Edits (insert, delete, replace) from one text to the other. */
function editDistance(left: string, right: string): number {
  let previous = Array.from({ length: right.length + 1 }, (_, at) => at);
  for (let row = 1; row <= left.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= right.length; column += 1) {
      const replace = (previous[column - 1] ?? 0) + (left[row - 1] === right[column - 1] ? 0 : 1);
      current.push(Math.min((previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1, replace));
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/**
 * How far a Cyrillic name is from the nearest of the city's Latin names, per letter. The languages transcribe the
 * city's own name, keeping its letters ('Аккра', 'Таллин', 'Буэнос-Айрес'), where other languages' spellings drift
 * ('Акра', 'Атина', 'Лёндан'). Checked against CLDR's names of the time-zone cities, the nearest is Russian's 69 %
 * of the time (the shortest 55 %), Ukrainian's 61 % (54 %), Serbian's 70 % (64 %).
 */
function distanceFromLatin(name: string, latinNames: readonly string[]): number {
  const latin = inLatin(name);
  return Math.min(...latinNames.map((each) => editDistance(latin, each) / Math.max(each.length, 1)));
}

const wordCount = (name: string) => name.split(' ').length;
const letterCount = (name: string) => [...name].length;

function rules(nonSimplifiedHan: ReadonlySet<string>): Record<ScriptLanguage, Rule> {
  const isCyrillic = (name: string) => cyrillic.test(name) && !belarusianLetters.test(name);
  return {
    ru: {
      fits: (name) =>
        isCyrillic(name) &&
        !ukrainianLetters.test(name) &&
        !serbianLetters.test(name) &&
        !bulgarianHardSign.test(name),
      order: (name, latinNames) => [distanceFromLatin(name, latinNames), -letterCount(name)],
    },
    uk: {
      fits: (name) => isCyrillic(name) && !/[ыэёъ]/iu.test(name) && !serbianLetters.test(name),
      order: (name, latinNames) => [
        ukrainianLetters.test(name) ? 0 : 1,
        distanceFromLatin(name, latinNames),
        -letterCount(name),
      ],
    },
    sr: {
      fits: (name) => isCyrillic(name) && !/[йщьъяюёэы]/iu.test(name) && !ukrainianLetters.test(name),
      order: (name, latinNames) => [
        serbianLetters.test(name) ? 0 : 1,
        distanceFromLatin(name, latinNames),
        -letterCount(name),
      ],
    },
    ar: {
      fits: (name) =>
        // Arabic's letters, its harakat aside.
        /^[\u0621-\u064a ]+$/u.test(name.replace(/\p{Mn}/gu, '')) && !/ى\S/u.test(name) && !/^ئ/u.test(name),
      // Arabic writes long vowels that Persian and Urdu spellings leave out ('بودابست', not 'بدپست').
      order: (name) => [wordCount(name), -letterCount(name)],
    },
    zh: {
      fits: (name) => /^\p{Script=Han}+$/u.test(name),
      // Traditional characters only where GeoNames has no simplified name: still Chinese to a reader.
      order: (name) => [
        [...name].some((each) => nonSimplifiedHan.has(each)) ? 1 : 0,
        name.length > 2 && name.endsWith('市') ? 1 : 0,
        letterCount(name),
      ],
    },
  };
}

/**
 * A name written with the Persian keyboard's yeh and keheh ('حیدرآباد') is the Arabic name once they are Arabic's
 * ('حيدرآباد'), unless it has letters Arabic lacks (پ چ ژ گ), which isSiteLanguageName then refuses.
 */
const toArabicLetters = (name: string) =>
  /^[\u0600-\u06ff ]+$/u.test(name) ? name.replace(/ی/gu, 'ي').replace(/ک/gu, 'ك') : name;

const codePointOrder = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

function compareOrders(left: readonly number[], right: readonly number[]): number {
  for (let at = 0; at < left.length; at += 1) {
    const difference = (left[at] ?? 0) - (right[at] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Picks each script language's name among a city's GeoNames names; a language with no fitting name is left out. */
export function chooseScriptNames(
  names: readonly string[],
  nonSimplifiedHan: ReadonlySet<string>,
  /** The city's own and English names, which Cyrillic names transcribe. */
  latinNames: readonly string[] = [],
): Partial<Record<ScriptLanguage, string>> {
  const candidates = [...new Set(names.map((name) => toArabicLetters(name.trim())))].filter(
    isSiteLanguageName,
  );
  const latin = [...new Set(latinNames.map(inLatin))].filter(Boolean);
  const chosen: Partial<Record<ScriptLanguage, string>> = {};
  for (const [language, rule] of Object.entries(rules(nonSimplifiedHan)) as [ScriptLanguage, Rule][]) {
    const [best] = candidates
      .filter(rule.fits)
      .map((name) => ({ name, order: rule.order(name, latin.length > 0 ? latin : [name]) }))
      .sort((left, right) => compareOrders(left.order, right.order) || codePointOrder(left.name, right.name));
    if (best) chosen[language] = best.name;
  }
  return chosen;
}
