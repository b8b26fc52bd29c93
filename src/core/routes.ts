/** Client-side routes of product.md §2. The server answers other paths with the SPA and a 404 status. */
export const appPaths = {
  home: '/',
  explore: '/explore',
  auth: '/auth',
  profile: '/profile',
  savedSearches: '/saved-searches',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  bookingRedirect: '/booking-redirect',
  /** A watch mail's one-click unsubscribe (issue 15); kept out of search engines by the page itself. */
  unsubscribe: '/unsubscribe',
} as const;

export type AppPath = (typeof appPaths)[keyof typeof appPaths];

/**
 * Where a verification link lands: the sign-in page, which says the address is verified (or, with `&error=`, that
 * the link no longer works). Opening the link signs no one in.
 */
export const verifiedEmailLanding = `${appPaths.auth}?verified=1`;

const knownPaths: ReadonlySet<string> = new Set(Object.values(appPaths));

/** The path without trailing slashes, as pages are matched: '/about/' is '/about'. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** True when the SPA has a page for this path (a trailing slash is ignored). */
export function isAppPath(pathname: string): boolean {
  return knownPaths.has(withoutTrailingSlash(pathname));
}
