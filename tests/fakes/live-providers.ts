import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeDuffel, type FakeDuffel } from './duffel-server';
import { startFakeLiteApi, type FakeLiteApi } from './liteapi-server';
import { startFakePhotoServer, type FakePhotoServer } from './photo-server';
import { startFakeTravelpayouts, type FakeTravelpayouts } from './travelpayouts-server';

/** Fixed rates for all 12 of product.md's currencies (units per euro), so a search in any of them converts. */
export const fakeRates = {
  base: 'EUR',
  date: '2026-11-20',
  rates: {
    USD: 1.0712,
    GBP: 0.8523,
    CNY: 7.6215,
    SAR: 4.0171,
    RUB: 98.41,
    UAH: 44.62,
    SEK: 11.482,
    NOK: 11.735,
    PLN: 4.2815,
    RON: 4.9768,
    RSD: 117.12,
  },
};

export interface FakeLiveProviders {
  /** Sells in pounds, as a British seller would: every flight is converted. */
  duffel: FakeDuffel;
  /** Its catalogue's https photos are on `photos`. */
  liteApi: FakeLiteApi;
  photos: FakePhotoServer;
  /** Explore's cached fares, to a dozen cities (the fake LiteAPI's four among them). */
  travelpayouts: FakeTravelpayouts;
  /** The app's environment to use them all: the live providers, their photo host in the CSP, fixed rates. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Fake Duffel, LiteAPI and Travelpayouts, LiteAPI's photo host, and a rates file in a folder of their own. */
export async function startFakeLiveProviders(): Promise<FakeLiveProviders> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tripfit-fakes-'));
  const ratesFile = path.join(folder, 'rates.json');
  const [duffel, photos, travelpayouts] = await Promise.all([
    startFakeDuffel(),
    startFakePhotoServer(),
    startFakeTravelpayouts(),
    writeFile(ratesFile, JSON.stringify(fakeRates)),
  ]);
  const liteApi = await startFakeLiteApi({ photoOrigin: photos.origin });
  duffel.setOffers({ currency: 'GBP' });
  return {
    duffel,
    liteApi,
    photos,
    travelpayouts,
    env: {
      FLIGHT_PROVIDER: 'duffel',
      DUFFEL_API_URL: duffel.url,
      DUFFEL_ACCESS_TOKEN: duffel.accessToken,
      HOTEL_PROVIDER: 'liteapi',
      LITEAPI_BASE_URL: liteApi.url,
      LITEAPI_API_KEY: liteApi.apiKey,
      HOTEL_PHOTO_ORIGINS: photos.origin,
      FX_RATES_FILE: ratesFile,
      TRAVELPAYOUTS_API_URL: travelpayouts.url,
      TRAVELPAYOUTS_TOKEN: travelpayouts.token,
    },
    close: async () => {
      await Promise.all([duffel.close(), liteApi.close(), photos.close(), travelpayouts.close()]);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
