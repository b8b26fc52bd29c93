import { z } from 'zod';
import { RATES_FILE_EXPECTED, readRatesFile } from './exchange-rates/rates-file';
import { parsePhotoOrigins, PHOTO_ORIGINS_EXPECTED } from './http/photo-origins';
import { parseTrustProxy, TRUST_PROXY_EXPECTED } from './http/trust-proxy';

const DEFAULT_PORT = 3000;

const INTERVAL_EXPECTED = 'a duration from 1m to 7d such as 30m, 6h or 1d';
const intervalUnits = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '6h' → milliseconds; undefined outside 1 minute … 7 days or in another shape. */
function parseInterval(text: string): number | undefined {
  const match = /^(\d{1,5})(m|h|d)$/.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * intervalUnits[match[2] as keyof typeof intervalUnits];
  return ms >= intervalUnits.m && ms <= 7 * intervalUnits.d ? ms : undefined;
}

/** Empty strings in an env file mean "not set", so defaults apply. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const COLD_LIMIT_EXPECTED = 'a whole number from 1 to 64';
const CLOCK_OFFSET_EXPECTED = 'a whole number of days from -365 to 365';

const urlWithProtocols = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    },
    `a ${protocols.join(' or ')} URL such as ${example}`,
  );

const envSchema = z
  .object({
    NODE_ENV: optional(
      z.enum(['development', 'production', 'test'], 'development, production or test'),
    ).default('development'),
    LOG_LEVEL: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'a pino level such as info'),
    ).default('info'),
    PORT: optional(
      z.coerce
        .number('a port number from 0 to 65535')
        .int('a port number from 0 to 65535')
        .min(0, 'a port number from 0 to 65535')
        .max(65535, 'a port number from 0 to 65535'),
    ).default(DEFAULT_PORT),
    HOST: optional(z.string()).default('0.0.0.0'),
    DATA_DIR: optional(z.string()).default('./data'),
    DATABASE_URL: optional(
      urlWithProtocols(['postgres', 'postgresql'], 'postgres://user:pass@host:5432/tripfit'),
    ),
    REDIS_URL: optional(urlWithProtocols(['redis', 'rediss'], 'redis://127.0.0.1:6379')),
    TRAVEL_PROVIDER: optional(z.enum(['sandbox', 'amadeus'], 'sandbox or amadeus')),
    FLIGHT_PROVIDER: optional(z.enum(['sandbox', 'duffel', 'amadeus'], 'sandbox, duffel or amadeus')),
    HOTEL_PROVIDER: optional(z.enum(['sandbox', 'liteapi', 'amadeus'], 'sandbox, liteapi or amadeus')),
    DUFFEL_ACCESS_TOKEN: optional(z.string()),
    DUFFEL_API_URL: optional(urlWithProtocols(['https', 'http'], 'https://api.duffel.com')).default(
      'https://api.duffel.com',
    ),
    LITEAPI_API_KEY: optional(z.string()),
    LITEAPI_BASE_URL: optional(
      urlWithProtocols(['https', 'http'], 'https://api.liteapi.travel/v3.0'),
    ).default('https://api.liteapi.travel/v3.0'),
    // Replaces the hotel provider's photo hosts in the CSP's img-src: a CDN or mirror of them, or a test's fake.
    HOTEL_PHOTO_ORIGINS: optional(z.string()).transform((value, ctx) => {
      if (value === undefined) return undefined;
      const reading = parsePhotoOrigins(value);
      if ('origins' in reading) return reading.origins;
      ctx.addIssue({ code: 'custom', message: `${PHOTO_ORIGINS_EXPECTED}; ${reading.problem}` });
      return z.NEVER;
    }),
    // Explore's cached fares (Travelpayouts Data API): without a token, live explore is not available.
    // A token pasted with a space or line break in it would be refused on every call: stop at start instead.
    TRAVELPAYOUTS_TOKEN: optional(z.string().regex(/^\S+$/, 'a token without spaces or line breaks')),
    TRAVELPAYOUTS_API_URL: optional(
      urlWithProtocols(['https', 'http'], 'https://api.travelpayouts.com'),
    ).default('https://api.travelpayouts.com'),
    // The market whose travellers' searches the fares come from (ISO 3166-1 alpha-2, lower case).
    TRAVELPAYOUTS_MARKET: optional(
      z.string().regex(/^[a-z]{2}$/, 'two lowercase letters such as us (a country code)'),
    ).default('us'),
    /**
     * Uncached explores (an origin's window indexed in a worker thread, seconds of CPU) priced at once: on this
     * instance, or on every instance together with REDIS_URL. Beyond it explore answers 503 explore_busy.
     */
    EXPLORE_COLD_LIMIT: optional(
      z.coerce
        .number({ error: COLD_LIMIT_EXPECTED })
        .int(COLD_LIMIT_EXPECTED)
        .min(1, COLD_LIMIT_EXPECTED)
        .max(64, COLD_LIMIT_EXPECTED),
    ).default(4),
    /**
     * Days the sandbox's clock runs ahead of the server's (behind when negative): its prices move with the day
     * they are asked on, so SANDBOX_CLOCK_OFFSET_DAYS=1 shows tomorrow's. Only the sandbox's prices see it.
     */
    SANDBOX_CLOCK_OFFSET_DAYS: optional(
      z.coerce
        .number({ error: CLOCK_OFFSET_EXPECTED })
        .int(CLOCK_OFFSET_EXPECTED)
        .min(-365, CLOCK_OFFSET_EXPECTED)
        .max(365, CLOCK_OFFSET_EXPECTED),
    ).default(0),
    AMADEUS_BASE_URL: optional(urlWithProtocols(['https', 'http'], 'https://test.api.amadeus.com')).default(
      'https://test.api.amadeus.com',
    ),
    AMADEUS_CLIENT_ID: optional(z.string()),
    AMADEUS_CLIENT_SECRET: optional(z.string()),
    SMTP_URL: optional(urlWithProtocols(['smtp', 'smtps'], 'smtp://user:pass@mail.example.com:587')),
    MAIL_FROM: optional(z.string()).default('TripFit <no-reply@tripfit.app>'),
    /** Trip watching's schedule in this server (npm run alerts:check works either way). */
    ALERTS_ENABLED: optional(z.enum(['true', 'false'], 'true or false'))
      .default('true')
      .transform((value) => value === 'true'),
    /** How long after a watch's check the next one is due. */
    ALERTS_INTERVAL: optional(z.string())
      .default('6h')
      .transform((value, ctx) => {
        const ms = parseInterval(value);
        if (ms !== undefined) return ms;
        ctx.addIssue({ code: 'custom', message: INTERVAL_EXPECTED });
        return z.NEVER;
      }),
    /** The checks every instance together may run in a minute: a low budget that leaves providers to visitors. */
    ALERTS_CHECKS_PER_MINUTE: optional(
      z.coerce
        .number()
        .int('a whole number from 1 to 600')
        .min(1, 'a whole number from 1 to 600')
        .max(600, 'a whole number from 1 to 600'),
    ).default(6),
    SUPPORT_EMAIL: optional(z.email('an email address such as support@tripfit.app')).default(
      'support@tripfit.app',
    ),
    PUBLIC_URL: optional(urlWithProtocols(['http', 'https'], 'https://tripfit.example.com')),
    TRUST_PROXY: optional(z.string()).transform((value, ctx) => {
      const trust = parseTrustProxy(value ?? 'false');
      if (trust) return trust;
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_EXPECTED });
      return z.NEVER;
    }),
    AUTH_SECRET: optional(z.string().min(32, 'a random string of at least 32 characters')),
    METRICS_TOKEN: optional(z.string().min(16, 'a random string of at least 16 characters')),
    // Read and checked here, so a bad file stops the start with one line like any other bad value.
    FX_RATES_FILE: optional(z.string()).transform((path, ctx) => {
      if (path === undefined) return undefined;
      const reading = readRatesFile(path);
      if ('rates' in reading) return reading.rates;
      ctx.addIssue({ code: 'custom', message: `${RATES_FILE_EXPECTED}; ${reading.problem}` });
      return z.NEVER;
    }),
    FX_RATES_URL: optional(
      urlWithProtocols(['https', 'http'], 'https://latest.currency-api.pages.dev/v1/currencies/eur.json'),
    ),
  })
  .superRefine((env, ctx) => {
    // A live provider without its keys would fail every search: stop at start instead, naming the key.
    const sides = providerSides(env);
    const needs = (side: 'FLIGHT_PROVIDER' | 'HOTEL_PROVIDER', provider: string, keys: readonly string[]) => {
      if (sides[side] !== provider) return;
      const chosen = env[side] ? side : 'TRAVEL_PROVIDER';
      for (const key of keys) {
        if (!env[key as keyof typeof env]) {
          ctx.addIssue({ code: 'custom', path: [key], message: `a value when ${chosen}=${provider}` });
        }
      }
    };
    for (const side of ['FLIGHT_PROVIDER', 'HOTEL_PROVIDER'] as const) {
      needs(side, 'amadeus', ['AMADEUS_CLIENT_ID', 'AMADEUS_CLIENT_SECRET']);
    }
    needs('FLIGHT_PROVIDER', 'duffel', ['DUFFEL_ACCESS_TOKEN']);
    needs('HOTEL_PROVIDER', 'liteapi', ['LITEAPI_API_KEY']);
  })
  // Mail links follow the port. PORT=0's port is known only once listening, so 3000 stands in: set PUBLIC_URL then.
  .transform((env) => ({
    ...env,
    ...providerSides(env),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT || DEFAULT_PORT}`,
  }));

export type Config = z.infer<typeof envSchema>;

/** Each side's provider: its own variable, else TRAVEL_PROVIDER (which names both), else the offline sandbox. */
function providerSides(env: {
  TRAVEL_PROVIDER?: 'sandbox' | 'amadeus';
  FLIGHT_PROVIDER?: 'sandbox' | 'duffel' | 'amadeus';
  HOTEL_PROVIDER?: 'sandbox' | 'liteapi' | 'amadeus';
}) {
  return {
    FLIGHT_PROVIDER: env.FLIGHT_PROVIDER ?? env.TRAVEL_PROVIDER ?? 'sandbox',
    HOTEL_PROVIDER: env.HOTEL_PROVIDER ?? env.TRAVEL_PROVIDER ?? 'sandbox',
  };
}

/** Variables whose values may hold credentials: never echoed in an error. */
const secretVariables = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'AMADEUS_CLIENT_SECRET',
  'DUFFEL_ACCESS_TOKEN',
  'LITEAPI_API_KEY',
  'TRAVELPAYOUTS_TOKEN',
  'AUTH_SECRET',
  'METRICS_TOKEN',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; the error names the first bad variable and what it expected. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = String(issue?.path[0] ?? 'environment');
  const given = env[variable];
  const shown = given === undefined || secretVariables.has(variable) ? '' : ` (got ${JSON.stringify(given)})`;
  throw new ConfigError(`Invalid configuration: ${variable} must be ${issue?.message ?? 'valid'}${shown}`);
}
