import { describe, expect, it } from 'vitest';
import { languages } from '../../core/languages';

type Messages = { [key: string]: string | Messages };

const files = import.meta.glob<Messages>('./*.json', { eager: true, import: 'default' });
const locales = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [path.replace(/^\.\/|\.json$/g, ''), messages]),
);
const english = locales.en;
if (!english) throw new Error('en.json is missing');

/** Every string of a locale file by its dotted key. */
function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

/** Interpolation markers and tags that a translation must keep as they are. */
const markers = (text: string) => [...text.matchAll(/\{\{[^}]+\}\}|<\/?\w+>/g)].map((match) => match[0]).sort();

const englishLeaves = leaves(english);
const others = Object.entries(locales).filter(([code]) => code !== 'en');

/** Keys that English splits into `_one` and `_other` take every plural form the language has instead. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const pluralBases = new Set(
  [...englishLeaves.keys()].filter((key) => key.endsWith('_other')).map((key) => key.replace(pluralSuffix, '')),
);
const baseOf = (key: string) => key.replace(pluralSuffix, '');

/** The keys a locale must have: English's, with each plural in the language's own forms (Intl.PluralRules). */
function expectedKeys(code: string): string[] {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  return [...englishLeaves.keys()].flatMap((key) => {
    if (!pluralBases.has(baseOf(key))) return [key];
    return key.endsWith('_other') ? categories.map((category) => `${baseOf(key)}_${category}`) : [];
  });
}

/** The English text a locale's string translates: a plural form translates English's `_other`. */
const englishFor = (key: string) =>
  englishLeaves.get(key) ?? (pluralBases.has(baseOf(key)) ? englishLeaves.get(`${baseOf(key)}_other`) : undefined);

describe('locale files', () => {
  it('are named after the languages of product.md §2', () => {
    const known = new Set<string>(languages.map((language) => language.code));
    expect(Object.keys(locales).filter((code) => !known.has(code))).toEqual([]);
  });

  it.each(others)('%s has exactly the keys of en.json, with its own plural forms', (code, messages) => {
    const keys = [...leaves(messages).keys()];
    const expected = expectedKeys(code);
    expect(keys.filter((key) => !expected.includes(key))).toEqual([]);
    expect(expected.filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(others)('%s keeps every placeholder and tag', (_code, messages) => {
    const broken = [...leaves(messages)]
      .filter(([key, text]) => markers(text).join() !== markers(englishFor(key) ?? '').join())
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it.each(others)('%s leaves no English phrase untranslated', (_code, messages) => {
    // A word may be the same in both languages ('Budget', 'Hotel'); a phrase of three or more words may not.
    const untranslated = [...leaves(messages)]
      .filter(([key, text]) => {
        // Placeholders, tags and e-mail addresses are not language.
        const words = text.replace(/\{\{[^}]+\}\}|<\/?\w+>|\S+@\S+/g, ' ').match(/\p{L}+/gu) ?? [];
        return text === englishFor(key) && words.length >= 3;
      })
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
