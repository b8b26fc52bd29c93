import { LRUCache } from 'lru-cache';
import type { ExploreWindow } from '../../../core/explore';
import { TravelProviderError } from '../port';
import type { ExploreSource, ExploreTrip, ExploreTripQuery } from '../explore-port';
import { airportData, findCity, type City } from './airport-data';
import { routeFares, type RouteFares } from './explore-fares';
import { cityHotels, type CityHotels } from './explore-hotels';
import { exploreStays, type ExploreStay } from './explore-stays';
import { formatMinorUnits, usdToMinorUnits } from './exchange-rates';
import { offerTotalUsd } from './flight-prices';
import { flownRoute } from './flights';
import { adultsSurcharge, stayPriceMinor } from './hotel-offers';
import { hasHotels } from './no-service';

/**
 * Explore on the sandbox: for every city with a large airport, the cheapest flight plus hotel over a window of
 * dates, from the same generators the search prices with, so a search for a destination's code and dates finds
 * a deal at or below its explore total. The fares and hotels of an origin's window are built once and kept (the
 * index); each query only scales them to its travellers, rooms and currency.
 */

interface DestinationIndex {
  city: City;
  fares: RouteFares;
  hotels: CityHotels;
}

interface WindowIndex {
  stays: ExploreStay[];
  destinations: DestinationIndex[];
}

/** Cities whose main airport is large and flown: the places explore offers (about 600 in the index). */
function exploreCities(): City[] {
  return [...airportData().cityByCode.values()].filter((city) => {
    const main = city.airports[0];
    return main?.size === 'L' && main.scheduled && hasHotels(city.code);
  });
}

function buildIndex(
  origin: string,
  window: ExploreWindow,
  minNights: number,
  maxNights: number,
): WindowIndex {
  const stays = exploreStays(window, minNights, maxNights);
  const destinations = exploreCities().flatMap((city): DestinationIndex[] => {
    const route = flownRoute(origin, city.code);
    if (!route) return [];
    return [{ city, fares: routeFares(route, stays), hotels: cityHotels(city, stays) }];
  });
  return { stays, destinations };
}

/** A dozen origins' windows: a visitor trying months and trip lengths, and a few visitors at once. */
const indexes = new LRUCache<string, WindowIndex>({ max: 12 });

function indexFor(query: ExploreTripQuery): WindowIndex {
  const { window } = query;
  const key = [query.origin, window.firstDeparture, window.lastDeparture, window.lastReturn]
    .concat(String(query.minNights), String(query.maxNights))
    .join('|');
  let index = indexes.get(key);
  if (!index) {
    index = buildIndex(query.origin, window, query.minNights, query.maxNights);
    indexes.set(key, index);
  }
  return index;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The destination's cheapest stay for these travellers, priced as the search prices it. */
function cheapestTrip(
  destination: DestinationIndex,
  stays: readonly ExploreStay[],
  query: ExploreTripQuery,
  pricedAt: string,
): ExploreTrip | undefined {
  const travellers = query.adults + 0.75 * query.children;
  const surcharge = adultsSurcharge(query.adults, query.rooms);
  const fares = query.directOnly ? destination.fares.direct : destination.fares.any;
  const hotels = destination.hotels[query.level];
  let best: { stay: number; usd: number } | undefined;
  const totalsUsd: number[] = [];
  stays.forEach((_, stay) => {
    const fare = fares[stay];
    const hotel = hotels[stay];
    if (!fare || !hotel) return;
    const nightsUsd = hotel.seasons.reduce((sum, season) => sum + season, 0);
    const usd = fare.fareUsd * travellers + hotel.rateUsd * surcharge * nightsUsd * query.rooms;
    totalsUsd.push(usd);
    if (!best || usd < best.usd) best = { stay, usd };
  });
  if (!best) return undefined;
  const stay = stays[best.stay];
  const fare = fares[best.stay];
  const hotel = hotels[best.stay];
  if (!stay || !fare || !hotel) return undefined;

  // To the cent as the search's offers: the flight's total for cabin and travellers, each night's rate.
  const flightMinor = usdToMinorUnits(
    offerTotalUsd([fare.fareUsd], 'ECONOMY', query.adults, query.children),
    query.currency,
  );
  const hotelMinor = stayPriceMinor(hotel.rateUsd * surcharge, hotel.seasons, query.rooms, query.currency);
  return {
    destination: destination.city.code,
    flightPrice: Number(formatMinorUnits(flightMinor)),
    hotelPrice: Number(formatMinorUnits(hotelMinor)),
    departureDate: stay.departure.text,
    returnDate: stay.returnDate.text,
    stops: fare.stops,
    pricedAt,
    estimate: false,
    typicalTotal: Number(formatMinorUnits(usdToMinorUnits(median(totalsUsd), query.currency))),
  };
}

/** The sandbox's explore; `now` stamps its figures (they are priced at the moment they are asked for). */
export function createSandboxExploreSource(now: () => Date = () => new Date()): ExploreSource {
  return {
    findTrips: async (query, signal) => {
      signal.throwIfAborted();
      if (!findCity(query.origin)) {
        throw new TravelProviderError('not_found', `No airport or city found for ${query.origin}.`);
      }
      const index = indexFor(query);
      const pricedAt = now().toISOString();
      return index.destinations.flatMap(
        (destination) => cheapestTrip(destination, index.stays, query, pricedAt) ?? [],
      );
    },
  };
}
