import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BookingRedirectPage } from '../../pages/booking-redirect-page';

const flightUrl = 'https://www.skyscanner.net/transport/flights/beg/cdg/261201/261208/';
const hotelUrl = 'https://www.booking.com/searchresults.html?ss=Lumi%C3%A8re';

function renderPage(query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['public-config'], {
    supportEmail: 'a@b.c',
    devOutbox: false,
    liveFlights: true,
    liveHotels: true,
  });
  // StrictMode runs effects twice, as in development: a page must still open only once.
  render(
    <QueryClientProvider client={queryClient}>
      <StrictMode>
        <MemoryRouter initialEntries={[`/booking-redirect?${search}`]}>
          <Routes>
            <Route path="/booking-redirect" element={<BookingRedirectPage />} />
            <Route path="/" element={<p>Home page</p>} />
          </Routes>
        </MemoryRouter>
      </StrictMode>
    </QueryClientProvider>,
  );
}

const bothPartners = { flightUrl, hotelUrl };

/**
 * Moves the clock in small steps, each in its own act(), so React renders and runs effects between timers the
 * way a browser would; the countdown's next tick is scheduled by the render of the previous one.
 */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 50) {
    act(() => {
      vi.advanceTimersByTime(Math.min(50, left));
    });
  }
}

function card(name: string) {
  return screen.getByText(name).closest('li');
}

/** The pages the partner tabs were sent to, in order. */
let navigated: string[];

/** A tab as window.open gives it: blank, with an opener, until the page sends it on. */
function fakeTab(): Window {
  const tab = {
    opener: window as Window | null,
    close: vi.fn(),
    location: {
      replace: (href: string) => {
        if (tab.opener !== null) throw new Error('a partner tab must lose its opener before it leaves');
        navigated.push(href);
      },
    },
  };
  return tab as unknown as Window;
}

