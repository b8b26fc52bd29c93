import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { forwardedClient } from './http/trust-proxy';

describe('loadConfig', () => {
  it('needs nothing: every variable has a working default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      FLIGHT_PROVIDER: 'sandbox',
      HOTEL_PROVIDER: 'sandbox',
      SUPPORT_EMAIL: 'support@tripfit.app',
      PUBLIC_URL: 'http://localhost:3000',
      TRUST_PROXY: { kind: 'hops', hops: 0 },
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('chooses each side on its own, with TRAVEL_PROVIDER naming both when they are not set', () => {
    const keys = { AMADEUS_CLIENT_ID: 'id', AMADEUS_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ TRAVEL_PROVIDER: 'amadeus', ...keys })).toMatchObject({
      FLIGHT_PROVIDER: 'amadeus',
      HOTEL_PROVIDER: 'amadeus',
    });
    expect(
      loadConfig({
        FLIGHT_PROVIDER: 'duffel',
        DUFFEL_ACCESS_TOKEN: 'duffel_test_x',
        HOTEL_PROVIDER: 'liteapi',
        LITEAPI_API_KEY: 'k',
      }),
    ).toMatchObject({
      FLIGHT_PROVIDER: 'duffel',
      HOTEL_PROVIDER: 'liteapi',
      DUFFEL_API_URL: 'https://api.duffel.com',
      LITEAPI_BASE_URL: 'https://api.liteapi.travel/v3.0',
    });
    expect(loadConfig({ TRAVEL_PROVIDER: 'amadeus', HOTEL_PROVIDER: 'sandbox', ...keys })).toMatchObject({
      FLIGHT_PROVIDER: 'amadeus',
      HOTEL_PROVIDER: 'sandbox',
    });
  });

  it.each([
    [
      { FLIGHT_PROVIDER: 'duffel' },
      'Invalid configuration: DUFFEL_ACCESS_TOKEN must be a value when FLIGHT_PROVIDER=duffel',
    ],
    [
      { HOTEL_PROVIDER: 'liteapi' },
      'Invalid configuration: LITEAPI_API_KEY must be a value when HOTEL_PROVIDER=liteapi',
    ],
    [
      { TRAVEL_PROVIDER: 'amadeus' },
      'Invalid configuration: AMADEUS_CLIENT_ID must be a value when TRAVEL_PROVIDER=amadeus',
    ],
    [
      { HOTEL_PROVIDER: 'hotelbeds' },
      'Invalid configuration: HOTEL_PROVIDER must be sandbox, liteapi or amadeus (got "hotelbeds")',
    ],
  ])('stops a live provider without its key with one clear line: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('treats empty values as unset, as an .env file with blank lines would give', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({ PORT: 3000 });
  });

  it('reads the trip-watch schedule: on, every 6 hours, 6 checks a minute unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      ALERTS_ENABLED: true,
      ALERTS_INTERVAL: 6 * 3_600_000,
      ALERTS_CHECKS_PER_MINUTE: 6,
    });
    expect(
      loadConfig({ ALERTS_ENABLED: 'false', ALERTS_INTERVAL: '90m', ALERTS_CHECKS_PER_MINUTE: '2' }),
    ).toMatchObject({ ALERTS_ENABLED: false, ALERTS_INTERVAL: 90 * 60_000, ALERTS_CHECKS_PER_MINUTE: 2 });
    expect(loadConfig({ ALERTS_INTERVAL: '1d' }).ALERTS_INTERVAL).toBe(86_400_000);
    for (const bad of ['6', '30s', '0m', '8d', 'six hours', '-1h']) {
      expect(() => loadConfig({ ALERTS_INTERVAL: bad })).toThrow(
        `Invalid configuration: ALERTS_INTERVAL must be a duration from 1m to 7d such as 30m, 6h or 1d (got "${bad}")`,
      );
    }
    expect(() => loadConfig({ ALERTS_ENABLED: 'yes' })).toThrow('ALERTS_ENABLED must be true or false');
    expect(() => loadConfig({ ALERTS_CHECKS_PER_MINUTE: '0' })).toThrow(
      'ALERTS_CHECKS_PER_MINUTE must be a whole number from 1 to 600',
    );
  });

  it('allows 4 uncached explores at once unless told otherwise, from 1 to 64', () => {
    expect(loadConfig({}).EXPLORE_COLD_LIMIT).toBe(4);
    expect(loadConfig({ EXPLORE_COLD_LIMIT: '12' }).EXPLORE_COLD_LIMIT).toBe(12);
    for (const bad of ['0', '65', '2.5', 'many']) {
      expect(() => loadConfig({ EXPLORE_COLD_LIMIT: bad })).toThrow(
        `Invalid configuration: EXPLORE_COLD_LIMIT must be a whole number from 1 to 64 (got "${bad}")`,
      );
    }
  });

  it('runs the sandbox clock on the server clock unless told to shift it by -365 to 365 whole days', () => {
    expect(loadConfig({}).SANDBOX_CLOCK_OFFSET_DAYS).toBe(0);
    expect(loadConfig({ SANDBOX_CLOCK_OFFSET_DAYS: '3' }).SANDBOX_CLOCK_OFFSET_DAYS).toBe(3);
    expect(loadConfig({ SANDBOX_CLOCK_OFFSET_DAYS: '-1' }).SANDBOX_CLOCK_OFFSET_DAYS).toBe(-1);
    for (const bad of ['366', '-366', '1.5', 'tomorrow']) {
      expect(() => loadConfig({ SANDBOX_CLOCK_OFFSET_DAYS: bad })).toThrow(
        `Invalid configuration: SANDBOX_CLOCK_OFFSET_DAYS must be a whole number of days from -365 to 365 (got "${bad}")`,
      );
    }
  });

  it('reads typed values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://tripfit@db:5432/tripfit',
      REDIS_URL: 'rediss://cache:6380',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: { kind: 'hops', hops: 1 },
      REDIS_URL: 'rediss://cache:6380',
    });
  });

  it('points mail links at the port the server listens on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ PORT: '4101' }).PUBLIC_URL).toBe('http://localhost:4101');
    expect(loadConfig({ PORT: '4101', PUBLIC_URL: 'https://tripfit.example.com' }).PUBLIC_URL).toBe(
      'https://tripfit.example.com',
    );
    // A random port is unknown until the server listens: the default port stands in (set PUBLIC_URL).
    expect(loadConfig({ PORT: '0' }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it.each([
    ['false', { kind: 'hops', hops: 0 }],
    ['0', { kind: 'hops', hops: 0 }],
    ['true', { kind: 'hops', hops: 1 }],
    ['1', { kind: 'hops', hops: 1 }],
    ['2', { kind: 'hops', hops: 2 }],
  ])('reads TRUST_PROXY=%s as a number of proxy hops', (value, trust) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(trust);
  });

  it('reads TRUST_PROXY as a list of proxy addresses and CIDR ranges', () => {
    const trust = loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).TRUST_PROXY;
    expect(forwardedClient(trust, '192.168.1.7', '203.0.113.9, 10.1.2.3, fd00::5')).toBe('203.0.113.9');
  });

  it.each([
    [{ PORT: '-1' }, 'Invalid configuration: PORT must be a port number from 0 to 65535 (got "-1")'],
    [
      { REDIS_URL: 'http://cache' },
      'Invalid configuration: REDIS_URL must be a redis or rediss URL such as redis://127.0.0.1:6379',
    ],
    [
      { PUBLIC_URL: 'tripfit.app' },
      'Invalid configuration: PUBLIC_URL must be a http or https URL such as https://tripfit.example.com (got "tripfit.app")',
    ],
    [
      { TRAVEL_PROVIDER: 'amadeus', AMADEUS_CLIENT_ID: 'id' },
      'Invalid configuration: AMADEUS_CLIENT_SECRET must be a value when TRAVEL_PROVIDER=amadeus',
    ],
  ])('names the variable and what it expected for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it.each(['yes', '-1', '1.5', '10.0.0.1,', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/8', '10.0.0.0/x'])(
    'names what TRUST_PROXY expects for %s',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        new ConfigError(
          'Invalid configuration: TRUST_PROXY must be false, a number of proxy hops such as 1, or a comma-separated ' +
            `list of proxy addresses and CIDR ranges such as 10.0.0.0/8,192.168.1.7 (got "${value}")`,
        ),
      );
    },
  );

  it('never echoes a secret value', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:s3cret@db/tripfit' })).toThrow(ConfigError);
    try {
      loadConfig({ DATABASE_URL: 'mysql://root:s3cret@db/tripfit' });
    } catch (error) {
      expect(String(error)).not.toContain('s3cret');
    }
  });

  describe('hotel photo origins', () => {
    it('leaves HOTEL_PHOTO_ORIGINS unset by default, so the provider decides', () => {
      expect(loadConfig({}).HOTEL_PHOTO_ORIGINS).toBeUndefined();
    });

    it('reads a comma-separated list of https origins, written as browsers compare them', () => {
      expect(
        loadConfig({
          HOTEL_PHOTO_ORIGINS:
            'https://Photos.Example.com, https://127.0.0.1:8443/,https://cdn.example.net:443',
        }).HOTEL_PHOTO_ORIGINS,
      ).toEqual(['https://photos.example.com', 'https://127.0.0.1:8443', 'https://cdn.example.net']);
    });

    it.each([
      ['http://photos.example.com', '"http://photos.example.com" is not https'],
      ['photos.example.com', '"photos.example.com" is not a URL'],
      ['https://cdn.example.com/hotels', '"https://cdn.example.com/hotels" has a path, query or fragment'],
      ['https://cdn.example.com?v=1', '"https://cdn.example.com?v=1" has a path, query or fragment'],
      ['https://cdn.example.com#top', '"https://cdn.example.com#top" has a path, query or fragment'],
      ['https://user:pass@cdn.example.com', '"https://user:pass@cdn.example.com" has credentials'],
      ['https://*.example.com', '"https://*.example.com" has a wildcard'],
      ['https://a.example.com,,https://b.example.com', '"" is empty'],
    ])('names what HOTEL_PHOTO_ORIGINS expects and the bad entry for %s', (value, problem) => {
      expect(() => loadConfig({ HOTEL_PHOTO_ORIGINS: value })).toThrow(
        new ConfigError(
          'Invalid configuration: HOTEL_PHOTO_ORIGINS must be a comma-separated list of https origins (no path, ' +
            'query or credentials) such as https://photos.example.com,https://cdn.example.net; ' +
            `${problem} (got ${JSON.stringify(value)})`,
        ),
      );
    });
  });

  describe('explore fares (Travelpayouts)', () => {
    it('needs no token, and has the public API and the us market by default', () => {
      const config = loadConfig({});
      expect(config.TRAVELPAYOUTS_TOKEN).toBeUndefined();
      expect(config).toMatchObject({
        TRAVELPAYOUTS_API_URL: 'https://api.travelpayouts.com',
        TRAVELPAYOUTS_MARKET: 'us',
      });
    });

    it('reads a token, an http(s) API URL and a market', () => {
      expect(
        loadConfig({
          TRAVELPAYOUTS_TOKEN: '0123456789abcdef0123456789abcdef',
          TRAVELPAYOUTS_API_URL: 'http://127.0.0.1:8125',
          TRAVELPAYOUTS_MARKET: 'gb',
        }),
      ).toMatchObject({
        TRAVELPAYOUTS_TOKEN: '0123456789abcdef0123456789abcdef',
        TRAVELPAYOUTS_API_URL: 'http://127.0.0.1:8125',
        TRAVELPAYOUTS_MARKET: 'gb',
      });
      expect(loadConfig({ TRAVELPAYOUTS_TOKEN: '', TRAVELPAYOUTS_MARKET: '' })).toMatchObject({
        TRAVELPAYOUTS_MARKET: 'us',
      });
    });

    it.each([
      [
        { TRAVELPAYOUTS_API_URL: 'ftp://api.travelpayouts.com' },
        'Invalid configuration: TRAVELPAYOUTS_API_URL must be a https or http URL such as ' +
          'https://api.travelpayouts.com (got "ftp://api.travelpayouts.com")',
      ],
      [
        { TRAVELPAYOUTS_MARKET: 'GB' },
        'Invalid configuration: TRAVELPAYOUTS_MARKET must be two lowercase letters such as us (a country code) ' +
          '(got "GB")',
      ],
      [
        { TRAVELPAYOUTS_MARKET: 'gbr' },
        'Invalid configuration: TRAVELPAYOUTS_MARKET must be two lowercase letters such as us (a country code) ' +
          '(got "gbr")',
      ],
    ])('names the variable and what it expected for %o', (env, message) => {
      expect(() => loadConfig(env)).toThrow(new ConfigError(message));
    });

    it('refuses a token with a space or line break without echoing it', () => {
      const token = 's3cret-travelpayouts-token\n';
      expect(() => loadConfig({ TRAVELPAYOUTS_TOKEN: token })).toThrow(
        new ConfigError(
          'Invalid configuration: TRAVELPAYOUTS_TOKEN must be a token without spaces or line breaks',
        ),
      );
    });
  });

  describe('exchange rates', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'tripfit-config-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const file = (name: string, content: string) => {
      const where = path.join(folder, name);
      writeFileSync(where, content);
      return where;
    };

    it('reads FX_RATES_FILE at start, and leaves both variables unset by default', () => {
      const rates = { base: 'EUR', date: '2026-11-20', rates: { USD: 1.0712, GBP: 0.8523 } };
      expect(loadConfig({ FX_RATES_FILE: file('good.json', JSON.stringify(rates)) }).FX_RATES_FILE).toEqual(
        rates,
      );
      const defaults = loadConfig({});
      expect(defaults.FX_RATES_FILE).toBeUndefined();
      expect(defaults.FX_RATES_URL).toBeUndefined();
    });

    it('stops with one line naming FX_RATES_FILE, the shape it expects and what is wrong', () => {
      const bad = file('bad.json', '{"base":"EUR","date":"2026-11-20","rates":{"USD":-1}}');
      expect(() => loadConfig({ FX_RATES_FILE: bad })).toThrow(
        new ConfigError(
          'Invalid configuration: FX_RATES_FILE must be a JSON file of exchange rates such as ' +
            '{"base":"EUR","date":"2026-11-20","rates":{"USD":1.0712,"GBP":0.8523}}; ' +
            `rates.USD should be a positive number (got ${JSON.stringify(bad)})`,
        ),
      );
      const missing = path.join(folder, 'missing.json');
      expect(() => loadConfig({ FX_RATES_FILE: missing })).toThrow(
        /FX_RATES_FILE must be .*; it cannot be read/,
      );
    });

    it('takes an http(s) FX_RATES_URL', () => {
      const url = 'http://127.0.0.1:8123/v1/currencies/eur.json';
      expect(loadConfig({ FX_RATES_URL: url }).FX_RATES_URL).toBe(url);
      expect(() => loadConfig({ FX_RATES_URL: 'currency-api' })).toThrow(
        new ConfigError(
          'Invalid configuration: FX_RATES_URL must be a https or http URL such as ' +
            'https://latest.currency-api.pages.dev/v1/currencies/eur.json (got "currency-api")',
        ),
      );
    });
  });
});
