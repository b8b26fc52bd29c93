import type { CabinClass } from '../../../core/cabin-classes';
import {
  checkFlightOffer,
  type FlightCheckContext,
  type FlightCheckReason,
} from '../../../core/offer-checks';
import type { FlightOfferQuery } from '../port';
import type { DuffelOffer } from './schemas';

const cabins: Record<string, CabinClass> = {
  economy: 'ECONOMY',
  premium_economy: 'PREMIUM_ECONOMY',
  business: 'BUSINESS',
  first: 'FIRST',
};

/** The offers that answer the query, and why the others do not. */
export function offersMatchingQuery(
  query: FlightOfferQuery,
  offers: DuffelOffer[],
  context: FlightCheckContext,
): { kept: DuffelOffer[]; dropped: FlightCheckReason[] } {
  const search = {
    from: query.originLocationCode.trim().toUpperCase(),
    to: query.destinationLocationCode.trim().toUpperCase(),
    departureDate: query.departureDate,
    ...(query.returnDate ? { returnDate: query.returnDate } : {}),
    passengers: query.adults + query.children,
    cabin: query.travelClass,
  };
  const kept: DuffelOffer[] = [];
  const dropped: FlightCheckReason[] = [];
  for (const offer of offers) {
    const check = checkFlightOffer(
      search,
      {
        slices: offer.slices.map(({ segments }) => ({
          origin: segments[0]?.origin.iata_code ?? '',
          destination: segments.at(-1)?.destination.iata_code ?? '',
          departingAt: segments[0]?.departing_at ?? '',
        })),
        passengers: offer.passengers.length,
        cabins: offer.slices.flatMap(({ segments }) =>
          segments.flatMap(({ passengers }) =>
            passengers.map(({ cabin_class }) => cabins[cabin_class] ?? cabin_class),
          ),
        ),
        expiresAt: offer.expires_at,
        currency: offer.total_currency,
      },
      context,
    );
    if (check.ok) kept.push(offer);
    else dropped.push(check.reason);
  }
  return { kept, dropped };
}
