import { savedSearchInput } from '../tests/integration/helpers/saved-search-input';
import type { BenchUser } from './bench-users';
import { nextClientAddress } from './client-address';
import type { KindedRequest } from './kinded-load';
import { cachedSearch, uncachedSearch } from './search-bodies';

type MixedKind = 'locations (cached)' | 'search (cached)' | 'sign-in' | 'saved-search write';
export type LoadKind = MixedKind | 'search (uncached)';

/** Keywords the fake knows; each is looked up once before the run, so the timed lookups are cache hits. */
export const locationKeywords = ['lon', 'par', 'new', 'mad', 'bar', 'tok', 'bel'];

/**
 * Out of every 50 requests of the mixed cycle. A sign-in hashes the password with scrypt, about 100 ms of CPU
 * here, on the libuv thread pool that also signs and checks session cookies (WebCrypto HMAC): at 1 in 20 the
 * sign-ins took most of the 2 CPUs and the run measured scrypt. 1 in 50 still signs in several times a second.
 */
const MIX: readonly [MixedKind, number][] = [
  ['locations (cached)', 24],
  ['search (cached)', 10],
  ['saved-search write', 15],
  ['sign-in', 1],
];

function roundRobin<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => {
    const item = items[next % items.length];
    next += 1;
    if (item === undefined) throw new Error('roundRobin needs at least one item');
    return item;
  };
}

export interface TrafficOptions {
  siteUrl: string;
  users: readonly BenchUser[];
  /** Told of each saved-search write the server acknowledged (201). */
  onWriteAcknowledged(): void;
}

/** The mixed cycle: cached lookups and searches, saved-search writes by signed-in users, a few sign-ins. */
export function mixedRequests(options: TrafficOptions): KindedRequest<LoadKind>[] {
  const { siteUrl } = options;
  const keyword = roundRobin(locationKeywords);
  const writer = roundRobin(options.users);
  const signer = roundRobin(options.users);
  const json = { 'content-type': 'application/json', origin: siteUrl };
  const cachedSearchBody = JSON.stringify(cachedSearch);
  const savedSearchBody = JSON.stringify(savedSearchInput({ searchName: 'Bench trip' }));

  const byKind: Record<MixedKind, KindedRequest<LoadKind>> = {
    'locations (cached)': {
      kind: 'locations (cached)',
      method: 'GET',
      build: () => ({
        path: `/api/locations?keyword=${keyword()}`,
        headers: { 'x-forwarded-for': nextClientAddress() },
      }),
    },
    'search (cached)': {
      kind: 'search (cached)',
      method: 'POST',
      build: () => ({
        path: '/api/search',
        headers: { ...json, 'x-forwarded-for': nextClientAddress() },
        body: cachedSearchBody,
      }),
    },
    'saved-search write': {
      kind: 'saved-search write',
      method: 'POST',
      build: () => ({
        path: '/api/saved-searches',
        headers: { ...json, cookie: writer().cookie, 'x-forwarded-for': nextClientAddress() },
        body: savedSearchBody,
      }),
      onAnswer: (status) => {
        if (status === 201) options.onWriteAcknowledged();
      },
    },
    'sign-in': {
      kind: 'sign-in',
      method: 'POST',
      build: () => {
        const { email, password } = signer();
        return {
          path: '/api/auth/sign-in/email',
          headers: { ...json, 'x-forwarded-for': nextClientAddress() },
          body: JSON.stringify({ email, password }),
        };
      },
    },
  };

  // Interleaved rather than in blocks, so every connection's cycle mixes kinds from its first request on.
  const remaining = new Map(MIX);
  const cycle: KindedRequest<LoadKind>[] = [];
  while ([...remaining.values()].some((count) => count > 0)) {
    for (const [kind, count] of remaining) {
      if (count === 0) continue;
      cycle.push(byKind[kind]);
      remaining.set(kind, count - 1);
    }
  }
  return cycle;
}

/** Searches on dates nobody searched before: each makes a flight search and a hotel-offers search upstream. */
export function uncachedSearchRequests(siteUrl: string): KindedRequest<LoadKind>[] {
  return [
    {
      kind: 'search (uncached)',
      method: 'POST',
      build: () => ({
        path: '/api/search',
        headers: {
          'content-type': 'application/json',
          origin: siteUrl,
          'x-forwarded-for': nextClientAddress(),
        },
        body: JSON.stringify(uncachedSearch()),
      }),
    },
  ];
}
