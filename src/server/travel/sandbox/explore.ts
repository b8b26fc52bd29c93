import { LRUCache } from 'lru-cache';
import type { ExploreWindow } from '../../../core/explore';
import { TravelProviderError } from '../port';
import type { ExploreSource, ExploreTrip, ExploreTripQuery } from '../explore-port';
import { airportData, findCity, type City } from './airport-data';
import { routeFares, type RouteFares, type StayFare } from './explore-fares';
import { cityHotels, type CityHotels, type StayHotel } from './explore-hotels';
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
  /** The stay of the median total for one adult in one room, per kind of query ('direct|level'). */
  typicalStays: Map<string, number | undefined>;
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
    return [
      { city, fares: routeFares(route, stays), hotels: cityHotels(city, stays), typicalStays: new Map() },
    ];
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

/** A stay's total in dollars, roughly (before rounding to the cent): what the cheapest stay is chosen by. */
function stayUsd(fare: StayFare | undefined, hotel: StayHotel | undefined, scale: TravellerScale): number {
  if (!fare || !hotel) return Number.NaN;
  return fare.fareUsd * scale.travellers + hotel.rateUsd * hotel.seasonSum * scale.surcharge * scale.rooms;
}

interface TravellerScale {
  travellers: number;
  surcharge: number;
  rooms: number;
}

/** The stay whose total is the median for one adult in one room: the destination's usual trip in the window. */
function typicalStay(destination: DestinationIndex, query: ExploreTripQuery): number | undefined {
  const key = `${query.directOnly}|${query.level}`;
  if (destination.typicalStays.has(key)) return destination.typicalStays.get(key);
  const fares = query.directOnly ? destination.fares.direct : destination.fares.any;
  const hotels = destination.hotels[query.level];
  const single = { travellers: 1, surcharge: 1, rooms: 1 };
  const priced = fares
    .map((fare, stay) => ({ stay, usd: stayUsd(fare, hotels[stay], single) }))
    .filter(({ usd }) => !Number.isNaN(usd))
    .sort((left, right) => left.usd - right.usd);
  const typical = priced[Math.floor(priced.length / 2)]?.stay;
  destination.typicalStays.set(key, typical);
  return typical;
}

/** A stay's price to the cent as the search's offers: the flight for cabin and travellers, each night's rate. */
function priceStay(fare: StayFare, hotel: StayHotel, query: ExploreTripQuery, surcharge: number) {
  const flightMinor = usdToMinorUnits(
    offerTotalUsd([fare.fareUsd], 'ECONOMY', query.adults, query.children),
    query.currency,
  );
  const hotelMinor = stayPriceMinor(hotel.rateUsd * surcharge, hotel.seasons, query.rooms, query.currency);
  return { flightMinor, hotelMinor };
}

/** The destination's cheapest stay for these travellers, priced as the search prices it. */
function cheapestTrip(
  destination: DestinationIndex,
  stays: readonly ExploreStay[],
  query: ExploreTripQuery,
  pricedAt: string,
): ExploreTrip | undefined {
  const surcharge = adultsSurcharge(query.adults, query.rooms);
  const scale = { travellers: query.adults + 0.75 * query.children, surcharge, rooms: query.rooms };
  const fares = query.directOnly ? destination.fares.direct : destination.fares.any;
  const hotels = destination.hotels[query.level];
  let best = -1;
  let bestUsd = Number.POSITIVE_INFINITY;
  for (let stay = 0; stay < stays.length; stay += 1) {
    const usd = stayUsd(fares[stay], hotels[stay], scale);
    if (usd < bestUsd) {
      bestUsd = usd;
      best = stay;
    }
  }
  const stay = stays[best];
  const fare = fares[best];
  const hotel = hotels[best];
  if (!stay || !fare || !hotel) return undefined;
  const { flightMinor, hotelMinor } = priceStay(fare, hotel, query, surcharge);
  const typical = typicalStay(destination, query);
  const typicalFare = typical === undefined ? undefined : fares[typical];
  const typicalHotel = typical === undefined ? undefined : hotels[typical];
  const typicalMinor =
    typicalFare && typicalHotel ? priceStay(typicalFare, typicalHotel, query, surcharge) : undefined;
  return {
    destination: destination.city.code,
    flightPrice: Number(formatMinorUnits(flightMinor)),
    hotelPrice: Number(formatMinorUnits(hotelMinor)),
    departureDate: stay.departure.text,
    returnDate: stay.returnDate.text,
    stops: fare.stops,
    pricedAt,
    estimate: false,
    ...(typicalMinor
      ? { typicalTotal: Number(formatMinorUnits(typicalMinor.flightMinor + typicalMinor.hotelMinor)) }
      : {}),
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
