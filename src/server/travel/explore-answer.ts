import type { CabinClass } from '../../core/cabin-classes';
import type { CurrencyCode } from '../../core/currencies';
import { exploreTripEmissions } from '../../core/explore-emissions';
import type { ExploreAnswer, ExploreDestination, ExploreOrigin } from '../../core/explore';
import { amountToCents, centsToAmount } from '../../core/money';
import { regionOf } from '../../core/world-regions';
import { isFarEnoughToExplore } from './explore-distance';
import type { ExploreTrip } from './explore-port';
import { findCity } from './sandbox/airport-data';
import { parseTravelDate } from './sandbox/travel-time';

/** Where a destination is and what it is called, from TripFit's own airport index (as every place is). */
function place(code: string) {
  const city = findCity(code);
  const airport = city?.airports[0];
  if (!city || !airport) return undefined;
  return {
    code: city.code,
    name: city.name,
    countryCode: city.countryCode,
    countryName: city.countryName,
    region: regionOf(city.countryCode, airport.continent),
    latitude: airport.lat,
    longitude: airport.lon,
  };
}

/** The origin as the map shows it, or undefined for a code the index does not know. */
export function exploreOrigin(code: string): ExploreOrigin | undefined {
  const where = place(code);
  return (
    where && { code: where.code, name: where.name, latitude: where.latitude, longitude: where.longitude }
  );
}

const nightsOf = (trip: ExploreTrip) =>
  (parseTravelDate(trip.returnDate)?.epochDay ?? 0) - (parseTravelDate(trip.departureDate)?.epochDay ?? 0);

/** Who travels, for each trip's CO₂e: the cabin, travellers with a seat and hotel guests. */
export interface ExploreParty {
  cabin: CabinClass;
  travellers: number;
  guests: number;
}

/**
 * The answer of GET /api/explore: each trip within the budget (flight plus hotel added in cents) to a city at least
 * 250 km from the origin's (any distance with `nearby`), named from the airport index, cheapest first (then by
 * code, so equal totals keep one order). With the party, each trip gets its estimated CO₂e.
 */
export function exploreAnswer(
  origin: ExploreOrigin,
  trips: readonly ExploreTrip[],
  budget: number,
  currency: CurrencyCode,
  nearby = false,
  party?: ExploreParty,
): ExploreAnswer {
  const budgetCents = amountToCents(budget);
  const destinations: ExploreDestination[] = [];
  for (const trip of trips) {
    const where = place(trip.destination);
    const totalCents = amountToCents(trip.flightPrice) + amountToCents(trip.hotelPrice);
    if (!where || totalCents > budgetCents || !(nearby || isFarEnoughToExplore(origin, where))) continue;
    // Field by field: spreading the place and the optional price into each of 430 objects took ten times as long.
    const destination: ExploreDestination = {
      code: where.code,
      name: where.name,
      countryCode: where.countryCode,
      countryName: where.countryName,
      region: where.region,
      latitude: where.latitude,
      longitude: where.longitude,
      totalPrice: centsToAmount(totalCents),
      flightPrice: trip.flightPrice,
      hotelPrice: trip.hotelPrice,
      departureDate: trip.departureDate,
      returnDate: trip.returnDate,
      nights: nightsOf(trip),
      stops: trip.stops,
      pricedAt: trip.pricedAt,
      estimate: trip.estimate,
    };
    if (trip.typicalTotal !== undefined) destination.typicalPrice = trip.typicalTotal;
    if (party) {
      destination.emissions = exploreTripEmissions({
        origin: { lat: origin.latitude, lon: origin.longitude },
        destination: { lat: where.latitude, lon: where.longitude },
        countryCode: where.countryCode,
        stops: trip.stops,
        nights: destination.nights,
        ...party,
      });
    }
    destinations.push(destination);
  }
  destinations.sort(
    (left, right) => left.totalPrice - right.totalPrice || left.code.localeCompare(right.code),
  );
  return { currency, origin, destinations };
}
