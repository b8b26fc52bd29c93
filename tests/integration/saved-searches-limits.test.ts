import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../src/core/saved-search';
import { savedSearches } from '../../src/server/db/schema';
import { signedInUser, startAccountsServer, type Browser } from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import { savedSearchInput } from './helpers/saved-search-input';
import { storeSavedSearches } from './helpers/stored-saved-searches';
import type { TestServer } from './helpers/test-server';

interface Page {
  data: SavedSearch[];
  nextCursor: string | null;
}

const limitReached = {
  error: {
    code: 'saved_search_limit',
    message: 'You can keep up to 100 saved searches. Delete one to save another.',
  },
};

describe.each(databaseBackends)(
  'saved searches: at most 100 per account, listed in pages, on $name',
  (backend) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startAccountsServer(backend);
    });
    afterAll(async () => {
      await server.stop();
    });

    const insertSavedSearches = (userId: string, howMany: number) =>
      storeSavedSearches(
        server,
        userId,
        Array.from({ length: howMany }, (_, index) => savedSearchInput({ searchName: `Stored ${index}` })),
      );

    async function storedCount(userId: string): Promise<number> {
      const [row] = await server.services.database.db
        .select({ stored: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      return row?.stored ?? 0;
    }

    const save = (browser: Browser, searchName = 'One more') =>
      browser.request('/api/saved-searches', { json: savedSearchInput({ searchName }) });

    async function page(browser: Browser, query: string): Promise<Page> {
      const response = await browser.request(`/api/saved-searches${query}`);
      expect(response.status, query).toBe(200);
      return (await response.json()) as Page;
    }

    /** Every saved search of the user, page by page, following nextCursor to the end. */
    async function readAllPages(browser: Browser, limit?: number): Promise<{ ids: string[]; pages: number }> {
      const ids: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const params = new URLSearchParams();
        if (limit !== undefined) params.set('limit', String(limit));
        if (cursor) params.set('cursor', cursor);
        const answer = await page(browser, `?${params}`);
        expect(answer.data.length).toBeLessThanOrEqual(limit ?? 20);
        if (answer.nextCursor !== null) expect(answer.data.length).toBe(limit ?? 20);
        ids.push(...answer.data.map((search) => search.id));
        cursor = answer.nextCursor;
        pages++;
      } while (cursor !== null);
      return { ids, pages };
    }

    it('saves up to 100, refuses the 101st with 409, and saves again once one is deleted', async () => {
      const { browser, id } = await signedInUser(server);
      await insertSavedSearches(id, 99);

      const hundredth = await save(browser, 'The 100th');
      expect(hundredth.status).toBe(201);
      const refused = await save(browser, 'The 101st');
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(limitReached);
      expect(await storedCount(id)).toBe(100);

      const { id: deletedId } = (await hundredth.json()) as SavedSearch;
      expect((await browser.request(`/api/saved-searches/${deletedId}`, { method: 'DELETE' })).status).toBe(
        204,
      );
      expect((await save(browser, 'In its place')).status).toBe(201);
      expect((await save(browser, 'Still too many')).status).toBe(409);
      expect(await storedCount(id)).toBe(100);
    });

    it('never stores more than 100 when saves arrive together at the limit', async () => {
      const { browser, id } = await signedInUser(server);
      await insertSavedSearches(id, 95);

      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => save(browser, `Rush ${index}`)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(15).fill(409)]);
      expect(await storedCount(id)).toBe(100);
    });

    it('counts each account on its own', async () => {
      const full = await signedInUser(server);
      await insertSavedSearches(full.id, 100);
      const other = await signedInUser(server);
      await insertSavedSearches(other.id, 99);

      expect((await save(full.browser)).status).toBe(409);
      expect((await save(other.browser)).status).toBe(201);
    });

    it('pages through every saved search exactly once, newest first, whatever the page size', async () => {
      const { browser, id } = await signedInUser(server);
      // One statement stores these with the same created_at, so the id alone orders them: ties across pages.
      await insertSavedSearches(id, 40);
      // Saved one by one, these carry created_at to the microsecond.
      for (let index = 0; index < 5; index++)
        expect((await save(browser, `Fresh ${index}`)).status).toBe(201);
      const someoneElse = await signedInUser(server);
      await insertSavedSearches(someoneElse.id, 3);

      const expected = (
        await server.services.database.db
          .select({ id: savedSearches.id })
          .from(savedSearches)
          .where(eq(savedSearches.userId, id))
          .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      ).map((row) => row.id);
      expect(expected).toHaveLength(45);

      expect(await readAllPages(browser)).toEqual({ ids: expected, pages: 3 });
      expect(await readAllPages(browser, 1)).toEqual({ ids: expected, pages: 45 });
      expect(await readAllPages(browser, 7)).toEqual({ ids: expected, pages: 7 });
      expect(await readAllPages(browser, 45)).toEqual({ ids: expected, pages: 1 });
      expect(await readAllPages(browser, 100)).toEqual({ ids: expected, pages: 1 });
    });

    it('keeps paging from where it was after the last search of a page is deleted', async () => {
      const { browser } = await signedInUser(server);
      for (let index = 0; index < 4; index++) expect((await save(browser, `Trip ${index}`)).status).toBe(201);

      const first = await page(browser, '?limit=2');
      const lastShown = first.data.at(-1);
      if (!lastShown || !first.nextCursor) throw new Error('expected a second page');
      expect(
        (await browser.request(`/api/saved-searches/${lastShown.id}`, { method: 'DELETE' })).status,
      ).toBe(204);

      const second = await page(browser, `?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`);
      expect(second.data.map((search) => search.searchName)).toEqual(['Trip 1', 'Trip 0']);
      expect(second.nextCursor).toBeNull();
    });

    it('answers the newest 20 with no query, and an empty list with no next page', async () => {
      const { browser, id } = await signedInUser(server);
      expect(await page(browser, '')).toEqual({ data: [], nextCursor: null });
      await insertSavedSearches(id, 21);
      const first = await page(browser, '');
      expect(first.data).toHaveLength(20);
      expect(first.nextCursor).toEqual(expect.any(String));
    });

    describe('a query it cannot read', () => {
      let browser: Browser;
      beforeAll(async () => {
        ({ browser } = await signedInUser(server));
      });

      it.each([
        ['?limit=0', 'limit: a whole number from 1 to 100'],
        ['?limit=101', 'limit: a whole number from 1 to 100'],
        ['?limit=-1', 'limit: a whole number from 1 to 100'],
        ['?limit=1.5', 'limit: a whole number from 1 to 100'],
        ['?limit=1e1', 'limit: a whole number from 1 to 100'],
        ['?limit=ten', 'limit: a whole number from 1 to 100'],
        ['?limit=', 'limit: a whole number from 1 to 100'],
        ['?cursor=', 'cursor: not a valid cursor; use the nextCursor of the previous page'],
        ['?cursor=nonsense', 'cursor: not a valid cursor; use the nextCursor of the previous page'],
        [
          `?cursor=${Buffer.from('{"createdAt":"yesterday"}').toString('base64url')}`,
          'cursor: not a valid cursor; use the nextCursor of the previous page',
        ],
      ])('refuses %s with a 400 saying what is wrong', async (query, message) => {
        const answer = await browser.request(`/api/saved-searches${query}`);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({ error: { code: 'validation_failed', message } });
      });
    });
  },
);
