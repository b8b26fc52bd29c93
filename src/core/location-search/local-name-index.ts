/**
 * The cities' names in the site's languages, looked up apart from the scanned texts: 37,000-odd names of 3,600
 * cities, each shared by a city and its airports, would more than double every scan. Each name is filed at every
 * word start (and after Arabic's article 'ال', which is written joined: 'قاهرة' finds 'القاهرة') under its first
 * three characters, or two in other scripts than Latin (two Chinese characters name a city), so a keyword looks
 * through one small bucket.
 *
 * GeoNames lists its alternate names without their language, and its Latin ones mix our languages' exonyms
 * ('Roma', 'Peking') with other languages' ('Belin' for Berlin, 'Ondonga' for Ondangwa). So a Latin name counts
 * as the city's name when typed whole, and its start or a word's only like a substring, which never pushes down a
 * place whose own name starts so ('bel' Belgrade, 'ondon' London). Cyrillic, Arabic and Chinese names, which hold
 * no such mix, match like the place's own name: whole, from the start, or from a word's start.
 */

const isLatin = (text: string) => /\p{Script=Latin}/u.test(text);

/** Latin keywords have at least 3 characters; others may have 2. */
const bucketLength = (text: string) => (isLatin(text) ? 3 : 2);

interface Filed<T> {
  /** The name from a word start on. */
  suffix: string;
  /** Whether the suffix is the whole name. */
  fromStart: boolean;
  latin: boolean;
  item: T;
}

/** Where each word starts, and where it starts again after Arabic's article. */
function wordStarts(name: string): number[] {
  const starts: number[] = [];
  let start = 0;
  do {
    starts.push(start);
    if (name.startsWith('ال', start)) starts.push(start + 2);
    start = name.indexOf(' ', start) + 1;
  } while (start > 0);
  return starts;
}

/** The levels of the location search: 5 the whole name, 4 its start, 3 a word's start; Latin 5, else 1. */
function levelOf({ suffix, fromStart, latin }: Filed<unknown>, keyword: string): number {
  const whole = fromStart && suffix === keyword;
  if (latin) return whole ? 5 : 1;
  return whole ? 5 : fromStart ? 4 : 3;
}

export class LocalNameIndex<T> {
  private readonly buckets = new Map<string, Filed<T>[]>();

  /** `names` normalised, each with the item (a city and its airports) it names. */
  constructor(names: Iterable<readonly [name: string, item: T]>) {
    for (const [name, item] of names) {
      const latin = isLatin(name);
      for (const start of wordStarts(name)) {
        const suffix = name.slice(start);
        const filed = { suffix, fromStart: start === 0, latin, item };
        const key = suffix.slice(0, bucketLength(name));
        const bucket = this.buckets.get(key);
        if (bucket) bucket.push(filed);
        else this.buckets.set(key, [filed]);
      }
    }
  }

  /** Each item with a name matching the normalised keyword, at its best level. */
  find(keyword: string): Map<T, number> {
    const found = new Map<T, number>();
    for (const filed of this.candidates(keyword)) {
      if (!filed.suffix.startsWith(keyword)) continue;
      found.set(filed.item, Math.max(levelOf(filed, keyword), found.get(filed.item) ?? 0));
    }
    return found;
  }

  private candidates(keyword: string): Filed<T>[] {
    const length = bucketLength(keyword);
    if (keyword.length >= length) return this.buckets.get(keyword.slice(0, length)) ?? [];
    // A shorter keyword (the API refuses it) looks through every bucket it starts.
    return [...this.buckets].filter(([key]) => key.startsWith(keyword)).flatMap(([, bucket]) => bucket);
  }
}
