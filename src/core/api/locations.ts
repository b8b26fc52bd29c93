import { z } from 'zod';
import type { PopularPlacesBody } from '../location-search/popular-places';
import type { TravelLocation } from '../travel-data';

/** GET /api/locations's query string. */
export const locationsQuerySchema = z.object({
  keyword: z.string().trim().default(''),
  /** 'city' keeps only CITY results (accommodation field); 'airport' (default) keeps airports and cities. */
  type: z.enum(['airport', 'city'], "type must be 'airport' or 'city'").default('airport'),
  /** The site language to name places in; else the language cookie's, else Accept-Language's. */
  lang: z.string().optional(),
});

/** GET /api/locations/popular's query string. */
export const popularPlacesQuerySchema = z.object({
  /** The site language to name places in; else the language cookie's, else Accept-Language's. */
  lang: z.string().optional(),
});

export const locationSchema = z.object({
  name: z.string(),
  iataCode: z.string(),
  subType: z.enum(['AIRPORT', 'CITY']),
  address: z.object({ cityName: z.string(), countryName: z.string() }),
}) satisfies z.ZodType<TravelLocation>;

/** GET /api/locations's answer: at most 10 matches, best first. */
export const locationMatchesSchema = z.object({ data: z.array(locationSchema) });

export const popularPlacesSchema = z.object({
  places: z.array(
    z.object({
      location: locationSchema,
      importance: z
        .number()
        .meta({ description: 'Ranks places that match a keyword alike: size, service, hub, capital' }),
      aliases: z.array(z.string()).meta({
        description:
          'Other names it is found by (keywords, its airports), normalised as the search compares them',
      }),
      localNames: z.number().int().min(0).optional().meta({
        description:
          "Index in `localNames` of its city's names in the site languages, shared with its airports",
      }),
      shown: z
        .object({ name: z.string(), cityName: z.string(), countryName: z.string() })
        .partial()
        .optional()
        .meta({
          description:
            'Its names in the asked language where they differ from `location`; a changed city name that is ' +
            "the name is ''",
        }),
    }),
  ),
  localNames: z
    .array(z.array(z.string()))
    .meta({ description: "Cities' names in the site languages, normalised" }),
}) satisfies z.ZodType<PopularPlacesBody>;
