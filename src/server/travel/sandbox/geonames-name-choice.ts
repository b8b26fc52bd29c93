import { isSiteLanguageName } from './site-language-names';

/**
 * Which of GeoNames' alternate names (listed without their language) is a city's name in Arabic, Chinese,
 * Russian, Ukrainian or Serbian, read from the letters each language uses and the others do not. Used where
 * CLDR has no name (the city names no time zone). The rules, per language:
 * - Russian: Cyrillic without Ukrainian (і ї є ґ), Serbian (ђ ј љ њ ћ џ) or Belarusian (ў) letters, nor
 *   Bulgarian's ъ before a consonant, the fewest ы and э (Belarusian's) first; Ukrainian: without ы э ё ъ, Serbian or Belarusian letters, one with its own
 *   letters first ('Київ'); Serbian: without й щ ь ъ я ю ё э ы or Ukrainian letters, its own letters first
 *   ('Београд'), which also rules out Russian spellings ('Мюнхен' for 'Минхен').
 * - Arabic: a name with the article or ة first ('القاهرة', 'برشلونة'), none with ى inside a word or a leading ئ
 *   (Uyghur, Egyptian spellings).
 * - Arabic also takes a name typed with the Persian keyboard's ی and ک, written with Arabic's ي and ك.
 * - Chinese: one without traditional or Japanese characters (from CLDR's locales) first, 'city' (市) left off.
 * Fewest words first (a name, not a description: 'أبو ظبي' before 'جزيرة أبوظبي وجزر داخلية اخرى'), then each
 * language's preference, then the shortest ('Франкфурт' before 'Франкфурт-на-Майне'), then for Russian and
 * Ukrainian one Serbian could not write, then code-point order.
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
  /** Lower first. */
  preference: (name: string) => number;
  /** Between names as long, lower first. */
  tieBreak?: (name: string) => number;
}

/** Letters Serbian does without: of two names as long, one with them is Russian or Ukrainian ('Мюнхен', not 'Минхен'). */
const serbianCouldWrite = (name: string) => (/[йщьъяюёэыіїєґ]/iu.test(name) ? 0 : 1);

function rules(nonSimplifiedHan: ReadonlySet<string>): Record<ScriptLanguage, Rule> {
  const isCyrillic = (name: string) => cyrillic.test(name) && !belarusianLetters.test(name);
  return {
    ru: {
      fits: (name) =>
        isCyrillic(name) &&
        !ukrainianLetters.test(name) &&
        !serbianLetters.test(name) &&
        !bulgarianHardSign.test(name),
      // Belarusian writes ы and э where Russian has и and е: 'Белу-Арызонты' for 'Белу-Оризонти'.
      preference: (name) => (name.match(/[ыэ]/giu) ?? []).length,
      tieBreak: serbianCouldWrite,
    },
    uk: {
      fits: (name) => isCyrillic(name) && !/[ыэёъ]/iu.test(name) && !serbianLetters.test(name),
      preference: (name) => (ukrainianLetters.test(name) ? 0 : 1),
      tieBreak: serbianCouldWrite,
    },
    sr: {
      fits: (name) => isCyrillic(name) && !/[йщьъяюёэы]/iu.test(name) && !ukrainianLetters.test(name),
      preference: (name) => (serbianLetters.test(name) ? 0 : 1),
    },
    ar: {
      fits: (name) =>
        // Arabic's letters, its harakat aside.
        /^[\u0621-\u064a ]+$/u.test(name.replace(/\p{Mn}/gu, '')) && !/ى\S/u.test(name) && !/^ئ/u.test(name),
      preference: (name) => (name.startsWith('ال') || name.includes('ة') ? 0 : 1),
    },
    zh: {
      fits: (name) => /^\p{Script=Han}+$/u.test(name),
      // Traditional characters only where GeoNames has no simplified name: still Chinese to a reader.
      preference: (name) =>
        ([...name].some((each) => nonSimplifiedHan.has(each)) ? 2 : 0) +
        (name.length > 2 && name.endsWith('市') ? 1 : 0),
    },
  };
}

const wordCount = (name: string) => name.split(' ').length;

/**
 * A name written with the Persian keyboard's yeh and keheh ('حیدرآباد') is the Arabic name once they are Arabic's
 * ('حيدرآباد'), unless it has letters Arabic lacks (پ چ ژ گ), which isSiteLanguageName then refuses.
 */
const toArabicLetters = (name: string) =>
  /^[\u0600-\u06ff ]+$/u.test(name) ? name.replace(/ی/gu, 'ي').replace(/ک/gu, 'ك') : name;

const codePointOrder = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

/** Picks each script language's name among a city's GeoNames names; a language with no fitting name is left out. */
export function chooseScriptNames(
  names: readonly string[],
  nonSimplifiedHan: ReadonlySet<string>,
): Partial<Record<ScriptLanguage, string>> {
  const candidates = [...new Set(names.map((name) => toArabicLetters(name.trim())))].filter(
    isSiteLanguageName,
  );
  const chosen: Partial<Record<ScriptLanguage, string>> = {};
  for (const [language, rule] of Object.entries(rules(nonSimplifiedHan)) as [ScriptLanguage, Rule][]) {
    const [best] = candidates
      .filter(rule.fits)
      .sort(
        (left, right) =>
          wordCount(left) - wordCount(right) ||
          rule.preference(left) - rule.preference(right) ||
          [...left].length - [...right].length ||
          (rule.tieBreak?.(left) ?? 0) - (rule.tieBreak?.(right) ?? 0) ||
          codePointOrder(left, right),
      );
    if (best) chosen[language] = best;
  }
  return chosen;
}
