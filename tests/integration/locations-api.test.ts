import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

interface LocationsAnswer {
  data: { name: string; iataCode: string; subType: string }[];
}

describe('GET /api/locations in the site languages', () => {
  let server: TestServer;
  const lookUp = (keyword: string) => server.fetch(`/api/locations?keyword=${encodeURIComponent(keyword)}`);

  beforeAll(async () => {
    server = await startTestServer(pglite);
  });
  afterAll(async () => {
    await server.stop();
  });

  it.each([
    ['Москва', 'MOW', 'Moscow'],
    ['القاهرة', 'CAI', 'Cairo'],
    ['München', 'MUC', 'Munich'],
  ])('answers %s with %s first', async (keyword, code, name) => {
    const response = await lookUp(keyword);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as LocationsAnswer;
    expect(data[0]).toMatchObject({ iataCode: code, subType: 'CITY', name });
  });

  it('accepts two Chinese characters', async () => {
    const response = await lookUp('北京');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as LocationsAnswer;
    expect(data[0]).toMatchObject({ iataCode: 'BJS', name: 'Beijing' });
  });

  it('still refuses two characters of other scripts with the SPEC message', async () => {
    for (const keyword of ['lo', 'Ри', ' 北 ']) {
      const response = await lookUp(keyword);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'keyword_too_short', message: 'Type at least 3 characters to search' },
      });
    }
  });
});
