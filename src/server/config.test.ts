import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('needs nothing: every variable has a working default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      TRAVEL_PROVIDER: 'sandbox',
      SUPPORT_EMAIL: 'support@tripfit.app',
      PUBLIC_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('treats empty values as unset, as an .env file with blank lines would give', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({ PORT: 3000 });
  });

  it('reads typed values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://tripfit@db:5432/tripfit',
      REDIS_URL: 'rediss://cache:6380',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({ PORT: 8080, TRUST_PROXY: true, REDIS_URL: 'rediss://cache:6380' });
  });

  it.each([
    [{ PORT: '-1' }, 'Invalid configuration: PORT must be a port number from 0 to 65535 (got "-1")'],
    [
      { REDIS_URL: 'http://cache' },
      'Invalid configuration: REDIS_URL must be a redis or rediss URL such as redis://127.0.0.1:6379',
    ],
    [{ TRUST_PROXY: 'yes' }, 'Invalid configuration: TRUST_PROXY must be true or false (got "yes")'],
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

  it('never echoes a secret value', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:s3cret@db/tripfit' })).toThrow(ConfigError);
    try {
      loadConfig({ DATABASE_URL: 'mysql://root:s3cret@db/tripfit' });
    } catch (error) {
      expect(String(error)).not.toContain('s3cret');
    }
  });
});
