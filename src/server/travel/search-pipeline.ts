import { cheapestTotalCents } from '../../core/cheapest-total';
import { centsToAmount } from '../../core/money';
import type { ObservationSource } from '../../core/price-history';
import { convertOffers, currenciesToConvert, type SearchOffers } from '../../core/convert-offers';
import type { CurrencyCode } from '../../core/currencies';
import { flightsWithBags, travellersWithBags } from '../../core/flight-bags';
import { combineDeals, searchResultLimit } from '../../core/deal-engine';
import { flightChildrenAges, flightSearchLink, hotelSearchLink } from '../../core/partner-links';
import type { SearchResult, SearchStep } from '../../core/search-events';
import { hotelStay } from '../../core/hotel-stay';
import type { SearchParams } from '../../core/search-params';
import type { FlightOffer, HotelOffers, HotelSentiment } from '../../core/travel-data';
import { hotelFactor } from '../../core/hotel-emission-factors';
import { tripEmissions } from '../../core/trip-emissions';
import { staysOfFlights, stayKey } from '../../core/trip-stay';
import { ExchangeRatesUnavailableError, type ExchangeRateSource } from '../exchange-rates/source';
import type { PriceHistoryService } from '../price-history/price-history-service';
import { searchHistory } from '../price-history/search-history';
import { abortable } from './abort';
import type { TravelProvider } from './port';
import { flightOfferQuery, hotelIdsToQuery, hotelOfferQuery } from './provider-queries';
import { findAirport } from './sandbox/airport-data';
import { resolveStayCity } from './stay-city';

export type EmptySearchCode = 'no_flights' | 'no_hotels' | 'no_deals';

/** product.md §8 search texts for a step that found nothing. */
export const emptySearchMessages: Record<EmptySearchCode, string> = {
  no_flights: 'No flights found for your search criteria',
  no_hotels: 'No hotels found for your destination',
  no_deals: 'No combinations found within your budget. Try increasing your budget or adjusting your dates.',
};

/** The search stopped because a step found nothing (product.md §4: stop at the first empty step). */
export class EmptySearchError extends Error {
  constructor(readonly code: EmptySearchCode) {
    super(emptySearchMessages[code]);
    this.name = 'EmptySearchError';
  }
}

const elapsed = (since: number) => Math.round(performance.now() - since);

/** Where a search's data comes from. */
export interface SearchSources {
  travel: TravelProvider;
  exchangeRates: ExchangeRateSource;
  /** Records the search's cheapest total and places it among earlier ones (issue 30); absent, neither. */
  priceHistory?: PriceHistoryService;
}

export interface SearchOptions {
  /** Called as each step starts. */
  onStep?: (step: SearchStep) => void;
  /** What runs the search, as its price observation says: a visitor's search (the default) or a watch's check. */
  source?: Extract<ObservationSource, 'search' | 'watch'>;
}

/**
 * The offers with every price in the search's currency. Rates are asked for only when some offer is priced in
 * another currency, so a search whose offers all match (the sandbox's always do) makes no call for them.
 */
export async function inSearchCurrency(
  offers: SearchOffers,
  currency: CurrencyCode,
  exchangeRates: ExchangeRateSource,
  signal: AbortSignal,
): Promise<SearchOffers> {
  if (currenciesToConvert(offers, currency).length === 0) return offers;
  const converted = convertOffers(offers, currency, await abortable(exchangeRates.current(), signal));
  if (!converted) throw new ExchangeRatesUnavailableError(currency);
  return converted;
}

/** The hotels of the stay's city and their offers per stay, each stay asked for once. */
function hotelSide(sources: SearchSources, params: SearchParams, signal: AbortSignal) {
  const provider = sources.travel;
  const listing = (async () => {
    const cityCode = await resolveStayCity(params, provider, signal);
    return { cityCode, ids: hotelIdsToQuery(await provider.listHotelsByCity(cityCode, signal)) };
  })();
  const byStay = new Map<string, Promise<HotelOffers[]>>();
  const offersFor = (stay: { checkIn: string; checkOut: string }): Promise<HotelOffers[]> => {
    const key = stayKey(stay);
    let offers = byStay.get(key);
    if (!offers) {
      offers = listing.then(async ({ cityCode, ids }) => {
        if (ids.length === 0) return [];
        const all = await provider.searchHotelOffers(hotelOfferQuery(params, stay, ids, cityCode), signal);
        return all.filter((hotel) => hotel.offers.length > 0);
      });
      byStay.set(key, offers);
    }
    return offers;
  };
  const sentiments = listing.then(({ ids }) =>
    ids.length === 0 ? [] : provider.getHotelSentiments(ids, signal),
  );
  return { offersFor, sentiments };
}

const carriedSentiments = (hotels: HotelOffers[]): HotelSentiment[] =>
  hotels.flatMap(({ hotel, sentiment }) => (sentiment ? [{ hotelId: hotel.hotelId, ...sentiment }] : []));

/**
 * Prices the search's bags into the flights (dropping those that cannot carry them), then converts the flights
 * and every stay's hotels together, so rates are read once and each bag fee converts at its own offer's rate.
 */
export async function allInSearchCurrency(
  flights: FlightOffer[],
  hotelsByStay: Map<string, HotelOffers[]>,
  params: SearchParams,
  sources: SearchSources,
  signal: AbortSignal,
) {
  const keys = [...hotelsByStay.keys()];
  const withBags = flightsWithBags(flights, params.bags, flightOfferQuery(params));
  const converted = await inSearchCurrency(
    { flights: withBags, hotels: keys.flatMap((key) => hotelsByStay.get(key) ?? []) },
    params.currency,
    sources.exchangeRates,
    signal,
  );
  const split = new Map<string, HotelOffers[]>();
  let start = 0;
  for (const key of keys) {
    const count = hotelsByStay.get(key)?.length ?? 0;
    split.set(key, converted.hotels.slice(start, start + count));
    start += count;
  }
  return { flights: converted.flights, hotelsByStay: split };
}

