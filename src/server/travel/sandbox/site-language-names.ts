/**
 * Which of a place's alternate names a visitor could type in one of the site's 15 languages. GeoNames' cities
 * file lists alternate names without their language, so a name is kept when it is written wholly in one of the
 * alphabets those languages use: Latin with the letters of en, de, es, fr, it, no, pl, pt, ro, sr, sv; Cyrillic
 * with those of ru, uk, sr; Arabic without Persian or Urdu letters; Chinese characters.
 */

const latinLetters = new Set(
  'abcdefghijklmnopqrstuvwxyz' +
    'äöüß' + // de
    'áéíóúñ' + // es
    'àâçèêëîïôûùÿœæ' + // fr
    'ìò' + // it
    'øå' + // no, sv
    'ąćęłńśźż' + // pl
    'ãõ' + // pt
    'ășțşţ' + // ro
    'čđšž', // sr (Latin)
);

const cyrillicLetters = new Set('абвгдеёжзийклмнопрстуфхцчшщъыьэюя' + 'іїєґ' + 'ђјљњћџ');

/** The Arabic alphabet's letters (hamza to ghain, feh to yeh), tatweel, harakat and superscript alef: no پ چ ژ ک گ ی. */
const arabicName = /^[\u0621-\u063a\u0640-\u0652\u0670 ]+$/u;

const hanName = /^\p{Script=Han}+$/u;

/** Spaces, hyphens, apostrophes and the full stop of 'St. Petersburg' may join the letters. */
const joiners = /[ \-'’ʼ.]/gu;

/** Capitalised, and not all capitals: codes and abbreviations ('MOW', 'NY') are no names. */
const isCapitalised = (name: string) => /^\p{Lu}/u.test(name) && /\p{Ll}/u.test(name);

function writtenWith(letters: ReadonlySet<string>, name: string): boolean {
  const bare = name.toLowerCase().replace(joiners, '');
  return bare.length > 0 && [...bare].every((letter) => letters.has(letter));
}

/**
 * Whether the name is written in a site language's alphabet. Latin and Cyrillic names must start with a capital:
 * GeoNames' lower-case entries are machine transliterations ('mo si ke'), not names people write.
 */
export function isSiteLanguageName(name: string): boolean {
  if (arabicName.test(name) || hanName.test(name)) return true;
  return isCapitalised(name) && (writtenWith(latinLetters, name) || writtenWith(cyrillicLetters, name));
}
