/**
 * Sets the page a Better Auth mail link returns to when the caller named none, so the link always lands on the
 * site. Better Auth leaves `callbackURL` empty for a password reset requested without `redirectTo`, and writes
 * `/` in a verification link when the sign-in named none (naming one there makes its client leave the page).
 */
export function withDefaultCallback(url: string, callbackPath: string): string {
  const link = new URL(url);
  const given = link.searchParams.get('callbackURL');
  if (!given || given === '/') link.searchParams.set('callbackURL', callbackPath);
  return link.toString();
}
