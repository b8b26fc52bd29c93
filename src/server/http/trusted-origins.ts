/**
 * The origins allowed to send state-changing requests: the public site, and outside production also the
 * request's own origin, so Vite's dev proxy (which keeps the browser's Host) and a test server on a random port
 * work without configuration. In production only PUBLIC_URL counts.
 */
export function trustedOriginsFor(publicUrl: string, production: boolean) {
  const publicOrigin = new URL(publicUrl).origin;
  return (request?: Request): string[] =>
    production || !request ? [publicOrigin] : [...new Set([publicOrigin, new URL(request.url).origin])];
}
