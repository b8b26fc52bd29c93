import { convertOffers, currenciesToConvert, type SearchOffers } from '../../core/convert-offers';
import type { CurrencyCode } from '../../core/currencies';
import { combineDeals, searchResultLimit } from '../../core/deal-engine';
import { flightSearchLink, hotelSearchLink } from '../../core/partner-links';
import type { SearchResult, SearchStep } from '../../core/search-events';
import { hotelStay } from '../../core/hotel-stay';
import type { SearchParams } from '../../core/search-params';
import type { HotelOffers, HotelSentiment } from '../../core/travel-data';
import { ExchangeRatesUnavailableError, type ExchangeRateSource } from '../exchange-rates/source';
import { abortable } from './abort';
import type { TravelProvider } from './port';
import { flightOfferQuery, hotelIdsToQuery, hotelOfferQuery } from './provider-queries';
import { resolveStayCity } from './stay-city';

export type EmptySearchCode = 'no_flights' | 'no_hotels' | 'no_deals';

/** SPEC §8 search texts for a step that found nothing. */
export const emptySearchMessages: Record<EmptySearchCode, string> = {
  no_flights: 'No flights found for your search criteria',
  no_hotels: 'No hotels found for your destination',
  no_deals: 'No combinations found within your budget. Try increasing your budget or adjusting your dates.',
};

/** The search stopped because a step found nothing (SPEC §4: stop at the first empty step). */
export class EmptySearchError extends Error {
  constructor(readonly code: EmptySearchCode) {
    super(emptySearchMessages[code]);
    this.name = 'EmptySearchError';
  }
}

interface HotelChainResult {
  offers: HotelOffers[];
  sentiments: HotelSentiment[];
}

const elapsed = (since: number) => Math.round(performance.now() - since);

/** Where a search's data comes from. */
export interface SearchSources {
  travel: TravelProvider;
  exchangeRates: ExchangeRateSource;
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

/**
 * Runs one search: the flight search and the hotel chain (list → offers and sentiments together) run at the same
 * time, so the search takes as long as the slower of the two, not their sum. Empty steps are reported in SPEC
 * order (flights, hotels, combinations) whichever finishes first; when the search ends early, or `signal` aborts,
 * the other branch's provider calls are cancelled. Offers in another currency are converted before combining.
 */
export async function runSearch(
  sources: SearchSources,
  params: SearchParams,
  signal: AbortSignal,
  onStep: (step: SearchStep) => void = () => undefined,
): Promise<SearchResult> {
  const started = performance.now();
  const internal = new AbortController();
  const abort = () => internal.abort(signal.reason);
  signal.addEventListener('abort', abort, { once: true });
  const stay = hotelStay(params);
  const provider = sources.travel;

  try {
    onStep('flights');
    const flightsPromise = provider
      .searchFlightOffers(flightOfferQuery(params), internal.signal)
      .then((flights) => ({ flights, ms: elapsed(started) }));

    const hotelsPromise = (async (): Promise<HotelChainResult & { ms: number }> => {
      const cityCode = await resolveStayCity(params, provider, internal.signal);
      const hotels = await provider.listHotelsByCity(cityCode, internal.signal);
      const ids = hotelIdsToQuery(hotels);
      if (ids.length === 0) return { offers: [], sentiments: [], ms: elapsed(started) };
      const [offers, sentiments] = await Promise.all([
        provider.searchHotelOffers(hotelOfferQuery(params, stay, ids, cityCode), internal.signal),
        provider.getHotelSentiments(ids, internal.signal),
      ]);
      return { offers, sentiments, ms: elapsed(started) };
    })();
    // Its outcome is read after the flights'; until then a rejection must not count as unhandled.
    hotelsPromise.catch(() => undefined);

    const { flights, ms: flightsMs } = await flightsPromise;
    if (flights.length === 0) throw new EmptySearchError('no_flights');

    onStep('hotels');
    const hotelChain = await hotelsPromise;
    const bookable = hotelChain.offers.filter((hotel) => hotel.offers.length > 0);
    if (bookable.length === 0) throw new EmptySearchError('no_hotels');

    onStep('combining');
    const combineStarted = performance.now();
    const offers = await inSearchCurrency(
      { flights, hotels: bookable },
      params.currency,
      sources.exchangeRates,
      internal.signal,
    );
    // The partner's flight search is the same for every deal: it searches the route, not one offer.
    const flightLink = flightSearchLink({
      from: params.from,
      to: params.to,
      departureDate: params.departureDate,
      returnDate: params.isOneWay ? undefined : params.returnDate,
      adults: params.flightAdults,
      children: params.flightChildren,
      cabinClass: params.cabinClass,
    });
    const city = params.where || params.toName.replace(/\s*\(.*$/, '') || stay.cityCode;
    const deals = combineDeals(
      {
        ...offers,
        sentiments: hotelChain.sentiments,
        budget: params.budget,
        currency: params.currency,
        includeCheapest: true,
        links: (_flight, hotel) => ({
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
        }),
      },
      searchResultLimit,
    );
    const combineMs = elapsed(combineStarted);
    if (deals.length === 0) throw new EmptySearchError('no_deals');

    return {
      deals,
      currency: params.currency,
      timings: { flightsMs, hotelsMs: hotelChain.ms, combineMs, totalMs: elapsed(started) },
    };
  } finally {
    signal.removeEventListener('abort', abort);
    // Whatever is still running (the other branch after an early stop) is no longer needed.
    internal.abort(new Error('search finished'));
  }
}
