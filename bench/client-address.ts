/**
 * Per-client rate limits (locations 120/min, searches 20/min, sign-in 5/min) would turn a load test from one
 * address into a test of 429s. The bench server trusts X-Forwarded-For (TRUST_PROXY=true, as behind a load
 * balancer) and every request names a new loopback address, so each is a first request from its client.
 */
export const clientAddressNote =
  'each request carries a new X-Forwarded-For loopback address (TRUST_PROXY=true), so per-client rate limits ' +
  '(locations 120/min, searches 20/min, sign-in 5/min) do not refuse the load; any 429 is still counted';

let issued = 0;

/** The next of 16 million distinct 127.x.y.z addresses. */
export function nextClientAddress(): string {
  issued += 1;
  return `127.${(issued >>> 16) & 255}.${(issued >>> 8) & 255}.${issued & 255}`;
}
