import { secureHeaders } from 'hono/secure-headers';

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
