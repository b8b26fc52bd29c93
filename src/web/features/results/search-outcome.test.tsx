import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchParamsSchema } from '../../../core/search-params';
import { testDeal } from './deal.fixture';
import { SearchOutcome, type SearchOutcomeProps } from './search-outcome';

const search = createSearchParamsSchema('2030-03-10').parse({
  budget: 950,
  currency: 'EUR',
  from: 'BEG',
  to: 'CDG',
  departureDate: '2030-04-01',
  returnDate: '2030-04-08',
});

function renderOutcome(state: SearchOutcomeProps['state']) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SearchOutcome state={state} search={search} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const gridTitle = 'Flexible dates ±3 days';

describe('SearchOutcome with the flexible-dates grid', () => {
  beforeEach(() => {
    // The grid's own request never answers here: these tests are about where it shows.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise(() => undefined)),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the grid above the deals of a search that found some', async () => {
    const timings = { flightsMs: 1, hotelsMs: 1, combineMs: 1, totalMs: 3 };
    renderOutcome({ status: 'success', result: { deals: [testDeal()], currency: 'EUR', timings } });
    expect(await screen.findByText(gridTitle)).toBeDefined();
  });

  it('shows the grid when nothing fit the budget: other dates may', () => {
    renderOutcome({
      status: 'error',
      message: 'No combinations found within your budget.',
      code: 'no_deals',
    });
    expect(screen.getByText('No combinations found within your budget.')).toBeDefined();
    expect(screen.getByText(gridTitle)).toBeDefined();
  });

  it('leaves the grid out when the search failed for another reason', async () => {
    renderOutcome({ status: 'error', message: 'Too many searches.', code: 'rate_limited' });
    expect(screen.getByText('Too many searches.')).toBeDefined();
    // The grid's chunk, were it asked for, would have arrived by then.
    await import('./date-grid');
    expect(screen.queryByText(gridTitle)).toBeNull();
  });
});
