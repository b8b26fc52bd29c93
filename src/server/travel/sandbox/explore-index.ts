import { bagChoices } from '../../../core/bag-choices';
import type { CabinClass } from '../../../core/cabin-classes';
import type { ExploreWindow } from '../../../core/explore';
import { hotelLevels, type HotelLevel } from '../../../core/hotel-levels';
import { airportData, type City } from './airport-data';
import { routeFares } from './explore-fares';
import { cityHotels } from './explore-hotels';
import { exploreStays } from './explore-stays';
import { cabinMultiplier } from './flight-prices';
import { flownRoute } from './flights';
import { hasHotels } from './no-service';
import { parseTravelDate } from './travel-time';

/**
 * An origin's explore window, built once (seconds of work) and read by every query: per destination and stay,
 * the cheapest fare and stops (any and direct), the cheapest hotel rate of each level and the stay's nights in
 * standard-room rates. Plain numbers in typed arrays over SharedArrayBuffers, so a worker thread builds it and
 * every other thread reads the same memory without a copy. Absent fares and hotels are NaN.
 */

/**
 * What an index is built from: the quote day, the origin, the window of stays and the cabin. Fares are kept in
 * economy (the search multiplies them by the cabin), but the cabin decides which offer is the cheapest with bags,
 * so another cabin has an index of its own, built when first asked for.
 */
export interface ExploreIndexKey {
  /** The sandbox's "today" ('YYYY-MM-DD') the prices are asked on: a new day needs a new index. */
  quoteDay: string;
  origin: string;
  window: ExploreWindow;
  minNights: number;
  maxNights: number;
  /** Only weekend trips (Thursday or Friday out, Sunday or Monday back). */
  weekend: boolean;
  cabin: CabinClass;
}

export interface ExploreIndex extends ExploreIndexKey {
  /** IATA city codes of the destinations, in the index's order. */
  destinations: string[];
  /** Stays in `exploreStays` order; arrays per stay are indexed destination × stayCount + stay. */
  stayCount: number;
  /**
   * The cheapest offer's fare, bag fee (one traveller, euros) and stops, per bag choice (in `bagChoices` order,
   * personal first), then per destination and stay: with fees differing per offer, each choice has its own.
   */
  anyFareUsd: Float64Array;
  anyFeeEur: Float32Array;
  anyStops: Uint8Array;
  directFareUsd: Float64Array;
  directFeeEur: Float32Array;
  directStops: Uint8Array;
  /** Per level (in `hotelLevels` order), then per destination and stay. */
  hotelRateUsd: Float64Array;
  /** The stay's nightly factors (season and calendar) added up (its nights in standard-room rates). */
  seasonSum: Float64Array;
  /** Each night's factor from the window's first departure on: destination × nightCount + night. */
  nightSeasons: Float64Array;
  nightCount: number;
  /** The stay of the median total for one adult in one room in the cabin, per destination and kind; -1 for none. */
  typicalStay: Int32Array;
}

/** The kinds of query a typical stay is kept for: direct flights or not, times the hotel level. */
const typicalKinds = [false, true].flatMap((directOnly) =>
  hotelLevels.map((level) => ({ directOnly, level })),
);

export const typicalKindCount = typicalKinds.length;

/** Where a kind of query's typical stay is kept, among a destination's `typicalKindCount`. */
export const typicalKind = (directOnly: boolean, level: HotelLevel): number =>
  (directOnly ? hotelLevels.length : 0) + hotelLevels.indexOf(level);

/**
 * Cities whose main airport is large and flown: the places explore offers (about 600 in the index). Those under
 * 250 km from the origin are priced too, for an explore that asks for them (explore-answer.ts).
 */
function exploreCities(): City[] {
  return [...airportData().cityByCode.values()].filter((city) => {
    const main = city.airports[0];
    return main?.size === 'L' && main.scheduled && hasHotels(city.code);
  });
}

/** Filled with NaN: no fare or hotel until one is found. */
const sharedFloats = (length: number) =>
  new Float64Array(new SharedArrayBuffer(length * Float64Array.BYTES_PER_ELEMENT)).fill(Number.NaN);

const sharedBytes = (length: number) => new Uint8Array(new SharedArrayBuffer(length));

/** Fees are whole euros: a float holds them exactly in half the memory. */
const sharedFees = (length: number) =>
  new Float32Array(new SharedArrayBuffer(length * Float32Array.BYTES_PER_ELEMENT));

/** The travellers and rooms a stay's total in dollars is scaled to. */
export interface TravellerScale {
  travellers: number;
  surcharge: number;
  rooms: number;
}

/**
 * A stay's total in dollars, roughly (before rounding to the cent): what the cheapest stay is chosen by. NaN
 * without a fare or a hotel, which no comparison picks.
 */
export const stayUsd = (fareUsd: number, rateUsd: number, seasonSum: number, scale: TravellerScale): number =>
  fareUsd * scale.travellers + rateUsd * seasonSum * scale.surcharge * scale.rooms;

const oneAdult = (cabin: CabinClass): TravellerScale => ({
  travellers: cabinMultiplier(cabin),
  surcharge: 1,
  rooms: 1,
});

