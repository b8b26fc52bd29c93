import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../src/core/saved-search';
import { savedSearchParams } from '../../src/core/saved-search';
import { signedInUser, startAccountsServer } from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import { savedSearchInput } from './helpers/saved-search-input';
import type { TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

describe('a saved search keeps its budget as typed, per traveller or in total', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAccountsServer(pglite);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('stores the typed amount and its basis, lists them, and searches with the whole trip’s budget', async () => {
    const { browser } = await signedInUser(server);
    const perTraveller = savedSearchInput({
      searchName: 'Per traveller',
      budget: 500,
      budgetPer: 'traveller',
    });
    const created = await browser.request('/api/saved-searches', { json: perTraveller });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await created.json()).toMatchObject({ budget: 500, budgetPer: 'traveller' });

    const untold = await browser.request('/api/saved-searches', {
      json: savedSearchInput({ searchName: 'In total' }),
    });
    expect(untold.status).toBe(201);
    expect(await untold.json()).toMatchObject({ budget: 3250.75, budgetPer: 'total' });

    const listed = (await (await browser.request('/api/saved-searches')).json()) as { data: SavedSearch[] };
    const saved = listed.data.find((search) => search.searchName === 'Per traveller');
    expect(saved).toMatchObject({ budget: 500, budgetPer: 'traveller' });
    // Two adults and two children fly: the search (and a watch's check) looks for trips up to 2,000.
    expect(saved && savedSearchParams(saved).budget).toBe(2000);
    const search = await server.fetch('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(saved && savedSearchParams(saved)),
    });
    expect(search.status).toBe(200);
    const { deals } = (await search.json()) as { deals: { totalPrice: number }[] };
    expect(deals.every((deal) => deal.totalPrice <= 2000)).toBe(true);
    expect(deals.some((deal) => deal.totalPrice > 500)).toBe(true);
  });

  it('refuses a basis it does not know, naming the field', async () => {
    const { browser } = await signedInUser(server);
    const refused = await browser.request('/api/saved-searches', {
      json: { ...savedSearchInput(), budgetPer: 'couple' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('budgetPer');
  });
});
