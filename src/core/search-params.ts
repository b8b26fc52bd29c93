import { z } from 'zod';
import { bagChoices, defaultBagChoice } from './bag-choices';
import { cabinClasses } from './cabin-classes';
import { currencyCodes } from './currencies';
import { addDays } from './iso-date';
import { latestSearchDate, limits } from './search-limits';

/**
 * The search's fields as each is checked on its own, with its message; a saved search's fields are these too, so
 * both speak alike.
 */
export const searchFields = {
  isoDate: z.iso.date('a date as YYYY-MM-DD'),
  iataCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'a 3-letter IATA code'),
  // JSON integers only: no coercion, so true, [1] and "2" are refused rather than read as numbers.
  count: (range: { min: number; max: number }) =>
    z.int('a whole number').min(range.min, `at least ${range.min}`).max(range.max, `at most ${range.max}`),
  budget: z.number('a number').positive('more than 0').max(10_000_000, 'at most 10,000,000'),
  currency: z.enum(currencyCodes, 'one of the supported currencies'),
  cabinClass: z.enum(cabinClasses, 'ECONOMY, PREMIUM_ECONOMY, BUSINESS or FIRST'),
  place: z.string().trim().max(200),
  bags: z.enum(bagChoices, 'personal, cabin or checked'),
};

const { isoDate, iataCode, count } = searchFields;

/** The refusal of a date past `latestSearchDate`; `params.rule` tells it apart from the other date problems. */
export const tooFarAhead = {
  message: `must be within ${limits.maxDaysAhead} days from today`,
  params: { rule: 'tooFarAhead' },
} as const;

/** More hotel guests than the rooms hold. */
export const tooManyGuestsPerRoom = {
  message: `a room holds at most ${limits.guestsPerRoom} guests`,
  params: { rule: 'guestsPerRoom' },
} as const;

/** A stay that does not overlap the trip: the traveller would not be there. */
export const stayOutsideTrip = {
  message: 'the stay must overlap the trip',
  params: { rule: 'stayOutsideTrip' },
} as const;

/**
 * The search parameters of product.md §3, checked the same way by the web form and the API. `today` is the caller's
 * date (YYYY-MM-DD); a date one day before it is still accepted, because a traveller west of UTC may still be on
 * "yesterday". No date may be more than `limits.maxDaysAhead` days after `today`. Numbers are JSON numbers:
 * the form converts its budget text before it checks or sends.
 */
export function createSearchParamsSchema(today: string) {
  const earliest = addDays(today, -1);
  const latest = latestSearchDate(today);
  return z
    .object({
      budget: searchFields.budget,
      currency: searchFields.currency,
      from: iataCode,
      fromName: searchFields.place.default(''),
      to: iataCode,
      toName: searchFields.place.default(''),
      departureDate: isoDate,
      returnDate: isoDate.optional(),
      isOneWay: z.boolean().default(false),
      flightAdults: count(limits.flightAdults).default(1),
      flightChildren: count(limits.flightChildren).default(0),
      cabinClass: searchFields.cabinClass.default('ECONOMY'),
      directFlights: z.boolean().default(false),
      /** What each traveller takes on the plane; every deal's flight price includes what it costs (issue 28). */
      bags: searchFields.bags.default(defaultBagChoice),
      /** The accommodation location as typed or chosen ('Paris'). */
      where: searchFields.place.default(''),
      /** The city code chosen in the accommodation autocomplete; the flight destination when absent (product.md §7). */
      whereCode: iataCode.optional(),
      checkIn: isoDate.optional(),
      checkOut: isoDate.optional(),
      hotelAdults: count(limits.hotelAdults).default(1),
      hotelChildren: count(limits.hotelChildren).default(0),
      childrenAges: z.array(count(limits.childAge)).max(limits.hotelChildren.max).default([]),
      rooms: count(limits.rooms).default(1),
    })
    .superRefine((params, ctx) => {
      const problem = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const tooFar = (path: string, date: string | undefined) => {
        if (date && date > latest) ctx.addIssue({ code: 'custom', path: [path], ...tooFarAhead });
      };
      if (params.from === params.to) problem('to', 'must differ from the departure airport');
      if (params.departureDate < earliest) problem('departureDate', 'cannot be in the past');
      tooFar('departureDate', params.departureDate);
      if (!params.isOneWay) {
        if (!params.returnDate) problem('returnDate', 'Please select a return date');
        else if (params.returnDate <= params.departureDate)
          problem('returnDate', 'must be after the departure date');
        tooFar('returnDate', params.returnDate);
      }
      if (params.flightAdults + params.flightChildren > limits.flightTravellers) {
        problem('flightChildren', `adults and children together must be at most ${limits.flightTravellers}`);
      }
      if (params.childrenAges.length !== params.hotelChildren) {
        problem('childrenAges', 'needs one age for each child');
      }
      if (params.checkIn && params.checkIn < earliest) problem('checkIn', 'cannot be in the past');
      tooFar('checkIn', params.checkIn);
      // Without a check-in of its own, the stay starts on the departure day at the earliest.
      if (params.checkOut && params.checkOut <= (params.checkIn ?? params.departureDate)) {
        problem('checkOut', 'must be after the check-in date');
      }
      tooFar('checkOut', params.checkOut);
      if (params.hotelAdults + params.hotelChildren > limits.guestsPerRoom * params.rooms) {
        ctx.addIssue({ code: 'custom', path: ['rooms'], ...tooManyGuestsPerRoom });
      }
      // The stay must share at least a night with the trip: it ends after departure and, for a round trip,
      // begins before the flight home.
      const checkIn = params.checkIn ?? params.departureDate;
      const checkOut = params.checkOut ?? (params.isOneWay ? undefined : params.returnDate);
      const endsTooEarly = checkOut !== undefined && checkOut > checkIn && checkOut <= params.departureDate;
      const returns = params.isOneWay ? undefined : params.returnDate;
      // A return on or before departure is refused above already; the stay is only judged against a real trip.
      const startsTooLate = returns !== undefined && returns > params.departureDate && checkIn >= returns;
      if (endsTooEarly || startsTooLate)
        ctx.addIssue({ code: 'custom', path: ['checkIn'], ...stayOutsideTrip });
    });
}

export type SearchParams = z.infer<ReturnType<typeof createSearchParamsSchema>>;
export type SearchParamsInput = z.input<ReturnType<typeof createSearchParamsSchema>>;
