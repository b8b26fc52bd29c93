import type { Clock } from '../../clock';
import type { TravelProvider } from '../port';
import { cheapestFlight, searchFlights } from './flights';
import { cheapestHotelOffer, searchHotelOffers } from './hotel-offers';
import { hotelSentiments } from './hotel-sentiments';
import { listHotels } from './hotels';
import { searchLocations } from './locations';
import { travelDateAt } from './travel-time';

export { maxFlightOffers } from './flights';
export { maxHotelIds } from './hotel-offers';
export { maxLocationResults } from './locations';
export { airportsWithoutScheduledService, citiesWithoutHotels, unservedRoutes } from './no-service';

/**
 * The offline travel provider (TRAVEL_PROVIDER=sandbox): real airports from OurAirports, generated flights,
 * hotels, offers and sentiments. No network; prices depend on the day `clock` says it is (price-calendar.ts): the
 * same request on the same day always gets the same answer, and another day another price.
 *
 * Like the Amadeus adapter (product.md §8), a cancelled location or hotel-offers search resolves to []; the other
 * calls reject with the signal's reason.
 */
export function createSandboxProvider(clock: Clock): TravelProvider {
  const quoteDay = () => travelDateAt(clock());
  return {
    searchLocations: async (keyword, signal) => (signal.aborted ? [] : searchLocations(keyword)),
    searchFlightOffers: async (query, signal) => {
      signal.throwIfAborted();
      return searchFlights(query, quoteDay());
    },
    cheapestFlightOffer: async (query, signal) => {
      signal.throwIfAborted();
      return cheapestFlight(query, quoteDay());
    },
    listHotelsByCity: async (cityCode, signal) => {
      signal.throwIfAborted();
      return listHotels(cityCode);
    },
    searchHotelOffers: async (query, signal) => (signal.aborted ? [] : searchHotelOffers(query, quoteDay())),
    cheapestHotelOffer: async (query, signal) =>
      signal.aborted ? undefined : cheapestHotelOffer(query, quoteDay()),
    getHotelSentiments: async (hotelIds, signal) => {
      signal.throwIfAborted();
      return hotelSentiments(hotelIds);
    },
  };
}
