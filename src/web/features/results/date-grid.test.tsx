import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateGridOffsets, markDateGrid, type DateGrid, type DateGridOffsets } from '../../../core/date-grid';
import { addDays } from '../../../core/iso-date';
import { createSearchParamsSchema } from '../../../core/search-params';
import { FlexibleDates } from './date-grid';

const search = createSearchParamsSchema('2030-03-10').parse({
  budget: 950,
  currency: 'EUR',
  from: 'BEG',
  to: 'CDG',
  departureDate: '2030-04-01',
  returnDate: '2030-04-08',
});
const shownUrl =
  '/?from=BEG&to=CDG&depart=2030-04-01&return=2030-04-08&budget=950&currency=EUR&checkIn=2030-04-02&checkOut=2030-04-06';

/** €900 at the earliest dates, €10 more per later departure day and €5 per later return day; -3/-3 sold out. */
function centsFor({ departure, return: back }: DateGridOffsets): number | null {
  if (departure === -3 && back === -3) return null;
  return 90_000 + 1000 * (departure + 3) + (back === undefined ? 0 : 500 * (back + 3));
}

function gridFor(isOneWay: boolean): DateGrid {
  const cells = dateGridOffsets(isOneWay).map((offsets) => ({
    departureDate: addDays('2030-04-01', offsets.departure),
    departureOffset: offsets.departure,
    ...(offsets.return === undefined
      ? {}
      : { returnDate: addDays('2030-04-08', offsets.return), returnOffset: offsets.return }),
    nights: 7 + (offsets.return ?? offsets.departure) - offsets.departure,
    totalCents: centsFor(offsets),
  }));
  return markDateGrid(cells, 950, 'EUR', 7);
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderGrid(params = search) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['public-config'], {
    supportEmail: 'a@b.c',
    devOutbox: false,
    liveFlights: true,
    liveHotels: true,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[shownUrl]}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <FlexibleDates search={params} />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const caption =
  'The best flight + hotel total for each departure and return date nearby. Choose one to search it.';

describe('FlexibleDates', () => {
  const fetchGrid = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchGrid);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchGrid.mockReset();
  });

  it('asks for the grid of the search shown, with a compact skeleton meanwhile', async () => {
    fetchGrid.mockResolvedValue(Response.json(gridFor(false)));
    renderGrid();

    expect(screen.getByTestId('date-grid-skeleton')).toBeDefined();
    await screen.findByRole('table', { name: caption });
    const [path, init] = fetchGrid.mock.calls[0] ?? [];
    expect(path).toBe('/api/search/date-grid');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(search);
  });

  it('shows 7 × 7 cells: departures down, returns across, "—" where nothing can be had', async () => {
    fetchGrid.mockResolvedValue(Response.json(gridFor(false)));
    renderGrid();

    const table = await screen.findByRole('table', { name: caption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual([
      'Fri, Apr 5',
      'Sat, Apr 6',
      'Sun, Apr 7',
      'Mon, Apr 8',
      'Tue, Apr 9',
      'Wed, Apr 10',
      'Thu, Apr 11',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((head) => head.textContent),
    ).toEqual([
      'Fri, Mar 29',
      'Sat, Mar 30',
      'Sun, Mar 31',
      'Mon, Apr 1',
      'Tue, Apr 2',
      'Wed, Apr 3',
      'Thu, Apr 4',
    ]);
    expect(within(table).getAllByRole('button')).toHaveLength(48);
    expect(within(table).getAllByText('Not available')).toHaveLength(1);
    expect(within(table).getAllByText('—')).toHaveLength(1);
  });

  it("marks the cheapest cell of the search's nights, the cells over the budget and the searched one", async () => {
    fetchGrid.mockResolvedValue(Response.json(gridFor(false)));
    renderGrid();

    // €905 for 8 nights is cheaper, but the star is for the 7 nights searched.
    const cheapest = await screen.findByRole('button', {
      name: 'Depart Sat, Mar 30, return Sat, Apr 6: €915, 7 nights, cheapest',
    });
    // Its words are the price and nights, which its name holds (WCAG 2.5.3); a star marks it to the eye.
    expect(cheapest.textContent).toBe('€915 7 nights');
    expect(cheapest.querySelector('svg')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: /cheapest/ })).toHaveLength(1);
    expect(screen.getByText('Cheapest for 7 nights')).toBeDefined();

    const over = screen.getByRole('button', {
      name: 'Depart Thu, Apr 4, return Thu, Apr 11: €990, 7 nights, over your budget',
    });
    expect(over.textContent).toBe('€990 7 nights');
    // Over €950: 10 × departure steps + 5 × return steps > 50.
    expect(screen.getAllByRole('button', { name: /over your budget$/ })).toHaveLength(19);

    const searched = screen.getByRole('button', {
      name: 'Depart Mon, Apr 1, return Mon, Apr 8: €945, 7 nights',
    });
    expect(searched.getAttribute('aria-current')).toBe('true');
    expect(
      screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('says how many nights each cell stays, muting those that differ from the search', async () => {
    fetchGrid.mockResolvedValue(Response.json(gridFor(false)));
    renderGrid();

    const shorter = await screen.findByRole('button', {
      name: 'Depart Thu, Apr 4, return Sat, Apr 6: €965, 2 nights, over your budget',
    });
    const nights = within(shorter).getByText('2 nights');
    expect(nights.className).toContain('italic');
    const same = within(
      screen.getByRole('button', { name: /^Depart Mon, Apr 1, return Mon, Apr 8:/ }),
    ).getByText('7 nights');
    expect(same.className).not.toContain('italic');
    expect(screen.getAllByRole('button', { name: /, 13 nights/ })).toHaveLength(1);
  });

  it("runs a cell's search: its dates in the URL, the stay's own dates moved with them", async () => {
    fetchGrid.mockResolvedValue(Response.json(gridFor(false)));
    renderGrid();

    fireEvent.click(await screen.findByRole('button', { name: /^Depart Wed, Apr 3, return Sun, Apr 7:/ }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/?from=BEG&to=CDG&depart=2030-04-03&return=2030-04-07&budget=950&currency=EUR&checkIn=2030-04-04&checkOut=2030-04-05',
    );
  });

  it('shows a one-way trip as one row of 7 departures', async () => {
    fetchGrid.mockResolvedValue(Response.json(gridFor(true)));
    renderGrid({ ...search, isOneWay: true, returnDate: undefined });

    const table = await screen.findByRole('table', {
      name: 'The best flight + hotel total for each departure date nearby. Choose one to search it.',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((head) => head.textContent),
    ).toEqual(['Flight + hotel']);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    expect(
      within(table)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Depart Fri, Mar 29: €900, 7 nights, cheapest',
      'Depart Sat, Mar 30: €910, 7 nights',
      'Depart Sun, Mar 31: €920, 7 nights',
      'Depart Mon, Apr 1: €930, 7 nights',
      'Depart Tue, Apr 2: €940, 7 nights',
      'Depart Wed, Apr 3: €950, 7 nights',
      'Depart Thu, Apr 4: €960, 7 nights, over your budget',
    ]);
  });

  it('says in a short line when the grid cannot be had, and shows no table', async () => {
    fetchGrid.mockResolvedValue(
      Response.json({ error: { code: 'provider_unavailable', message: 'Down' } }, { status: 503 }),
    );
    renderGrid();

    expect(await screen.findByText('Flexible dates are not available right now.')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is a disclosure titled "Flexible dates ±3 days", shut at first so the deals lead; a wide screen has its totals already', async () => {
    fetchGrid.mockResolvedValue(Response.json(gridFor(false)));
    renderGrid();

    const details = screen.getByText('Flexible dates ±3 days').closest('details');
    expect(details?.open).toBe(false);
    await vi.waitFor(() => expect(fetchGrid).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByText('Flexible dates ±3 days'));
    expect(details?.open).toBe(true);
    expect(await screen.findByRole('table', { name: caption })).toBeDefined();
    expect(fetchGrid).toHaveBeenCalledTimes(1);
  });

  it('on a phone asks for nothing until opened', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }) as MediaQueryList);
    fetchGrid.mockResolvedValue(Response.json(gridFor(false)));
    renderGrid();

    expect(screen.getByText('Flexible dates ±3 days').closest('details')?.open).toBe(false);
    expect(fetchGrid).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Flexible dates ±3 days'));
    expect(await screen.findByRole('table', { name: caption })).toBeDefined();
    expect(fetchGrid).toHaveBeenCalledTimes(1);
  });
});
