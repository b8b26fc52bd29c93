/** A NUL character (PostgreSQL text cannot hold it) or half a surrogate pair (not Unicode text at all). */
const isUnstorable = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains a NUL character or invalid Unicode text. Please remove it and try again.';

/**
 * True when a string anywhere in a parsed JSON value is text we cannot store or use: the database would
 * refuse it with an error instead of a clear 400. Walks without recursion, as bodies may nest deeply.
 */
export function hasUnstorableText(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (isUnstorable(next)) return true;
    } else if (typeof next === 'object' && next !== null) {
      for (const item of Object.values(next)) pending.push(item);
    }
  }
  return false;
}
