import { checkPartnerLink, type RefusedPartnerLinkReason } from '../../../core/partner-link-check';
import type { PartnerKind } from '../../../core/partner-links';
import type { RedirectQuery } from './redirect-query';

export type { PartnerKind } from '../../../core/partner-links';

/**
 * A link TripFit built, with its partner's name, or why we refuse to open it; a refused URL is never kept, so it
 * cannot leak into an href, and a refused card shows no partner name the query chose.
 */
export type PartnerLink =
  { status: 'safe'; href: string; partner: string } | { status: 'refused'; reason: RefusedPartnerLinkReason };

export interface PartnerTarget {
  kind: PartnerKind;
  link: PartnerLink;
}

function partnerLink(raw: string, kind: PartnerKind): PartnerLink {
  const check = checkPartnerLink(raw, kind);
  return check.ok
    ? { status: 'safe', href: check.url.href, partner: check.partner }
    : { status: 'refused', reason: check.reason };
}

/** The flight and hotel pages to open, flight first; a kind without a URL has no card (product.md §2). */
export function partnerTargets(query: RedirectQuery): PartnerTarget[] {
  const targets: PartnerTarget[] = [];
  if (query.flightUrl) targets.push({ kind: 'flight', link: partnerLink(query.flightUrl, 'flight') });
  if (query.hotelUrl) targets.push({ kind: 'hotel', link: partnerLink(query.hotelUrl, 'hotel') });
  return targets;
}
