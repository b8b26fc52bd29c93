import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SampleDataBadge } from './sample-data-badge';

function renderBadge(config: object, kind?: 'partner') {
  vi.stubGlobal(
    'fetch',
    vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ supportEmail: 'a@b.c', devOutbox: false, ...config })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SampleDataBadge kind={kind} />
      <p>Loaded</p>
    </QueryClientProvider>,
  );
}

const badgeText = 'Sample prices: this site runs on sample travel data';

describe('SampleDataBadge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    { liveFlights: false, liveHotels: false },
    { liveFlights: true, liveHotels: false },
    { liveFlights: false, liveHotels: true },
  ])(
    'says the prices are sample data when a side runs on the sandbox (%j), explained on a tap',
    async (config) => {
      renderBadge(config);
      const badge = await screen.findByText(badgeText);
      expect(badge.closest('details')?.open).toBe(false);
      fireEvent.click(badge);
      expect(
        screen.getByText(
          'Prices, flights and hotels here are made up for trying TripFit out. The partner sites show their own live prices.',
        ),
      ).toBeDefined();
    },
  );

  it('shows nothing when both sides are live', async () => {
    renderBadge({ liveFlights: true, liveHotels: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(badgeText)).toBeNull();
    expect(screen.queryByText(/Sample/)).toBeNull();
  });

  it('tells the booking page the partner shows its own live prices', async () => {
    renderBadge({ liveFlights: false, liveHotels: false }, 'partner');
    expect(
      await screen.findByText(
        "The partner will show its own live prices: TripFit's prices and hotels here are sample data.",
      ),
    ).toBeDefined();
  });
});
