/**
 * Partner links arrive in the booking-redirect page's query string, which anyone can craft. Before a URL is opened
 * or shown as a link it must be an absolute https address (or, in development, plain http to this machine), so a
 * `javascript:` or `data:` URL can never run in our origin and a phishing link cannot hide behind credentials.
 */

export type RefusedUrlReason = 'malformed' | 'unsupportedScheme' | 'insecureHttp' | 'embeddedCredentials';

export type PartnerUrlCheck =
  | { ok: true; url: URL }
  | {
      ok: false;
      reason: RefusedUrlReason;
      /** For logs and tests; never rendered as a link. */ detail: string;
    };

export interface PartnerUrlOptions {
  /** Allow `http:` to localhost, 127.0.0.0/8 and [::1]; the web passes `import.meta.env.DEV`. */
  allowLocalhostHttp: boolean;
}

const loopbackIpv4 = /^127(?:\.\d{1,3}){3}$/;

function isLocalhost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    loopbackIpv4.test(hostname)
  );
}

/** Checks one raw partner URL; a refusal says why, so the page can explain it instead of opening anything. */
export function parsePartnerUrl(raw: string, options: PartnerUrlOptions): PartnerUrlCheck {
  let url: URL;
  try {
    // No base URL: a relative or scheme-less address is refused rather than resolved against our own origin.
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: 'malformed', detail: 'not an absolute URL' };
  }
  if (url.protocol === 'http:') {
    if (!(options.allowLocalhostHttp && isLocalhost(url.hostname))) {
      return { ok: false, reason: 'insecureHttp', detail: `http: to ${url.hostname}` };
    }
  } else if (url.protocol !== 'https:') {
    return { ok: false, reason: 'unsupportedScheme', detail: url.protocol };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, reason: 'embeddedCredentials', detail: 'user info in the URL' };
  }
  return { ok: true, url };
}
