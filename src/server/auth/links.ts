/**
 * Sets the page a Better Auth mail link returns to when the caller named none, so the link always lands on the
 * site (Better Auth leaves `callbackURL` empty for a password reset requested without `redirectTo`).
 */
export function withDefaultCallback(url: string, callbackPath: string): string {
  const link = new URL(url);
  if (!link.searchParams.get('callbackURL')) link.searchParams.set('callbackURL', callbackPath);
  return link.toString();
}
