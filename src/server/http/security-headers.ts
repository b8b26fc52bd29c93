import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { appPaths, withoutTrailingSlash } from '../../core/routes';

/**
 * Strict CSP: scripts only from our origin, never inline. Inline styles stay allowed because
 * the toast and popover libraries inject small style blocks at run time. Images may also come from the hotel
 * provider's photo hosts (`imageOrigins`).
 */
export function securityHeaders(publicUrl: string, imageOrigins: readonly string[] = []) {
  const https = new URL(publicUrl).protocol === 'https:';
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // The site asks for none of these; a script that got in could not either.
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The booking-redirect page opens the partners' pages, which learn nothing of the deal or of TripFit (product.md §4):
 * no referrer at all there. Mounted before `securityHeaders`, so this runs after it has set the site-wide policy.
 */
export function noReferrerOnPartnerHandOff(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (withoutTrailingSlash(c.req.path) === appPaths.bookingRedirect)
      c.header('Referrer-Policy', 'no-referrer');
  };
}
