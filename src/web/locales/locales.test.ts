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

describe('locale files', () => {
  it('are named after the languages of SPEC §2', () => {
    const known = new Set<string>(languages.map((language) => language.code));
    expect(Object.keys(locales).filter((code) => !known.has(code))).toEqual([]);
  });

  it.each(others)('%s has exactly the keys of en.json', (_code, messages) => {
    const keys = [...leaves(messages).keys()];
    expect(keys.filter((key) => !englishLeaves.has(key))).toEqual([]);
    expect([...englishLeaves.keys()].filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(others)('%s keeps every placeholder and tag', (_code, messages) => {
    const broken = [...leaves(messages)]
      .filter(([key, text]) => markers(text).join() !== markers(englishLeaves.get(key) ?? '').join())
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it.each(others)('%s leaves no English phrase untranslated', (_code, messages) => {
    // A word may be the same in both languages ('Budget', 'Hotel'); a phrase of three or more words may not.
    const untranslated = [...leaves(messages)]
      .filter(([key, text]) => {
        // Placeholders, tags and e-mail addresses are not language.
        const words = text.replace(/\{\{[^}]+\}\}|<\/?\w+>|\S+@\S+/g, ' ').match(/\p{L}+/gu) ?? [];
        return text === englishLeaves.get(key) && words.length >= 3;
      })
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
