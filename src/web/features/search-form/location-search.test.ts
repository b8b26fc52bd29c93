import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TravelLocation } from '../../../core/travel-data';
import { ApiError } from '../../lib/api-client';
import { isLongEnoughKeyword, isRateLimited, searchLocations } from './location-search';

const paris: TravelLocation = {
  name: 'Paris',
  iataCode: 'PAR',
  subType: 'CITY',
  address: { cityName: 'Paris', countryName: 'France' },
};
const orly: TravelLocation = { ...paris, name: 'Paris-Orly Airport', iataCode: 'ORY', subType: 'AIRPORT' };

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('searchLocations', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks GET /api/locations for the keyword and kind, passing the abort signal through', async () => {
    const fetchMock = stubFetch(Response.json({ data: [paris, orly] }));
    const { signal } = new AbortController();

    await expect(searchLocations('par is', 'airport', signal)).resolves.toEqual([paris, orly]);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/locations?keyword=par+is&type=airport');
    expect(init?.signal).toBe(signal);
  });

  it('keeps only cities for the city variant', async () => {
    stubFetch(Response.json({ data: [paris, orly] }));

    await expect(searchLocations('par', 'city', new AbortController().signal)).resolves.toEqual([paris]);
  });

  it('reports the status and error code of a refused lookup', async () => {
    stubFetch(
      Response.json(
        { error: { code: 'keyword_too_short', message: 'Type at least 3 characters' } },
        { status: 400 },
      ),
    );

    const error: unknown = await searchLocations('pa', 'airport', new AbortController().signal).catch(
      (thrown: unknown) => thrown,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'keyword_too_short' });
    expect(isRateLimited(error)).toBe(false);
  });

  it('recognises a rate limit, even without a JSON body', async () => {
    stubFetch(new Response('Too Many Requests', { status: 429 }));

    const error: unknown = await searchLocations('par', 'airport', new AbortController().signal).catch(
      (thrown: unknown) => thrown,
    );

    expect(isRateLimited(error)).toBe(true);
    expect(error).toMatchObject({ status: 429, code: 'unknown' });
  });

  it('refuses an answer of the wrong shape', async () => {
    stubFetch(Response.json({ data: [{ name: 'Paris' }] }));

    await expect(searchLocations('par', 'airport', new AbortController().signal)).rejects.toThrow(
      'unexpected shape',
    );
  });
});

describe('isLongEnoughKeyword', () => {
  it('asks 3 characters, or 2 in Chinese, as the API does', () => {
    expect(isLongEnoughKeyword('par')).toBe(true);
    expect(isLongEnoughKeyword('pa')).toBe(false);
    expect(isLongEnoughKeyword('Ри')).toBe(false);
    expect(isLongEnoughKeyword('北京')).toBe(true);
    expect(isLongEnoughKeyword('北')).toBe(false);
  });
});