describe('BookingRedirectPage', () => {
  let open: MockInstance<typeof window.open>;

  beforeEach(() => {
    vi.useFakeTimers();
    navigated = [];
    open = vi.spyOn(window, 'open').mockImplementation(() => fakeTab());
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the title, subtitle, partner cards, disclaimer, buttons and tips', () => {
    renderPage(bothPartners);

    expect(screen.getByRole('heading', { level: 1, name: 'Redirecting to Booking Partners' })).toBeDefined();
    expect(screen.getByText("We're opening your booking pages in new tabs")).toBeDefined();
    expect(screen.getByText('Skyscanner')).toBeDefined();
    expect(screen.getByText('Booking.com')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Open Skyscanner in a new tab' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Open Booking.com in a new tab' })).toBeDefined();
    expect(
      screen.getByText(
        'Bookings are made directly with our partners. TripFit is not responsible for booking policies, cancellations or refunds.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Search' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Open All Tabs' })).toBeDefined();
    for (const tip of [
      'Compare prices on both sites before booking.',
      'All booking pages use secure HTTPS connections.',
      'Contact partners directly for booking support.',
    ]) {
      expect(screen.getByText(tip)).toBeDefined();
    }
  });

  it('tells the browser to send partner pages no referrer while it is shown (product.md §4)', () => {
    renderPage(bothPartners);
    const policy = () => document.head.querySelector('meta[name="referrer"]')?.getAttribute('content');
    expect(policy()).toBe('no-referrer');
  });

  it('names the partners from the links TripFit built, whatever names the query gives', () => {
    renderPage({ ...bothPartners, flightPartner: 'Evil Air', hotelPartner: 'Evil Stays' });

    expect(screen.getByText('Skyscanner')).toBeDefined();
    expect(screen.getByText('Booking.com')).toBeDefined();
    expect(screen.queryByText(/Evil/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Open Skyscanner in a new tab' })).toBeDefined();
  });

  it('never opens a link TripFit did not build, nor shows the partner name the query claims for it', () => {
    const attack = 'https://evil.example/login';
    renderPage({ flightUrl: attack, flightPartner: 'Skyscanner' });

    const flightCard = card('Flight Booking Partner');
    expect(flightCard?.textContent).toContain('Link blocked for your safety.');
    expect(flightCard?.textContent).toContain("This link was not made by TripFit, so we won't open it.");
    expect(screen.queryByText(/Skyscanner/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Open / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open All Tabs' })).toBeNull();
    expect(document.body.innerHTML).not.toContain('evil.example');

    advance(10_000);
    expect(open).not.toHaveBeenCalled();
  });

  it('counts down 3, 2, 1, 0 one second at a time, then shows the tick', () => {
    renderPage(bothPartners);
    const status = screen.getByRole('status');

    expect(status.textContent).toBe('Opening in 3 seconds…');
    advance(999);
    expect(status.textContent).toBe('Opening in 3 seconds…');
    advance(1);
    expect(status.textContent).toBe('Opening in 2 seconds…');
    advance(1000);
    expect(status.textContent).toBe('Opening in 1 second…');
    expect(open).not.toHaveBeenCalled();
    advance(1000);
    expect(status.textContent).toBe('Your booking pages are ready');
  });

  it('opens the flight page at 0 and the hotel page 500 ms later, each a blank tab stripped of its opener', () => {
    renderPage(bothPartners);

    advance(3000);
    expect(open.mock.calls).toEqual([['about:blank', '_blank']]);
    expect(navigated).toEqual([flightUrl]);
    expect(card('Skyscanner')?.textContent).toContain('Opened in a new tab');
    expect(card('Booking.com')?.textContent).not.toContain('Opened in a new tab');

    advance(499);
    expect(open).toHaveBeenCalledTimes(1);
    advance(1);
    expect(navigated).toEqual([flightUrl, hotelUrl]);
    expect(card('Booking.com')?.textContent).toContain('Opened in a new tab');
    expect(card('Booking.com')?.className).toContain('bg-emerald-50');

    advance(10_000);
    expect(open).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/Popup blocked/)).toBeNull();
  });

  it('opens a single page by hand and does not open it again at 0', () => {
    renderPage(bothPartners);

    fireEvent.click(screen.getByRole('button', { name: 'Open Booking.com in a new tab' }));
    expect(navigated).toEqual([hotelUrl]);
    expect(card('Booking.com')?.textContent).toContain('Opened in a new tab');
    expect(card('Skyscanner')?.textContent).not.toContain('Opened in a new tab');

    advance(3500);
    expect(navigated).toEqual([hotelUrl, flightUrl]);
  });

  it('opens every page with Open All Tabs', () => {
    renderPage(bothPartners);

    fireEvent.click(screen.getByRole('button', { name: 'Open All Tabs' }));

    expect(navigated).toEqual([flightUrl, hotelUrl]);
  });

  it('shows only the card whose URL is given', () => {
    renderPage({ hotelUrl });

    expect(screen.queryByText('Flight Booking Partner')).toBeNull();
    expect(
      screen.getAllByRole('listitem').filter((item) => item.closest('ul')?.className.includes('space-y-3')),
    ).toHaveLength(1);
    advance(3000);
    expect(open).not.toHaveBeenCalled();
    advance(500);
    expect(navigated).toEqual([hotelUrl]);
  });

  it('ticks only a tab that really opened, and suggests opening by hand when the browser blocked one', () => {
    // The second popup (the hotel's) is blocked, as browsers do without a click: window.open answers null.
    open.mockImplementationOnce(() => fakeTab()).mockImplementation(() => null);
    renderPage(bothPartners);

    advance(3000);
    expect(screen.queryByText(/Popup blocked/)).toBeNull();
    advance(500);

    expect(screen.getByRole('alert').textContent).toBe(
      'Popup blocked? Click the buttons above to manually open your booking pages.',
    );
    expect(card('Skyscanner')?.textContent).toContain('Opened in a new tab');
    expect(card('Booking.com')?.textContent).not.toContain('Opened in a new tab');
    expect(navigated).toEqual([flightUrl]);
  });

  it('counts a tab the browser refused outright as not opened', () => {
    open.mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    renderPage(bothPartners);
    advance(3500);

    expect(screen.getByRole('alert')).toBeDefined();
    expect(card('Skyscanner')?.textContent).not.toContain('Opened in a new tab');
  });

  it.each([
    ['javascript:alert(document.cookie)', 'This link is not a secure https:// web address'],
    ['data:text/html,<script>alert(1)</script>', 'This link is not a secure https:// web address'],
    ['http://www.booking.com/', 'This link uses an insecure http:// connection'],
    ['not a url', 'This link is not a valid web address'],
    ['https://www.booking.com@evil.example/', 'This link hides its real address behind a user name'],
    ['https://evil.example/searchresults.html', 'This link was not made by TripFit'],
    ['https://www.booking.com.evil.example/searchresults.html', 'This link was not made by TripFit'],
    ['https://www.booking.com:8443/searchresults.html', 'This link was not made by TripFit'],
    ['https://www.booking.com/login', 'This link was not made by TripFit'],
    [flightUrl, 'This link was not made by TripFit'],
  ])('never opens the refused hotel URL %s and says why', (unsafeUrl, message) => {
    renderPage({ flightUrl, hotelUrl: unsafeUrl, hotelPartner: 'Booking.com' });

    const hotelCard = card('Hotel Booking Partner');
    expect(hotelCard?.textContent).toContain('Link blocked for your safety.');
    expect(hotelCard?.textContent).toContain(message);
    expect(
      screen
        .getAllByRole('button', { name: /in a new tab$/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Open Skyscanner in a new tab']);
    expect(screen.queryByText('Booking.com')).toBeNull();
    expect(document.body.innerHTML).not.toContain(unsafeUrl.slice(0, 12));

    fireEvent.click(screen.getByRole('button', { name: 'Open All Tabs' }));
    advance(10_000);
    expect(navigated).toEqual([flightUrl]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Popup blocked/)).toBeNull();
  });

  it('offers no Open All Tabs when there is nothing safe to open', () => {
    renderPage({ flightUrl: 'javascript:alert(1)' });

    expect(screen.getByText(/Link blocked for your safety/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Open All Tabs' })).toBeNull();
  });

  it('keeps the disclaimer and the way back when no URL was given', () => {
    renderPage({});

    expect(screen.getByText(/No booking pages were passed to this page/)).toBeDefined();
    expect(screen.getByText(/TripFit is not responsible for booking policies/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Open All Tabs' })).toBeNull();
    advance(5000);
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByText(/Popup blocked/)).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Back to Search' }));
    expect(screen.getByText('Home page')).toBeDefined();
  });
});
