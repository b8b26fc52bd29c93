import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DateGrid, DateGridCell } from '../../../core/date-grid';
import type { PriceHistory, PriceVerdict } from '../../../core/price-history';
import { createSearchParamsSchema } from '../../../core/search-params';
import { FlexibleDates } from './date-grid';
import { testDeal } from './deal.fixture';
import { PriceHistoryPanel } from './price-history-panel';
import { SearchOutcome } from './search-outcome';
import { dateGridQuery } from './use-date-grid';

const search = createSearchParamsSchema('2030-03-10').parse({
  budget: 1500,
  currency: 'EUR',
  from: 'BEG',
  to: 'CDG',
  departureDate: '2030-04-01',
  returnDate: '2030-04-08',
  flightAdults: 2,
});

const days = [
  { day: '2030-02-01', bestTotal: 720 },
  { day: '2030-02-09', bestTotal: 655.5 },
  { day: '2030-02-20', bestTotal: 810 },
  { day: '2030-03-10', bestTotal: 590 },
];

function enough(verdict: PriceVerdict, current: number): PriceHistory {
  return { status: 'enough', currency: 'EUR', current, verdict, typicalLow: 610, typicalHigh: 780, days };
}

const tooFew: PriceHistory = { status: 'tooFew', daysObserved: 3, daysNeeded: 7 };

function cell(departureOffset: number, nights: number, totalPrice: number | null): DateGridCell {
  return {
    departureDate: `2030-04-0${departureOffset + 4}`,
    returnDate: '2030-04-08',
    departureOffset,
    returnOffset: 0,
    nights,
    totalPrice,
    withinBudget: true,
    cheapest: false,
  };
}

/** The searched week (7 nights) from €702 to €955; a longer stay at €500 that the spread leaves out. */
const grid: DateGrid = {
  currency: 'EUR',
  budget: 1500,
  nights: 7,
  cells: [cell(-3, 10, 500), cell(0, 7, 955), cell(1, 7, 702.4), cell(2, 7, null)],
};

function client() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['public-config'], {
    supportEmail: 'a@b.c',
    devOutbox: false,
    liveFlights: true,
    liveHotels: true,
  });
  return queryClient;
}

function renderPanel(history: PriceHistory, queryClient = client()) {
  render(
    <QueryClientProvider client={queryClient}>
      <PriceHistoryPanel history={history} search={search} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PriceHistoryPanel with enough history', () => {
  it.each([
    ['low', 560, 'Low for this trip'],
    ['typical', 700, 'Typical for this trip'],
    ['high', 900, 'High for this trip'],
  ] as const)('says a %s total is %s, with the band', (verdict, current, headline) => {
    renderPanel(enough(verdict, current));
    expect(screen.getByRole('heading', { name: headline })).toBeDefined();
    expect(screen.getByText('typical €610–€780')).toBeDefined();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      `Cheapest total by day, 4 days seen: lowest €590, highest €810; typical €610–€780; today €${current}.`,
    );
  });

  it('says what the figure is: the trip it prices and the window it is compared over', () => {
    renderPanel(enough('low', 560));
    expect(
      screen.getByText(
        'The cheapest flight + hotel total for this trip (2 adults · 7 nights · 1 room · round trip), compared with the same trip’s totals on TripFit over the last 60 days.',
      ),
    ).toBeDefined();
  });

  it("marks this search on the chart's last day and lists every day in the table", () => {
    renderPanel(enough('low', 560));
    const chart = screen.getByRole('img');
    const dots = [...chart.querySelectorAll('circle[data-day]')];
    expect(dots.map((dot) => dot.getAttribute('data-day'))).toEqual(days.map((day) => day.day));
    const marked = within(chart).getByTestId('chart-marked-point');
    expect(within(marked).getByText('Today €560')).toBeDefined();
    expect(marked.querySelector('circle')?.getAttribute('cx')).toBe(dots.at(-1)?.getAttribute('cx'));
    // Below the lowest day, the marked point is drawn lower than every dot.
    const markedY = Number(marked.querySelector('circle')?.getAttribute('cy'));
    expect(dots.every((dot) => Number(dot.getAttribute('cy')) < markedY)).toBe(true);
    // The band's edges are labelled on the chart.
    expect(within(chart).getByText('€610')).toBeDefined();
    expect(within(chart).getByText('€780')).toBeDefined();

    const rows = within(screen.getByRole('table', { hidden: true }))
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Fri, Feb 1€720', 'Sat, Feb 9€656', 'Wed, Feb 20€810', 'Sun, Mar 10€590']);
  });
});

describe('PriceHistoryPanel with too few days', () => {
  it('says so and shows the nearby dates’ spread from the grid’s own query, never a band', () => {
    const queryClient = client();
    queryClient.setQueryData(dateGridQuery(search).queryKey, grid);
    renderPanel(tooFew, queryClient);
    expect(screen.getByText('Not enough price history for this trip yet — 3 of 7 days seen')).toBeDefined();
    expect(screen.getByText('Across nearby dates, totals run €702–€955')).toBeDefined();
    expect(screen.queryByText(/typical/)).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('asks for the grid once when the grid beside it asks too', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(Response.json(grid)));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={client()}>
        <MemoryRouter>
          <PriceHistoryPanel history={tooFew} search={search} />
          <FlexibleDates search={search} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Across nearby dates, totals run €702–€955')).toBeDefined();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/search/date-grid')),
    ).toHaveLength(1);
  });
});

describe('PriceHistoryPanel with too few days on a phone', () => {
  const phone = () => ({ matches: false }) as MediaQueryList;

  it('asks for no grid while the grid is closed, and shows the spread once the grid has been opened', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(Response.json(grid)));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('matchMedia', phone);
    const queryClient = client();
    renderPanel(tooFew, queryClient);
    expect(screen.getByText('Not enough price history for this trip yet — 3 of 7 days seen')).toBeDefined();
    expect(screen.queryByText(/Across nearby dates/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    // Opening the grid fills the same query; the line reads it from there.
    queryClient.setQueryData(dateGridQuery(search).queryKey, grid);
    expect(await screen.findByText('Across nearby dates, totals run €702–€955')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('SearchOutcome and the price history', () => {
  const timings = { flightsMs: 1, hotelsMs: 1, combineMs: 1, totalMs: 3 };

  function renderOutcome(priceHistory?: PriceHistory) {
    // The grid's own request never answers here: these tests are about the panel.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise(() => undefined)),
    );
    render(
      <QueryClientProvider client={client()}>
        <MemoryRouter>
          <SearchOutcome
            state={{
              status: 'success',
              result: {
                deals: [testDeal()],
                currency: 'EUR',
                timings,
                ...(priceHistory && { priceHistory }),
              },
            }}
            search={search}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('shows the panel above the deals when the answer has a history', () => {
    renderOutcome(enough('typical', 700));
    const panel = screen.getByRole('heading', { name: 'Typical for this trip' });
    const firstDeal = screen.getByRole('heading', { name: 'Hôtel Lumière' });
    expect(panel.compareDocumentPosition(firstDeal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing of it when the answer has none', () => {
    renderOutcome();
    expect(screen.getByRole('heading', { name: 'Hôtel Lumière' })).toBeDefined();
    expect(screen.queryByText(/for this trip/)).toBeNull();
    expect(screen.queryByText(/price history/)).toBeNull();
  });
});
