import { z } from 'zod';
import { bagChoices, defaultBagChoice } from './bag-choices';
import { currencyCodes } from './currencies';
import { defaultCabinClass } from './cabin-classes';
import { exploreWindow, nextThreeMonths, parseExploreNights, type ExploreNights } from './explore';
import { hotelLevels } from './hotel-levels';
import { limits } from './search-limits';
import { searchFields } from './search-params';

/**
 * GET /api/explore's query string, checked the same way by the explore page and the API. Query values are text,
 * so numbers are read from digits only ('2', never '2.0' or ' 2'); the rules are the search's (product.md §5).
 */

const digits = (field: string, range: { min: number; max: number }) =>
  z
    .string()
    .regex(/^\d{1,3}$/, `${field} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(range.min, `at least ${range.min}`).max(range.max, `at most ${range.max}`));

const month = z
  .string()
  .refine(
    (value) => value === nextThreeMonths || /^\d{4}-(0[1-9]|1[0-2])$/.test(value),
    `a month as YYYY-MM, or ${nextThreeMonths} for the next three months`,
  );

/** '2-4', '3-5', any 'a-b' within 1–21 nights, or 'weekend' (Thursday or Friday out, Sunday or Monday back). */
const nights = z.string().transform((text, ctx): ExploreNights => {
  const parsed = parseExploreNights(text);
  if ('problem' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }
  return parsed;
});

const childrenAges = z
  .string()
  .regex(/^(\d{1,2}(,\d{1,2})*)?$/, 'ages separated by commas, such as 4,9')
  .transform((text) => (text === '' ? [] : text.split(',').map(Number)))
  .pipe(z.array(z.number().max(limits.childAge.max, `each age at most ${limits.childAge.max}`)));

export function createExploreParamsSchema(today: string) {
  return z
    .object({
      from: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, 'a 3-letter IATA code'),
      budget: z
        .string()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, 'an amount such as 800 or 800.50')
        .transform(Number)
        .pipe(z.number().positive('more than 0').max(10_000_000, 'at most 10,000,000')),
      currency: z.enum(currencyCodes, 'one of the supported currencies'),
      month,
      nights,
      adults: digits('adults', limits.flightAdults).default(1),
      children: digits('children', limits.flightChildren).default(0),
      childrenAges: childrenAges.default([]),
      rooms: digits('rooms', limits.rooms).default(1),
      level: z.enum(hotelLevels, `one of ${hotelLevels.join(', ')}`).default('mid'),
      /** Fares in this cabin, priced as a search in it prices them. */
      cabin: searchFields.cabinClass.default(defaultCabinClass),
      direct: z
        .enum(['true', 'false'], 'true or false')
        .default('false')
        .transform((value) => value === 'true'),
      /** What each traveller carries, as in a search: explore's flight prices include it. */
      bags: z.enum(bagChoices, 'personal, cabin or checked').default(defaultBagChoice),
      /** Also cities under 250 km by air from the origin's city, which explore leaves out unless asked. */
      nearby: z
        .enum(['true', 'false'], 'true or false')
        .default('false')
        .transform((value) => value === 'true'),
      /** The site language to name places in; else the language cookie's, else Accept-Language's. */
      lang: z.string().optional(),
    })
    .superRefine((params, ctx) => {
      const problem = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (params.adults + params.children > limits.flightTravellers) {
        problem('children', `adults and children together must be at most ${limits.flightTravellers}`);
      }
      if (params.childrenAges.length !== params.children)
        problem('childrenAges', 'needs one age for each child');
      if (params.adults + params.children > limits.guestsPerRoom * params.rooms) {
        problem('rooms', `a room holds at most ${limits.guestsPerRoom} guests`);
      }
      if (!exploreWindow(params.month, params.nights, today)) {
        problem('month', 'has no travel dates left: choose a later month within a year');
      }
    });
}

export type ExploreParams = z.infer<ReturnType<typeof createExploreParamsSchema>>;
