import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WatchCheckPoint } from '../../../core/price-history';
import type { SavedSearch } from '../../../core/saved-search';
import { familyTrip } from '../../../core/saved-search.fixtures';
import { unwatched } from '../../../core/trip-watch';
import { json, renderRoutes, signedIn, stubApi } from '../auth/session.test-helpers';
import { SavedSearchCard } from '../saved-searches/saved-search-card';
import { WatchedTripList } from './watched-trip-list';

/** Noon UTC each day, so the local dates are May 16…20, 2099 in every time zone a test machine is likely to use. */
const check = (day: number, bestTotal: number | null): WatchCheckPoint => ({
  checkedAt: `2099-05-${day}T12:00:00.000Z`,
  bestTotal,
});
/** Noon UTC as the visitor's clock shows it. */
const noon = new Date(check(20, null).checkedAt).toTimeString().slice(0, 5);

/** Five checks, oldest first as the API answers them. */
const history = [check(16, 2500), check(17, 2380), check(18, null), check(19, 2300), check(20, 2350)];

const watched = (checks: WatchCheckPoint[]): SavedSearch => ({
  ...familyTrip,
  watch: {
    ...unwatched,
    watching: true,
    checkedAt: checks.at(-1)?.checkedAt ?? null,
    bestTotal: 2350,
    history: checks,
  },
});

function renderCard(search: SavedSearch) {
  stubApi(signedIn);
  renderRoutes([{ path: '/', element: <SavedSearchCard search={search} /> }]);
  return screen.getByRole('region', { name: 'Best total at each check' });
}

const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('a watched trip’s history on its card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the latest three checks newest first, with ↓/↑ against the check before and the lowest seen', () => {
    const section = renderCard(watched(history));

    const [latest] = within(section).getAllByRole('list');
    if (!latest) throw new Error('expected the latest checks');
    expect(rowsOf(latest)).toEqual([
      `May 20, ${noon}€2,350↑ (higher than the check before)`,
      `May 19, ${noon}€2,300`,
      `May 18, ${noon}No deal within budget`,
    ]);
    expect(within(section).getByText('Lowest seen: €2,300 (May 19)')).toBeDefined();
  });

  it('lists every check behind a disclosure', () => {
    const section = renderCard(watched(history));

    const summary = within(section).getByText('All checks (5)');
    const details = summary.closest('details');
    if (!details) throw new Error('expected a disclosure');
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    const all = within(details).getByRole('list');
    expect(rowsOf(all)).toHaveLength(5);
    expect(rowsOf(all).at(-2)).toBe(`May 17, ${noon}€2,380↓ (lower than the check before)`);
    expect(rowsOf(all).at(-1)).toBe(`May 16, ${noon}€2,500`);
  });

  it('has no disclosure when every check is already shown, and no lowest when none fitted the budget', () => {
    const section = renderCard(watched([check(19, null), check(20, null)]));

    expect(rowsOf(within(section).getByRole('list'))).toEqual([
      `May 20, ${noon}No deal within budget`,
      `May 19, ${noon}No deal within budget`,
    ]);
    expect(within(section).queryByText(/Lowest seen/)).toBeNull();
    expect(within(section).queryByText(/All checks/)).toBeNull();
  });

  it('says nothing before the first check', () => {
    stubApi(signedIn);
    renderRoutes([{ path: '/', element: <SavedSearchCard search={watched([])} /> }]);
    expect(screen.queryByRole('region', { name: 'Best total at each check' })).toBeNull();
  });

  it('shows in Profile → Watched trips too', async () => {
    stubApi(signedIn, { 'GET /api/watches': () => json({ data: [watched(history)] }) });
    renderRoutes([{ path: '/profile', element: <WatchedTripList /> }], '/profile');

    const card = await screen.findByRole('article');
    const section = within(card).getByRole('region', { name: 'Best total at each check' });
    expect(within(section).getByText('Lowest seen: €2,300 (May 19)')).toBeDefined();
  });
});
