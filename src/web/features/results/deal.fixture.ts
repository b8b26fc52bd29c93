import type { Deal, DealFlightSegment } from '../../../core/deal';
import { testStay } from '../../../core/deal-engine.fixtures';

/** A Lufthansa flight; BEG, FRA and CDG share one time zone, so local times give the duration. */
function segment(
  from: string,
  to: string,
  departureAt: string,
  arrivalAt: string,
  number: string,
): DealFlightSegment {
  const durationMinutes = (Date.parse(`${arrivalAt}Z`) - Date.parse(`${departureAt}Z`)) / 60_000;
  return { from, to, departureAt, arrivalAt, carrierCode: 'LH', number, durationMinutes };
}

/** A complete deal for component tests; override what a test is about. */
export function testDeal(
  overrides: {
    id?: string;
    hotel?: Partial<Deal['hotel']>;
    flight?: Partial<Deal['flight']>;
    stay?: Partial<Deal['stay']>;
  } = {},
): Deal {
  return {
    id: overrides.id ?? 'offer-1-HTPAR001',
    offerId: 'HTPAR001-offer-1',
    hotel: {
      hotelId: 'HTPAR001',
      name: 'Hôtel Lumière',
      location: 'PAR',
      rating: 8.7,
      ratingLabel: 'Very Good',
      numberOfReviews: 1234,
      price: 612.5,
      ...overrides.hotel,
    },
    flight: {
      airlineCode: 'LH',
      outbound: {
        departureAt: '2026-12-01T08:30:00',
        arrivalAt: '2026-12-01T16:05:00',
        durationMinutes: 455,
        stops: 1,
        from: 'BEG',
        to: 'CDG',
        segments: [
          segment('BEG', 'FRA', '2026-12-01T08:30:00', '2026-12-01T10:40:00', '1411'),
          segment('FRA', 'CDG', '2026-12-01T14:55:00', '2026-12-01T16:05:00', '1032'),
        ],
        connections: [{ airport: 'FRA', minutes: 255 }],
        includedBags: { carryOn: 1, checked: 1 },
      },
      return: {
        departureAt: '2026-12-08T22:10:00',
        arrivalAt: '2026-12-09T06:05:00',
        durationMinutes: 475,
        stops: 1,
        from: 'CDG',
        to: 'BEG',
        segments: [
          segment('CDG', 'FRA', '2026-12-08T22:10:00', '2026-12-08T23:20:00', '1049'),
          segment('FRA', 'BEG', '2026-12-09T04:00:00', '2026-12-09T06:05:00', '1406'),
        ],
        connections: [{ airport: 'FRA', minutes: 280 }],
        includedBags: { carryOn: 1, checked: 1 },
      },
      stops: 1,
      price: 1234.5,
      ...overrides.flight,
    },
    stay: { ...testStay, ...overrides.stay },
    totalPrice: 1847,
    currency: 'EUR',
    score: 0.42,
    links: {
      flight: {
        partner: 'Skyscanner',
        url: 'https://www.skyscanner.net/transport/flights/beg/cdg/261201/261208/',
      },
      hotel: {
        partner: 'Booking.com',
        url: 'https://www.booking.com/searchresults.html?ss=H%C3%B4tel+Lumi%C3%A8re',
      },
    },
  };
}
