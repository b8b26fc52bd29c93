import { createHash } from 'node:crypto';
import { cheapestTotalCents } from '../../core/cheapest-total';
import { markDateGrid, type DateGrid } from '../../core/date-grid';
import { dateGridSearches, searchedNights } from '../../core/date-grid-cells';
import { hotelStay } from '../../core/hotel-stay';
import type { SearchParams } from '../../core/search-params';
import type { HotelOffers } from '../../core/travel-data';
import { staysOfFlights, stayKey } from '../../core/trip-stay';
import { centsToAmount } from '../../core/money';
import type { Cache } from '../infra/cache';
import { searchObservationKey } from '../price-history/observation-keys';
import { settleConcurrently } from '../infra/settle-concurrently';
import { flightOfferQuery, hotelIdsToQuery, hotelOfferQuery } from './provider-queries';
import { allInSearchCurrency, type SearchSources } from './search-pipeline';
import { resolveStayCity } from './stay-city';

/** Cells priced at once: enough to overlap provider round trips; the live adapters' throttles pace the rest. */
const CELLS_AT_ONCE = 6;
/** Fares move during the day; half an hour of reuse makes reopening a grid free and stays close to the truth. */
const CELL_TTL_MS = 30 * 60_000;

export interface DateGridSources extends SearchSources {
  cache: Cache;
}

/** A cell's total in cents, as cached: null when its dates find no flight or no hotel. */
interface CachedCell {
  totalCents: number | null;
}

/**
 * Everything a cell's total depends on, hashed: the flight query, the stay, its guests, how its city is found, and
 * the day, as the sandbox's prices change at midnight UTC (its clock is the server's, shifted by whole days) and a
 * cached cell must not outlive them.
 */
function cellCacheKey(search: SearchParams, today: string): string {
  const { where, whereCode, to, toName, hotelAdults, childrenAges, rooms, currency } = search;
  const inputs = JSON.stringify([
    today,
    flightOfferQuery(search),
    hotelStay(search),
    { where, whereCode, to, toName, hotelAdults, childrenAges, rooms, currency },
  ]);
  return `date-grid:cell:${createHash('sha256').update(inputs).digest('base64url')}`;
}

/**
 * The hotel side every cell shares: the stay's city resolved and its hotels listed once (cells differ only in
 * dates), then the offers of each distinct stay asked for once, for the same hotels a search would ask about.
 */
function hotelOffersByStay(sources: SearchSources, params: SearchParams, signal: AbortSignal) {
  let cityHotels: Promise<{ cityCode: string; ids: string[] }> | undefined;
  const listCityHotels = async () => {
    const cityCode = await resolveStayCity(params, sources.travel, signal);
    return { cityCode, ids: hotelIdsToQuery(await sources.travel.listHotelsByCity(cityCode, signal)) };
  };
  const byStay = new Map<string, Promise<HotelOffers[]>>();
  return (search: SearchParams, stay: { checkIn: string; checkOut: string }): Promise<HotelOffers[]> => {
    const key = stayKey(stay);
    let offers = byStay.get(key);
    if (!offers) {
      // Listed only when some cell misses the cache: a grid answered from the cache asks the provider nothing.
      cityHotels ??= listCityHotels();
      offers = cityHotels.then(async ({ cityCode, ids }) => {
        if (ids.length === 0) return [];
        const query = hotelOfferQuery(search, stay, ids, cityCode);
        const { travel } = sources;
        if (!travel.cheapestHotelOffer) return travel.searchHotelOffers(query, signal);
        const cheapest = await travel.cheapestHotelOffer(query, signal);
        return cheapest ? [cheapest] : [];
      });
      byStay.set(key, offers);
    }
    return offers;
  };
}

/**
 * The flights a cell needs. With the traveller's own stay every flight shares it, so the cheapest flight alone
 * decides the cell where the provider can tell it; when the stay follows the flights, each lands on its own day
 * and needs its own stay, so the cell reads them all.
 */
async function cellFlights(sources: SearchSources, search: SearchParams, signal: AbortSignal) {
  const query = flightOfferQuery(search);
  const ownStay = search.checkIn !== undefined && (search.isOneWay || search.checkOut !== undefined);
  if (!ownStay || !sources.travel.cheapestFlightOffer)
    return sources.travel.searchFlightOffers(query, signal);
  const cheapest = await sources.travel.cheapestFlightOffer(query, signal);
  return cheapest ? [cheapest] : [];
}

/**
 * Prices the flexible-dates grid of a search (issue 14): for every cell the API would accept, the cheapest flight
 * of the same flight query with the cell's dates plus the cheapest first offer of the same hotels for the cell's
 * stay, converted like a search's offers; the searched cell is therefore the cheapest deal the search finds. Each
 * cell's total is cached for 30 minutes; failures are not. A cell whose provider call fails has no total; when
 * every cell fails, the grid fails with the first cell's error, as the search would have.
 */
export async function priceDateGrid(
  sources: DateGridSources,
  params: SearchParams,
  today: string,
  signal: AbortSignal,
): Promise<DateGrid> {
  const hotelOffers = hotelOffersByStay(sources, params, signal);
  const priceCell = async (search: SearchParams): Promise<number | null> => {
    const key = cellCacheKey(search, today);
    const cached = await sources.cache.get<CachedCell>(key);
    if (cached) return cached.totalCents;
    // The cell's own dates are asked for beside its flights: most flights land the day they leave.
    const formStay = hotelStay(search);
    const [flights] = await Promise.all([
      cellFlights(sources, search, signal),
      hotelOffers(search, formStay),
    ]);
    const stayOf = staysOfFlights(search);
    const stays = [...new Map(flights.map((flight) => [stayKey(stayOf(flight)), stayOf(flight)])).values()];
    const hotelsByStay = new Map(
      await Promise.all(stays.map(async (stay) => [stayKey(stay), await hotelOffers(search, stay)] as const)),
    );
    const offers = await allInSearchCurrency(flights, hotelsByStay, search, sources, signal);
    // A cancelled hotel search answers no offers (product.md §8): that is no price to keep.
    signal.throwIfAborted();
    const totalCents = cheapestTotalCents({ ...offers, stayOf: staysOfFlights(search) }, search.currency);
    await sources.cache.set(key, { totalCents } satisfies CachedCell, CELL_TTL_MS);
    // Recorded when priced, not when read back from the cache: a reopened grid is no new observation.
    if (totalCents !== null) {
      sources.priceHistory?.recorder.record([
        {
          ...searchObservationKey(search),
          total: centsToAmount(totalCents),
          currency: search.currency,
          source: 'grid',
        },
      ]);
    }
    return totalCents;
  };

  const cells = dateGridSearches(params, today);
  // undefined: a cell whose dates are not searched at all.
  const outcomes = await settleConcurrently(cells, CELLS_AT_ONCE, async ({ search }) =>
    search ? priceCell(search) : undefined,
  );
  signal.throwIfAborted();
  const firstFailure = outcomes.find((outcome) => outcome.status === 'rejected');
  const anyPriced = outcomes.some((outcome) => outcome.status === 'fulfilled' && outcome.value !== undefined);
  if (firstFailure && !anyPriced) throw firstFailure.reason;
  return markDateGrid(
    cells.map(({ cell }, index) => {
      const outcome = outcomes[index];
      return { ...cell, totalCents: outcome?.status === 'fulfilled' ? (outcome.value ?? null) : null };
    }),
    params.budget,
    params.currency,
    searchedNights(params),
  );
}
