import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../../core/search-events';
import { liveConfig } from './deal-list.test-helpers';
import { testDeal } from './deal.fixture';
import { SearchResults, type SearchState } from './search-results';

function renderResults(state: SearchState, saveAction?: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The sample-data badge reads /api/config: live here, so nothing is fetched and no badge shows.
  queryClient.setQueryData(['public-config'], liveConfig);
  const page = (shown: SearchState) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SearchResults state={shown} saveAction={saveAction} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(page(state));
  return { rerender: (next: SearchState) => view.rerender(page(next)) };
}

function result(dealCount: number): SearchResult {
  return {
    deals: Array.from({ length: dealCount }, (_, index) =>
      testDeal({ id: `deal-${index}`, hotel: { hotelId: `H${index}`, name: `Hotel ${index}` } }),
    ),
    currency: 'EUR',
    timings: { flightsMs: 1, hotelsMs: 1, combineMs: 1, totalMs: 3 },
  };
}

function progressSteps() {
  return screen.getAllByRole('listitem').map((item) => ({
    text: item.textContent,
    current: item.getAttribute('aria-current'),
  }));
}

describe('SearchResults', () => {
  // The deals' chunk loads once, before the tests that wait for it: its first import (transformed on the fly under
  // Vitest) is no part of what they check, and on a busy machine it outlasts findBy's one second.
  beforeAll(async () => {
    await import('./search-outcome');
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('invites a search before there is one', () => {
    renderResults({ status: 'idle' });

    expect(
      screen.getByText('Enter your budget and travel preferences above to discover amazing deals'),
    ).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows a spinner while the first step is not yet known', async () => {
    renderResults({ status: 'loading', step: null });

    expect(await screen.findByText('Searching for the best deals...', { selector: 'div > p' })).toBeDefined();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Searching for the best deals...');
  });

  it('shows the steps and card skeletons at once from the first search on, never a blank area', () => {
    renderResults({ status: 'loading', step: 'flights' });

    // Synchronously: nothing waits for the results' chunk.
    expect(screen.getByText('Searching flights', { selector: 'li > span' })).toBeDefined();
    expect(screen.getByTestId('deal-skeletons').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows which steps are done, running and still to come', async () => {
    const { rerender } = renderResults({ status: 'loading', step: 'flights' });
    await screen.findByRole('list');
    expect(progressSteps()).toEqual([
      { text: 'Searching flights In progress', current: 'step' },
      { text: 'Finding hotels Waiting', current: null },
      { text: 'Combining the best deals Waiting', current: null },
    ]);

    rerender({ status: 'loading', step: 'hotels' });
    expect(progressSteps()).toEqual([
      { text: 'Searching flights Done', current: null },
      { text: 'Finding hotels In progress', current: 'step' },
      { text: 'Combining the best deals Waiting', current: null },
    ]);

    rerender({ status: 'loading', step: 'combining' });
    expect(progressSteps()).toEqual([
      { text: 'Searching flights Done', current: null },
      { text: 'Finding hotels Done', current: null },
      { text: 'Combining the best deals In progress', current: 'step' },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Combining the best deals');
  });

  it('lists the deals under the heading with the sorted-by note and the save action', async () => {
    renderResults({ status: 'success', result: result(3) }, <button type="button">Save Search</button>);

    expect(await screen.findByRole('heading', { level: 2, name: 'Top 10 Best Value Deals' })).toBeDefined();
    expect(screen.getByText('Sorted by best value: price, rating, flight time and stops')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save Search' })).toBeDefined();
    const list = screen.getByRole('list', { name: 'Top 10 Best Value Deals' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toHaveLength(3);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Hotel 0', 'Hotel 1', 'Hotel 2']);
    expect(screen.getByRole('status').textContent).toBe('3 deals at 3 hotels fit your budget');
  });

  it('uses the singular for one deal', async () => {
    renderResults({ status: 'success', result: result(1) });

    await screen.findByRole('list', { name: 'Top 10 Best Value Deals' });
    expect(screen.getAllByText('1 deal at 1 hotel fits your budget')).toHaveLength(2);
  });

  it('explains a search that found nothing in its own words', async () => {
    renderResults({ status: 'error', message: 'No flights found for your search criteria' });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No deals found for this search' }),
    ).toBeDefined();
    expect(screen.getByText('No flights found for your search criteria')).toBeDefined();
    expect(screen.getByText(/Try a higher budget/)).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Top 10 Best Value Deals' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'No deals found for this search. No flights found for your search criteria',
    );
  });

  it('treats a successful search without deals as no results', async () => {
    renderResults({ status: 'success', result: result(0) });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No deals found for this search' }),
    ).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Top 10 Best Value Deals' })).toBeNull();
  });

  it('scrolls smoothly to the results when a search finishes, once its cards are drawn', async () => {
    const cardsAtScroll: number[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {
      cardsAtScroll.push(document.querySelectorAll('article').length);
    });
    const { rerender } = renderResults({ status: 'idle' });

    rerender({ status: 'loading', step: 'flights' });
    expect(scrollIntoView).not.toHaveBeenCalled();

    rerender({ status: 'success', result: result(2) });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(cardsAtScroll).toEqual([2]);

    // Showing the same results again (a re-render, not a finished search) does not scroll.
    rerender({ status: 'success', result: result(2) });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('keeps its height while loading so arriving results do not shift the page', () => {
    renderResults({ status: 'loading', step: 'hotels' });

    expect(screen.getByRole('status').parentElement?.className).toContain('min-h-');
  });
});
