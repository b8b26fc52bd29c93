import type {
  FlightOffer,
  HotelOffers,
  HotelSentiment,
  HotelSummary,
  TravelLocation,
} from '../../../core/travel-data';
import type {
  FlightOffersResponse,
  HotelOffersResponse,
  HotelsByCityResponse,
  LocationsResponse,
  SentimentsResponse,
} from './schemas';

const LOCATION_LIMIT = 10;
/** product.md §9: the first 100 hotel ids are kept. */
const HOTEL_LIST_LIMIT = 100;

export function toLocations(response: LocationsResponse): TravelLocation[] {
  const locations: TravelLocation[] = [];
  for (const location of response.data) {
    if (location.subType !== 'AIRPORT' && location.subType !== 'CITY') continue;
    locations.push({
      name: location.name,
      iataCode: location.iataCode,
      subType: location.subType,
      address: {
        cityName: location.address?.cityName ?? '',
        countryName: location.address?.countryName ?? '',
      },
    });
  }
  return locations.slice(0, LOCATION_LIMIT);
}

export function toFlightOffers(response: FlightOffersResponse, currency: string): FlightOffer[] {
  return response.data.map((offer) => ({
    id: offer.id,
    price: { total: offer.price.total, currency: offer.price.currency ?? currency },
    itineraries: offer.itineraries.map((itinerary) => ({
      duration: itinerary.duration,
      segments: itinerary.segments.map((segment) => ({
        departure: { iataCode: segment.departure.iataCode, at: segment.departure.at },
        arrival: { iataCode: segment.arrival.iataCode, at: segment.arrival.at },
        carrierCode: segment.carrierCode,
        number: segment.number,
        duration: segment.duration,
      })),
    })),
    validatingAirlineCodes: offer.validatingAirlineCodes,
  }));
}

export function toHotelSummaries(response: HotelsByCityResponse, cityCode: string): HotelSummary[] {
  return response.data.slice(0, HOTEL_LIST_LIMIT).map((hotel) => ({
    hotelId: hotel.hotelId,
    name: hotel.name,
    cityCode: hotel.iataCode ?? cityCode,
  }));
}

/** Hotels without a bookable offer are dropped: the deal engine prices every hotel by its first offer. */
export function toHotelOffers(response: HotelOffersResponse, currency: string): HotelOffers[] {
  return response.data
    .filter((entry) => entry.offers.length > 0)
    .map((entry) => ({
      hotel: { hotelId: entry.hotel.hotelId, name: entry.hotel.name, cityCode: entry.hotel.cityCode ?? '' },
      offers: entry.offers.map((offer) => ({
        id: offer.id,
        price: { total: offer.price.total, currency: offer.price.currency ?? currency },
      })),
    }));
}

export function toSentiments(response: SentimentsResponse): HotelSentiment[] {
  return response.data.map((sentiment) => ({
    hotelId: sentiment.hotelId,
    overallRating: sentiment.overallRating,
    numberOfReviews: sentiment.numberOfReviews,
  }));
}
