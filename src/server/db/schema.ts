import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BagChoice } from '../../core/bag-choices';
import type { BudgetBasis } from '../../core/budget-basis';
import type { CabinClass } from '../../core/cabin-classes';
import type { CurrencyCode } from '../../core/currencies';
import type { HotelLevel } from '../../core/hotel-levels';
import type { ObservationSource } from '../../core/price-history';
import type { WatchEnd } from '../../core/trip-watch';
import { user } from './auth-schema';

export * from './auth-schema';

/** What visitors send through the contact form (DESIGN.md "Data"). */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** product.md §3 profile, one per user, keyed by the user's id and removed with the user. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  preferredCurrency: text('preferred_currency').notNull().default('USD'),
  preferredLanguage: text('preferred_language').notNull().default('en'),
});

/** product.md §3 saved search, owned by one user and removed with them; listed newest first. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    searchName: text('search_name'),
    flightFrom: text('flight_from').notNull(),
    flightFromName: text('flight_from_name').notNull(),
    flightTo: text('flight_to').notNull(),
    flightToName: text('flight_to_name').notNull(),
    departureDate: date('departure_date').notNull(),
    returnDate: date('return_date'),
    isOneWay: boolean('is_one_way').notNull(),
    flightAdults: integer('flight_adults').notNull(),
    flightChildren: integer('flight_children').notNull(),
    accommodationAdults: integer('accommodation_adults').notNull(),
    accommodationChildren: integer('accommodation_children').notNull(),
    accommodationLocation: text('accommodation_location').notNull(),
    checkInDate: date('check_in_date').notNull(),
    checkOutDate: date('check_out_date').notNull(),
    /** Exact decimal: a budget comes back as it was saved. */
    budget: numeric('budget', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    cabinClass: text('cabin_class').$type<CabinClass>().notNull(),
    directFlights: boolean('direct_flights').notNull(),
    rooms: integer('rooms').notNull(),
    childrenAges: integer('children_ages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** What each traveller takes on the plane; searches saved before bags were counted took a cabin bag. */
    bags: text('bags').$type<BagChoice>().notNull().default('cabin'),
    /** Whether the budget was typed for the whole trip or per traveller (`budget` is always the typed amount). */
    budgetPer: text('budget_per').$type<BudgetBasis>().notNull().default('total'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_searches_user_created_idx').on(table.userId, table.createdAt.desc())],
);

/**
 * A saved search someone watches (issue 15): the last check's outcome, what the last mail announced, and the
 * lease a check holds while it runs. Removed with its saved search (and so with its owner).
 */
export const tripWatches = pgTable(
  'trip_watches',
  {
    savedSearchId: uuid('saved_search_id')
      .primaryKey()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    watching: boolean('watching').notNull().default(true),
    /** Why watching stopped by itself: 'departed' once the departure date passed, 'paused' after failed checks. */
    ended: text('ended').$type<WatchEnd>(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    bestTotal: numeric('best_total', { mode: 'number' }),
    /** Set while a check runs, so another instance leaves the watch alone until the lease runs out. */
    checkStartedAt: timestamp('check_started_at', { withTimezone: true }),
    lastMailedTotal: numeric('last_mailed_total', { mode: 'number' }),
    /** UTC day of the last mail: at most one mail a day, even when a retried job runs twice. */
    lastMailedDay: date('last_mailed_day'),
    /** The site's language when the watch was turned on: the mail's, before the profile's preferred one. */
    language: text('language'),
    /** Checks whose search failed in a row since the last good one, and when the first of them failed. */
    failedChecks: integer('failed_checks').notNull().default(0),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** After a failed check, the next is due then (backing off) rather than ALERTS_INTERVAL after the last. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** The queued check's job, removed with the watch, and when it was queued. */
    jobId: uuid('job_id'),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
  },
  (table) => [index('trip_watches_due_idx').on(table.watching, table.checkedAt)],
);

/**
 * Every trip total TripFit computed (issue 30, core/price-history.ts): searches, date-grid cells, explore trips and
 * watch checks, in US dollars at the day's rate. Written in batches off the request path, pruned after 13 months;
 * the index serves the one lookup, one key's observations of the last days.
 */
export const priceObservations = pgTable(
  'price_observations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromCity: text('from_city').notNull(),
    toCity: text('to_city').notNull(),
    /** The departure month, 'YYYY-MM'. */
    month: text('month').notNull(),
    nights: smallint('nights').notNull(),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull(),
    rooms: smallint('rooms').notNull(),
    cabin: text('cabin').$type<CabinClass>().notNull(),
    bags: text('bags').$type<BagChoice>().notNull(),
    hotelLevel: text('hotel_level').$type<HotelLevel>().notNull(),
    totalUsd: numeric('total_usd', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    source: text('source').$type<ObservationSource>().notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('price_observations_lookup_idx').on(
      table.fromCity,
      table.toCity,
      table.month,
      table.nights,
      table.adults,
      table.children,
      table.rooms,
      table.cabin,
      table.bags,
      table.hotelLevel,
      table.observedAt,
    ),
    index('price_observations_observed_idx').on(table.observedAt),
  ],
);

/** A watched trip's own history (issue 30): the best total within the budget at each check; null when none fitted. */
export const tripWatchChecks = pgTable(
  'trip_watch_checks',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    bestTotal: numeric('best_total', { mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.checkedAt] })],
);
