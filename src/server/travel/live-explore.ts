import { amountToCents, centsToAmount } from '../../core/money';
import type { Cache } from '../infra/cache';
import type { Logger } from '../infra/logger';
import { settleConcurrently } from '../infra/settle-concurrently';
import type { ExchangeRateSource } from '../exchange-rates/source';
import { centsIn, ratesOnDemand, type RatesOnDemand } from './explore-currency';
import { hotelQuote, type HotelQuote } from './explore-hotel-quote';
import {
  ExploreCabinNotOfferedError,
  type ExploreSource,
  type ExploreTrip,
  type ExploreTripQuery,
} from './explore-port';
import type { Fare, FareFeed } from './fare-feed';
import type { HotelProvider } from './port';

export interface LiveExploreOptions {
  fares: FareFeed;
  hotels: HotelProvider;
  exchangeRates: ExchangeRateSource;
  /** Shared (Redis when configured): hotel quotes are kept here. */
  cache: Cache;
  logger: Logger;
}

/** The cheapest destinations by flight are priced with hotels; the rest would cost too many provider calls. */
const MAX_DESTINATIONS = 40;
/** Destinations whose hotels are asked for at the same time (the hotel provider's throttle paces them too). */
const CONCURRENT_DESTINATIONS = 4;

interface Candidate {
  fare: Fare;
  /** Every traveller's fare, in the query's currency. */
  flightCents: number;
}

/**
 * Each destination's cheapest fare for the whole party, in the query's currency. Travelpayouts prices one
 * passenger, so the estimate is that fare times every traveller, children included (their fares are often a
 * little lower: the estimate errs on the dear side). A fare in a currency that cannot be converted is left out.
 */
async function cheapestPerDestination(
  fares: readonly Fare[],
  query: ExploreTripQuery,
  rates: RatesOnDemand,
): Promise<Candidate[]> {
  const travellers = query.adults + query.children;
  const best = new Map<string, Candidate>();
  for (const fare of fares) {
    const flightCents = await centsIn(
      amountToCents(fare.price) * travellers,
      fare.currency,
      query.currency,
      rates,
    );
    if (flightCents === undefined) continue;
    const known = best.get(fare.destination);
    if (!known || flightCents < known.flightCents) best.set(fare.destination, { fare, flightCents });
  }
  return [...best.values()];
}

/** The quote's cheapest stay in the query's currency; undefined when none can be priced in it. */
async function cheapestStay(
  quote: HotelQuote,
  query: ExploreTripQuery,
  rates: RatesOnDemand,
): Promise<number | undefined> {
  let cheapest: number | undefined;
  for (const [currency, cents] of Object.entries(quote.cheapest)) {
    const converted = await centsIn(cents, currency, query.currency, rates);
    if (converted !== undefined && (cheapest === undefined || converted < cheapest)) cheapest = converted;
  }
  return cheapest;
}

/**
 * Live explore: cached fares (estimates, `estimate: true`) plus the hotel provider's cheapest stay for the fare's
 * dates. Destinations whose flights alone exceed the budget are not priced further; of the rest, the 40 cheapest
 * by flight are, 4 at a time. A destination whose hotels fail or have no price is left out (logged), never the
 * whole answer; fare failures reject with TravelProviderError.
 */
export function createLiveExploreSource(options: LiveExploreOptions): ExploreSource {
  const { fares, hotels, exchangeRates, cache } = options;
  const logger = options.logger.child({ explore: 'live' });

  async function priceDestination(
    { fare, flightCents }: Candidate,
    query: ExploreTripQuery,
    rates: RatesOnDemand,
    signal: AbortSignal,
  ): Promise<ExploreTrip | undefined> {
    const quote = await hotelQuote(
      hotels,
      cache,
      {
        cityCode: fare.destination,
        checkIn: fare.departureDate,
        checkOut: fare.returnDate,
        adults: query.adults,
        childrenAges: query.childrenAges,
        rooms: query.rooms,
        level: query.level,
        currency: query.currency,
      },
      signal,
    );
    const hotelCents = await cheapestStay(quote, query, rates);
    if (hotelCents === undefined) return undefined;
    return {
      destination: fare.destination,
      flightPrice: centsToAmount(flightCents),
      hotelPrice: centsToAmount(hotelCents),
      departureDate: fare.departureDate,
      returnDate: fare.returnDate,
      stops: fare.transfers,
      pricedAt: fare.fetchedAt,
      estimate: true,
    };
  }

  return {
    findTrips: async (query, signal) => {
      // Travelpayouts' cached fares are economy's: prices_for_dates documents no cabin (trip_class) to ask by.
      if (query.cabin !== 'ECONOMY') throw new ExploreCabinNotOfferedError(query.cabin);
      const rates = ratesOnDemand(exchangeRates, signal);
      const found = await fares.findFares(
        {
          origin: query.origin,
          window: query.window,
          minNights: query.minNights,
          maxNights: query.maxNights,
          weekend: query.weekend,
          directOnly: query.directOnly,
          currency: query.currency,
        },
        signal,
      );
      const budgetCents = amountToCents(query.budget);
      const candidates = (await cheapestPerDestination(found, query, rates))
        .filter((candidate) => candidate.flightCents <= budgetCents)
        .sort(
          (left, right) =>
            left.flightCents - right.flightCents ||
            left.fare.destination.localeCompare(right.fare.destination),
        )
        .slice(0, MAX_DESTINATIONS);
      const settled = await settleConcurrently(candidates, CONCURRENT_DESTINATIONS, (candidate) =>
        priceDestination(candidate, query, rates, signal),
      );
      // An abort ends the whole explore; any other failure only its destination.
      signal.throwIfAborted();
      return settled.flatMap((result, index) => {
        if (result.status === 'fulfilled') return result.value ?? [];
        const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
        const destination = candidates[index]?.fare.destination;
        logger.warn({ destination, reason }, 'explore destination left out: hotels failed');
        return [];
      });
    },
    // Waiting on providers, not the CPU: no worker threads to stop.
    close: async () => {},
  };
}