/**
 * Runs one search: the flight search and the hotel side (list → offers for the form's stay and sentiments) run
 * at the same time, so the search takes as long as the slower of the two, not their sum. Each deal prices the
 * nights its flight leaves the traveller (stayForFlight): once the flights are in, the hotels are asked for any
 * other stay they lead to (a flight that lands the next day). Empty steps are reported in product.md's order (flights,
 * hotels, combinations) whichever finishes first; when the search ends early, or `signal` aborts, the other
 * branch's provider calls are cancelled. Offers in another currency are converted before combining.
 */
export async function runSearch(
  sources: SearchSources,
  params: SearchParams,
  signal: AbortSignal,
  { onStep = () => undefined, source = 'search' }: SearchOptions = {},
): Promise<SearchResult> {
  const started = performance.now();
  const history = searchHistory(sources.priceHistory, params, source);
  const internal = new AbortController();
  const abort = () => internal.abort(signal.reason);
  signal.addEventListener('abort', abort, { once: true });
  const provider = sources.travel;

  try {
    onStep('flights');
    const flightsPromise = provider
      .searchFlightOffers(flightOfferQuery(params), internal.signal)
      .then((flights) => ({ flights, ms: elapsed(started) }));
    const hotels = hotelSide(sources, params, internal.signal);
    // Most flights land on the day they leave: the form's stay is asked for beside the flights.
    const formStay = hotels.offersFor(hotelStay(params)).then((offers) => ({ offers, ms: elapsed(started) }));
    // Their outcomes are read after the flights'; until then a rejection must not count as unhandled.
    formStay.catch(() => undefined);
    hotels.sentiments.catch(() => undefined);

    const { flights, ms: flightsMs } = await flightsPromise;
    if (flights.length === 0) throw new EmptySearchError('no_flights');

    onStep('hotels');
    const { ms: hotelsMs } = await formStay;
    const stayOf = staysOfFlights(params);
    const stays = new Map(flights.map((flight) => [stayKey(stayOf(flight)), stayOf(flight)]));
    const offered = await Promise.all(
      [...stays].map(async ([key, stay]) => [key, await hotels.offersFor(stay)] as const),
    );
    if (offered.every(([, offers]) => offers.length === 0)) throw new EmptySearchError('no_hotels');
    // A rating the offers' answer carried comes first: the engine reads each hotel's first sentiment.
    const sentiments = [
      ...carriedSentiments(offered.flatMap(([, offers]) => offers)),
      ...(await hotels.sentiments),
    ];

    onStep('combining');
    const combineStarted = performance.now();
    const offers = await allInSearchCurrency(flights, new Map(offered), params, sources, internal.signal);
    // Every flight found may be one that cannot carry the bags asked for.
    if (offers.flights.length === 0) throw new EmptySearchError('no_flights');
    // The partner's flight search is the same for every deal: it searches the route, not one offer.
    const flightLink = flightSearchLink({
      from: params.from,
      to: params.to,
      departureDate: params.departureDate,
      returnDate: params.isOneWay ? undefined : params.returnDate,
      adults: params.flightAdults,
      childrenAges: flightChildrenAges(params.flightChildren, params.childrenAges),
      cabinClass: params.cabinClass,
      directOnly: params.directFlights,
    });
    const city = params.where || params.toName.replace(/\s*\(.*$/, '') || hotelStay(params).cityCode;
    const emissionsContext = {
      positionOf: findAirport,
      cabin: params.cabinClass,
      travellers: travellersWithBags(flightOfferQuery(params)),
      hotel: {
        // The hotels are searched in this city; the airport index knows its country.
        kgPerGuestNight: hotelFactor(findAirport(hotelStay(params).cityCode)?.countryCode).kgPerGuestNight,
        guests: params.hotelAdults + params.hotelChildren,
      },
    };
    const deals = combineDeals(
      {
        flights: offers.flights,
        stayOf,
        hotelsByStay: offers.hotelsByStay,
        sentiments,
        budget: params.budget,
        currency: params.currency,
        includeCheapest: true,
        emissionsOf: (flight) => tripEmissions(flight, emissionsContext, stayOf(flight).nights),
        links: (flight, hotel) => {
          const stay = stayOf(flight);
          return {
            flight: flightLink,
            hotel: hotelSearchLink({
              hotelName: hotel.hotel.name,
              city,
              checkIn: stay.checkIn,
              checkOut: stay.checkOut,
              adults: params.hotelAdults,
              childrenAges: params.childrenAges,
              rooms: params.rooms,
            }),
          };
        },
      },
      searchResultLimit,
    );
    const combineMs = elapsed(combineStarted);
    if (deals.length === 0) throw new EmptySearchError('no_deals');

    const cheapest = cheapestTotalCents({ ...offers, stayOf }, params.currency);
    const priceHistory = cheapest === null ? undefined : await history.observe(centsToAmount(cheapest));
    return {
      deals,
      currency: params.currency,
      timings: { flightsMs, hotelsMs, combineMs, totalMs: elapsed(started) },
      ...(priceHistory && { priceHistory }),
    };
  } finally {
    signal.removeEventListener('abort', abort);
    // Whatever is still running (the other branch after an early stop) is no longer needed.
    internal.abort(new Error('search finished'));
  }
}
