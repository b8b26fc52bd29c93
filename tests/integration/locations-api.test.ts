import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

interface LocationsAnswer {
  data: { name: string; iataCode: string; subType: string; address: { countryName: string } }[];
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

  it.each([
    ['Москва', 'ru', 'MOW', 'Москва', 'Россия'],
    ['القاهرة', 'ar', 'CAI', 'القاهرة', 'مصر'],
    ['北京首都', 'zh', 'PEK', '北京首都', '中国'],
    ['Каїр', 'uk', 'CAI', 'Каїр', 'Єгипет'],
    ['Bern', 'en', 'BRN', 'Bern', 'Switzerland'],
  ])('answers %s in %s with %s named in the language', async (keyword, lang, code, name, country) => {
    const response = await server.fetch(`/api/locations?keyword=${encodeURIComponent(keyword)}&lang=${lang}`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as LocationsAnswer;
    expect(data[0]).toMatchObject({ iataCode: code, name, address: { countryName: country } });
  });

  it("names places in the browser's language when the site sends none, and says the answer varies so", async () => {
    const response = await server.fetch(`/api/locations?keyword=${encodeURIComponent('Москва')}`, {
      headers: { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' },
    });
    const { data } = (await response.json()) as LocationsAnswer;
    expect(data[0]).toMatchObject({ iataCode: 'MOW', name: 'Москва' });
    expect(response.headers.get('Vary')).toContain('Accept-Language');
  });

  it('accepts two Chinese characters', async () => {
    const response = await lookUp('北京');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as LocationsAnswer;
    expect(data[0]).toMatchObject({ iataCode: 'BJS', name: 'Beijing' });
  });

  it('still refuses two characters of other scripts with the product.md message', async () => {
    for (const keyword of ['lo', 'Ри', ' 北 ']) {
      const response = await lookUp(keyword);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'keyword_too_short', message: 'Type at least 3 characters to search' },
      });
    }
  });
});
