/**
 * Partner links arrive in the booking-redirect page's query string, which anyone can craft. Before a URL is opened
 * or shown as a link it must be an absolute https address, so a `javascript:` or `data:` URL can never run in our
 * origin and a phishing link cannot hide behind credentials. Which https sites may open is partner-link-check.ts's
 * question; this only refuses what no partner link can be.
 */

export type RefusedUrlReason = 'malformed' | 'unsupportedScheme' | 'insecureHttp' | 'embeddedCredentials';

export type HttpsUrlCheck =
  | { ok: true; url: URL }
  | {
      ok: false;
      reason: RefusedUrlReason;
      /** For logs and tests; never rendered as a link. */ detail: string;
    };

/** Checks one raw URL; a refusal says why, so the page can explain it instead of opening anything. */
export function parseHttpsUrl(raw: string): HttpsUrlCheck {
  let url: URL;
  try {
    // No base URL: a relative or scheme-less address is refused rather than resolved against our own origin.
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: 'malformed', detail: 'not an absolute URL' };
  }
  if (url.protocol === 'http:') {
    return { ok: false, reason: 'insecureHttp', detail: `http: to ${url.hostname}` };
  }
  if (url.protocol !== 'https:') {
    return { ok: false, reason: 'unsupportedScheme', detail: url.protocol };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, reason: 'embeddedCredentials', detail: 'user info in the URL' };
  }
  return { ok: true, url };
}
