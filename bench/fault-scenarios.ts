import type { SearchParamsInput } from '../src/core/search-params';
import { messages } from '../src/server/travel/provider-messages';
import type { FakeEndpoint, FakeFault } from '../tests/fakes/amadeus-server';
import { cachedSearch, newFlightsSearch, newStaySearch } from './search-bodies';

/** What a visitor must get for one fault: the status and product.md §8 text, within `boundMs`. */
export interface FaultScenario {
  name: string;
  endpoint: FakeEndpoint;
  fault: FakeFault;
  /** Each search reaches the provider only at `endpoint`; everything else it needs is cached. */
  search: () => SearchParamsInput;
  searches: number;
  expected: { status: number; code: string; message: string };
  boundMs: number;
}

/** The adapter's policy (src/server/travel/amadeus): 3 retries after 1, 2 and 4 s; hotel offers 5 requests/s. */
const ATTEMPTS = 4;
const BACKOFF_MS = 1_000 + 2_000 + 4_000;
const HOTEL_REQUESTS_PER_SECOND = 5;
const MARGIN_MS = 3_000;
/** SEARCH_TIMEOUT_MS in src/server/routes/search.ts. */
const SEARCH_TIMEOUT_MS = 45_000;

const FLIGHT_SEARCHES = 20;
/** Fewer: their retries share the 5/s hotel throttle, so each one adds 0.8 s to the others' wait. */
const HOTEL_SEARCHES = 10;

/** Flight faults: all retries go out at once, so only the backoff counts (the brief's "< ~15 s"). */
const flightBoundMs = 15_000;
/** Hotel faults: the backoff plus the time the throttle needs to let every attempt of every search out. */
const hotelBoundMs =
  BACKOFF_MS + ((HOTEL_SEARCHES * ATTEMPTS) / HOTEL_REQUESTS_PER_SECOND) * 1000 + MARGIN_MS;

const providerUnavailable = (message: string) => ({ status: 503, code: 'provider_unavailable', message });

const flightFault = (name: string, fault: FakeFault, expected: FaultScenario['expected']): FaultScenario => ({
  name,
  endpoint: 'flightOffers',
  fault,
  search: newFlightsSearch,
  searches: FLIGHT_SEARCHES,
  expected,
  boundMs: flightBoundMs,
});

const hotelFault = (name: string, fault: FakeFault, expected: FaultScenario['expected']): FaultScenario => ({
  name,
  endpoint: 'hotelOffers',
  fault,
  search: newStaySearch,
  searches: HOTEL_SEARCHES,
  expected,
  boundMs: hotelBoundMs,
});

/**
 * The rounds' phases: a flight fault beside a hotel fault (different endpoints, different searches), repeated
 * each round so memory can be compared round by round.
 */
export const faultPhases: readonly (readonly FaultScenario[])[] = [
  [
    flightFault(
      '429 storm, flight offers',
      { kind: 'status', status: 429 },
      {
        status: 429,
        code: 'provider_rate_limited',
        message: messages.rateLimited,
      },
    ),
    hotelFault(
      '429 storm, hotel offers',
      { kind: 'status', status: 429 },
      { status: 429, code: 'provider_rate_limited', message: messages.hotelOffersRateLimited },
    ),
  ],
  [
    // product.md §8: a server error shows the provider's errors[0].detail once the retries are spent.
    flightFault(
      '500s, flight offers (with detail)',
      { kind: 'status', status: 500, detail: 'Flight search engine is down' },
      providerUnavailable('Flight search engine is down'),
    ),
    hotelFault(
      '503s, hotel offers (no detail)',
      { kind: 'status', status: 503 },
      providerUnavailable(messages.searchFailed),
    ),
  ],
  [
    flightFault(
      'malformed body, flight offers',
      { kind: 'malformed' },
      providerUnavailable(messages.searchFailed),
    ),
    hotelFault(
      'malformed body, hotel offers',
      { kind: 'malformed' },
      providerUnavailable(messages.searchFailed),
    ),
  ],
  [
    // A burst shorter than the retries: every search's first attempt fails, its retry succeeds.
    flightFault(
      '503 burst the retries absorb, flight offers',
      { kind: 'status', status: 503, times: FLIGHT_SEARCHES },
      { status: 200, code: '', message: '' },
    ),
  ],
];

const HANG_CITY = 'TYO';

/**
 * Requests that never answer: each attempt is cut after 15 s, so the retries would outlast the search, which
 * the route ends after 45 s with a 504. Only the hotel list of one city hangs (the trip's flights are cached),
 * so the rounds (flights and hotel offers, another city) run beside it.
 */
export const hangScenario: FaultScenario = {
  name: 'hang, hotel list (past the 45 s search timeout)',
  endpoint: 'hotelsByCity',
  fault: { kind: 'hang', when: (query) => query.cityCode === HANG_CITY },
  search: () => ({ ...cachedSearch, where: 'Tokyo', whereCode: HANG_CITY }),
  searches: 5,
  expected: { status: 504, code: 'search_timeout', message: messages.searchFailed },
  boundMs: SEARCH_TIMEOUT_MS + 5_000,
};
