import { partnerSites, type PartnerKind } from './partner-links';
import { parseHttpsUrl, type RefusedUrlReason } from './safe-url';

export type RefusedPartnerLinkReason = RefusedUrlReason | 'notPartnerLink';

export type PartnerLinkCheck =
  | {
      ok: true;
      url: URL;
      /** The partner's name, from the recognised site, never from the query. */
      partner: string;
    }
  | {
      ok: false;
      reason: RefusedPartnerLinkReason;
      /** For logs and tests; never rendered as a link. */
      detail: string;
    };

/**
 * Recognises a URL as a `kind` link TripFit builds (partner-links.ts): https to that partner's exact host on the
 * default port, without credentials, on the path the builder writes. The booking-redirect page reads its URLs from a
 * query string anyone can write, so everything else is refused: other sites, look-alike hosts, the partner without
 * `www.` (TripFit never links there), the partner's other pages, and the other kind's partner.
 */
export function checkPartnerLink(raw: string, kind: PartnerKind): PartnerLinkCheck {
  const check = parseHttpsUrl(raw);
  if (!check.ok) return check;
  const { url } = check;
  const site = partnerSites[kind];
  // The origin holds scheme, host and port; the URL parser has already resolved dot segments in the path.
  if (url.origin !== site.origin || !site.path.test(url.pathname)) {
    return {
      ok: false,
      reason: 'notPartnerLink',
      detail: `not a ${kind} link TripFit builds: ${url.origin}${url.pathname}`,
    };
  }
  return { ok: true, url, partner: site.name };
}
