import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BookingRedirectPage } from '../../pages/booking-redirect-page';

const flightUrl = 'https://www.skyscanner.net/transport/flights/beg/cdg/261201/261208/';
const hotelUrl = 'https://www.booking.com/searchresults.html?ss=Lumi%C3%A8re';

function renderPage(query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  // StrictMode runs effects twice, as in development: a page must still open only once.
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/booking-redirect?${search}`]}>
        <Routes>
          <Route path="/booking-redirect" element={<BookingRedirectPage />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
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

describe('BookingRedirectPage', () => {
  let open: MockInstance<typeof window.open>;

  beforeEach(() => {
    vi.useFakeTimers();
    open = vi.spyOn(window, 'open').mockReturnValue(null);
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

  it('opens the flight page at 0 and the hotel page 500 ms later, without opener or referrer', () => {
    renderPage(bothPartners);

    advance(3000);
    expect(open.mock.calls).toEqual([[flightUrl, '_blank', 'noopener,noreferrer']]);
    expect(card('Skyscanner')?.textContent).toContain('Opened in a new tab');
    expect(card('Booking.com')?.textContent).not.toContain('Opened in a new tab');

    advance(499);
    expect(open).toHaveBeenCalledTimes(1);
    advance(1);
    expect(open.mock.calls).toEqual([
      [flightUrl, '_blank', 'noopener,noreferrer'],
      [hotelUrl, '_blank', 'noopener,noreferrer'],
    ]);
    expect(card('Booking.com')?.textContent).toContain('Opened in a new tab');
    expect(card('Booking.com')?.className).toContain('bg-emerald-50');

    advance(10_000);
    expect(open).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/Popup blocked/)).toBeNull();
  });

  it('opens a single page by hand and does not open it again at 0', () => {
    renderPage(bothPartners);

    fireEvent.click(screen.getByRole('button', { name: 'Open Booking.com in a new tab' }));
    expect(open.mock.calls).toEqual([[hotelUrl, '_blank', 'noopener,noreferrer']]);
    expect(card('Booking.com')?.textContent).toContain('Opened in a new tab');
    expect(card('Skyscanner')?.textContent).not.toContain('Opened in a new tab');

    advance(3500);
    expect(open.mock.calls).toEqual([
      [hotelUrl, '_blank', 'noopener,noreferrer'],
      [flightUrl, '_blank', 'noopener,noreferrer'],
    ]);
  });

  it('opens every page with Open All Tabs', () => {
    renderPage(bothPartners);

    fireEvent.click(screen.getByRole('button', { name: 'Open All Tabs' }));

    expect(open.mock.calls).toEqual([
      [flightUrl, '_blank', 'noopener,noreferrer'],
      [hotelUrl, '_blank', 'noopener,noreferrer'],
    ]);
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
    expect(open.mock.calls).toEqual([[hotelUrl, '_blank', 'noopener,noreferrer']]);
  });

  it('suggests opening by hand when the browser refused to open a page', () => {
    open.mockImplementation((url) => {
      if (url === hotelUrl) throw new DOMException('Blocked', 'SecurityError');
      return null;
    });
    renderPage(bothPartners);

    advance(3000);
    expect(screen.queryByText(/Popup blocked/)).toBeNull();
    advance(500);

    expect(screen.getByRole('alert').textContent).toBe(
      'Popup blocked? Click the buttons above to manually open your booking pages.',
    );
    expect(card('Booking.com')?.textContent).not.toContain('Opened in a new tab');
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
    expect(open.mock.calls.map(([url]) => url)).toEqual([flightUrl]);
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
