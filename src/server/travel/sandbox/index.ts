import type { TravelProvider } from '../port';
import { cheapestFlight, searchFlights } from './flights';
import { cheapestHotelOffer, searchHotelOffers } from './hotel-offers';
import { hotelSentiments } from './hotel-sentiments';
import { listHotels } from './hotels';
import { searchLocations } from './locations';

export { maxFlightOffers } from './flights';
export { maxHotelIds } from './hotel-offers';
export { maxLocationResults } from './locations';
export { airportsWithoutScheduledService, citiesWithoutHotels, unservedRoutes } from './no-service';

/**
 * The offline travel provider (TRAVEL_PROVIDER=sandbox): real airports from OurAirports, generated flights,
 * hotels, offers and sentiments. No network and no clock: the same request always gets the same answer.
 *
 * Like the Amadeus adapter (SPEC §8), a cancelled location or hotel-offers search resolves to []; the other
 * calls reject with the signal's reason.
 */
export function createSandboxProvider(): TravelProvider {
  return {
    searchLocations: async (keyword, signal) => (signal.aborted ? [] : searchLocations(keyword)),
    searchFlightOffers: async (query, signal) => {
      signal.throwIfAborted();
      return searchFlights(query);
    },
    cheapestFlightOffer: async (query, signal) => {
      signal.throwIfAborted();
      return cheapestFlight(query);
    },
    listHotelsByCity: async (cityCode, signal) => {
      signal.throwIfAborted();
      return listHotels(cityCode);
    },
    searchHotelOffers: async (query, signal) => (signal.aborted ? [] : searchHotelOffers(query)),
    cheapestHotelOffer: async (query, signal) => (signal.aborted ? undefined : cheapestHotelOffer(query)),
    getHotelSentiments: async (hotelIds, signal) => {
      signal.throwIfAborted();
      return hotelSentiments(hotelIds);
    },
  };
}
