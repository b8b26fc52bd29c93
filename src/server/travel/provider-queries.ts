import type { SearchParams } from '../../core/search-params';
import type { HotelSummary } from '../../core/travel-data';
import type { FlightOfferQuery, HotelOfferQuery } from './port';

/** product.md §9: flight offers max 50; 100 hotel ids kept, 20 queried. */
const MAX_FLIGHT_OFFERS = 50;
const HOTEL_IDS_KEPT = 100;
const HOTEL_IDS_QUERIED = 20;

/** The flight search of a search: the one query runSearch and the date grid both send. */
export function flightOfferQuery(params: SearchParams): FlightOfferQuery {
  return {
    originLocationCode: params.from,
    destinationLocationCode: params.to,
    departureDate: params.departureDate,
    returnDate: params.isOneWay ? undefined : params.returnDate,
    adults: params.flightAdults,
    children: params.flightChildren,
    // The form asks the children's ages for the stay; the same children fly when the counts agree.
    ...(params.flightChildren > 0 && params.flightChildren === params.childrenAges.length
      ? { childrenAges: params.childrenAges }
      : {}),
    travelClass: params.cabinClass,
    nonStop: params.directFlights,
    currencyCode: params.currency,
    max: MAX_FLIGHT_OFFERS,
    bags: params.bags,
  };
}

/** The hotels whose offers a search asks for, from the city's list. */
export function hotelIdsToQuery(hotels: HotelSummary[]): string[] {
  return hotels
    .slice(0, HOTEL_IDS_KEPT)
    .slice(0, HOTEL_IDS_QUERIED)
    .map((hotel) => hotel.hotelId);
}

/** The hotel-offer search of a search's stay. */
export function hotelOfferQuery(
  params: SearchParams,
  stay: { checkIn: string; checkOut: string },
  hotelIds: string[],
  cityCode: string,
): HotelOfferQuery {
  return {
    hotelIds,
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    adults: params.hotelAdults,
    childrenAges: params.childrenAges,
    roomQuantity: params.rooms,
    currency: params.currency,
    cityCode,
  };
}
