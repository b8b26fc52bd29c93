import type { Deal } from '../../../core/deal';
import { appPaths } from '../../../core/routes';
import { valuesFromSearchQuery } from '../../../core/search-form/search-url';

/**
 * The query string contract between Book Now and the booking-redirect page (product.md §2). Partner names are not part
 * of it: the page names a partner from the link it recognises, so older links' flightPartner and hotelPartner are
 * ignored.
 */
export interface RedirectQuery {
  flightUrl: string | null;
  hotelUrl: string | null;
  /** Where Back to Search goes: the home page with the search the deal came from, or the bare home page. */
  backTo: string;
}

/**
 * '/booking-redirect?flightUrl=…&hotelUrl=…&search=…' for a deal's partner links; `search` is the home page
 * query of the search the deal came from, so Back to Search shows it again.
 */
export function bookingRedirectHref(links: Deal['links'], search = ''): string {
  const query = new URLSearchParams({ flightUrl: links.flight.url, hotelUrl: links.hotel.url });
  const fromSearch = search.replace(/^\?/, '');
  if (fromSearch) query.set('search', fromSearch);
  return `${appPaths.bookingRedirect}?${query.toString()}`;
}

/** The home page with the search, when `search` is one; it can only lead to the home page. */
function backToSearch(search: string | null): string {
  const query = new URLSearchParams(search ?? '');
  return valuesFromSearchQuery(query) ? `${appPaths.home}?${query.toString()}` : appPaths.home;
}

/** A blank value counts as absent, so '?flightUrl=' shows no flight card rather than a broken one. */
function present(params: URLSearchParams, key: keyof RedirectQuery): string | null {
  const value = params.get(key)?.trim();
  return value ? value : null;
}

/** What the booking-redirect page's query asks for; blank values count as absent. */
export function readRedirectQuery(params: URLSearchParams): RedirectQuery {
  return {
    flightUrl: present(params, 'flightUrl'),
    hotelUrl: present(params, 'hotelUrl'),
    backTo: backToSearch(params.get('search')),
  };
}
