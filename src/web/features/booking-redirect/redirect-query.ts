import type { Deal } from '../../../core/deal';
import { appPaths } from '../../../core/routes';

/**
 * The query string contract between Book Now and the booking-redirect page (SPEC §2). Partner names are not part
 * of it: the page names a partner from the link it recognises, so older links' flightPartner and hotelPartner are
 * ignored.
 */
export interface RedirectQuery {
  flightUrl: string | null;
  hotelUrl: string | null;
}

/** '/booking-redirect?flightUrl=…&hotelUrl=…' for a deal's partner links. */
export function bookingRedirectHref(links: Deal['links']): string {
  const query = new URLSearchParams({ flightUrl: links.flight.url, hotelUrl: links.hotel.url });
  return `${appPaths.bookingRedirect}?${query.toString()}`;
}

/** A blank value counts as absent, so '?flightUrl=' shows no flight card rather than a broken one. */
function present(params: URLSearchParams, key: keyof RedirectQuery): string | null {
  const value = params.get(key)?.trim();
  return value ? value : null;
}

export function readRedirectQuery(params: URLSearchParams): RedirectQuery {
  return { flightUrl: present(params, 'flightUrl'), hotelUrl: present(params, 'hotelUrl') };
}
