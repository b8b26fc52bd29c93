import { parsePartnerUrl, type PartnerUrlOptions, type RefusedUrlReason } from '../../../core/safe-url';
import type { RedirectQuery } from './redirect-query';

export type PartnerKind = 'flight' | 'hotel';

/** A link we may open, or why we refuse to; a refused URL is never kept, so it cannot leak into an href. */
export type PartnerLink = { status: 'safe'; href: string } | { status: 'refused'; reason: RefusedUrlReason };

export interface PartnerTarget {
  kind: PartnerKind;
  /** As given in the query; null means the page shows the default name. */
  partner: string | null;
  link: PartnerLink;
}

function partnerLink(raw: string, options: PartnerUrlOptions): PartnerLink {
  const check = parsePartnerUrl(raw, options);
  return check.ok ? { status: 'safe', href: check.url.href } : { status: 'refused', reason: check.reason };
}

/** The flight and hotel pages to open, flight first; a kind without a URL has no card (SPEC §2). */
export function partnerTargets(query: RedirectQuery, options: PartnerUrlOptions): PartnerTarget[] {
  const targets: PartnerTarget[] = [];
  if (query.flightUrl) {
    targets.push({
      kind: 'flight',
      partner: query.flightPartner,
      link: partnerLink(query.flightUrl, options),
    });
  }
  if (query.hotelUrl) {
    targets.push({ kind: 'hotel', partner: query.hotelPartner, link: partnerLink(query.hotelUrl, options) });
  }
  return targets;
}