/** The usual stay by its fare alone: the personal-item offers, the first of each fare array. */
function typicalStay(index: ExploreIndex, destination: number, directOnly: boolean, level: HotelLevel) {
  const fares = directOnly ? index.directFareUsd : index.anyFareUsd;
  const rates = index.hotelRateUsd;
  const { stayCount } = index;
  const at = destination * stayCount;
  const levelAt = hotelLevels.indexOf(level) * index.destinations.length * stayCount + at;
  const priced: { stay: number; usd: number }[] = [];
  const scale = oneAdult(index.cabin);
  for (let stay = 0; stay < stayCount; stay += 1) {
    const usd = stayUsd(
      fares[at + stay] ?? Number.NaN,
      rates[levelAt + stay] ?? Number.NaN,
      index.seasonSum[at + stay] ?? Number.NaN,
      scale,
    );
    if (!Number.isNaN(usd)) priced.push({ stay, usd });
  }
  priced.sort((left, right) => left.usd - right.usd);
  return priced[Math.floor(priced.length / 2)]?.stay ?? -1;
}

export function buildExploreIndex(key: ExploreIndexKey): ExploreIndex {
  const quoteDay = parseTravelDate(key.quoteDay);
  if (!quoteDay) throw new Error(`An explore index needs a quote day like 2026-12-01, got '${key.quoteDay}'`);
  const stays = exploreStays(key.window, key);
  const routes = exploreCities().flatMap((city) => {
    const route = flownRoute(key.origin, city.code);
    return route ? [{ city, route }] : [];
  });
  const stayCount = stays.length;
  const cells = routes.length * stayCount;
  const choiceCells = bagChoices.length * cells;
  const firstDay = stays[0]?.departure.epochDay ?? 0;
  const nightCount = Math.max(0, ...stays.map((stay) => stay.returnDate.epochDay - firstDay));
  const index: ExploreIndex = {
    ...key,
    destinations: routes.map(({ city }) => city.code),
    stayCount,
    anyFareUsd: sharedFloats(choiceCells),
    anyFeeEur: sharedFees(choiceCells),
    anyStops: sharedBytes(choiceCells),
    directFareUsd: sharedFloats(choiceCells),
    directFeeEur: sharedFees(choiceCells),
    directStops: sharedBytes(choiceCells),
    hotelRateUsd: sharedFloats(hotelLevels.length * cells),
    seasonSum: sharedFloats(cells),
    nightSeasons: sharedFloats(routes.length * nightCount),
    nightCount,
    typicalStay: new Int32Array(
      new SharedArrayBuffer(routes.length * typicalKindCount * Int32Array.BYTES_PER_ELEMENT),
    ),
  };
  routes.forEach(({ city, route }, destination) => {
    const fares = routeFares(route, stays, quoteDay, key.cabin);
    const hotels = cityHotels(city, stays, quoteDay);
    const at = destination * stayCount;
    stays.forEach((stay, stayNumber) => {
      const cell = at + stayNumber;
      bagChoices.forEach((choice, choiceNumber) => {
        const choiceCell = choiceNumber * cells + cell;
        const any = fares.any[choice][stayNumber];
        const direct = fares.direct[choice][stayNumber];
        if (any) {
          index.anyFareUsd[choiceCell] = any.fareUsd;
          index.anyFeeEur[choiceCell] = any.feeEur;
          index.anyStops[choiceCell] = any.stops;
        }
        if (direct) {
          index.directFareUsd[choiceCell] = direct.fareUsd;
          index.directFeeEur[choiceCell] = direct.feeEur;
          index.directStops[choiceCell] = direct.stops;
        }
      });
      hotelLevels.forEach((level, levelNumber) => {
        const hotel = hotels[level][stayNumber];
        if (!hotel) return;
        index.hotelRateUsd[levelNumber * cells + cell] = hotel.rateUsd;
        index.seasonSum[cell] = hotel.seasonSum;
        // Every level's stay shares the city's seasons for those nights.
        index.nightSeasons.set(hotel.seasons, destination * nightCount + stay.departure.epochDay - firstDay);
      });
    });
    typicalKinds.forEach(({ directOnly, level }, kind) => {
      index.typicalStay[destination * typicalKindCount + kind] = typicalStay(
        index,
        destination,
        directOnly,
        level,
      );
    });
  });
  return index;
}

/** The memory an index holds: what the cache of indexes is sized by. */
export function exploreIndexBytes(index: ExploreIndex): number {
  const arrays = [
    index.anyFareUsd,
    index.anyFeeEur,
    index.anyStops,
    index.directFareUsd,
    index.directFeeEur,
    index.directStops,
    index.hotelRateUsd,
    index.seasonSum,
    index.nightSeasons,
    index.typicalStay,
  ];
  // The object and each destination's code take a few dozen bytes; the stays a query reads as dates (once per
  // index, explore-trips.ts) about 190 bytes each.
  const arrayBytes = arrays.reduce((bytes, array) => bytes + array.byteLength, 0);
  return arrayBytes + 32 * (index.destinations.length + 1) + 190 * index.stayCount;
}
