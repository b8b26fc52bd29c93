import { z } from 'zod';
import { cabinClasses } from './cabin-classes';
import { currencyCodes } from './currencies';
import { limits } from './search-limits';

// Year 0000 passes the format but is no date to PostgreSQL ("date/time field value out of range").
const isoDate = z.iso
  .date('a date as YYYY-MM-DD')
  .refine((date) => !date.startsWith('0000'), 'a date as YYYY-MM-DD');
const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'a 3-letter IATA code');
const count = (range: { min: number; max: number }) => z.number().int().min(range.min).max(range.max);

/** What the Save Search button sends (SPEC §3 saved search, without id, owner and creation time). */
export const savedSearchInputSchema = z
  .object({
    searchName: z.string().trim().max(120).optional(),
    flightFrom: code,
    flightFromName: z.string().trim().max(200),
    flightTo: code,
    flightToName: z.string().trim().max(200),
    departureDate: isoDate,
    returnDate: isoDate.optional(),
    isOneWay: z.boolean(),
    flightAdults: count(limits.flightAdults),
    flightChildren: count(limits.flightChildren),
    accommodationAdults: count(limits.hotelAdults),
    accommodationChildren: count(limits.hotelChildren),
    accommodationLocation: z.string().trim().max(200),
    checkInDate: isoDate,
    checkOutDate: isoDate,
    budget: z.number().positive().max(10_000_000),
    currency: z.enum(currencyCodes),
    cabinClass: z.enum(cabinClasses),
    directFlights: z.boolean(),
    rooms: count(limits.rooms),
    childrenAges: z.array(count(limits.childAge)).max(limits.hotelChildren.max),
  })
  .refine((search) => search.childrenAges.length === search.accommodationChildren, {
    path: ['childrenAges'],
    message: 'needs one age for each child',
  });

export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

/** A saved search as the API answers it: newest first, owned by the session user. */
export type SavedSearch = SavedSearchInput & { id: string; createdAt: string };
