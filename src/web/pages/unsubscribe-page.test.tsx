import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, stubApi } from '../features/auth/session.test-helpers';
import { UnsubscribePage } from './unsubscribe-page';

const read = 'GET /api/watches/unsubscribe';
const stop = 'POST /api/watches/unsubscribe';
const trip = {
  flightFromName: 'Belgrade Nikola Tesla Airport (BEG)',
  flightToName: 'Paris Charles de Gaulle Airport (CDG)',
  departureDate: '2099-06-01',
  returnDate: '2099-06-08',
  isOneWay: false,
  watching: true,
};
const stopped = {
  flightFromName: trip.flightFromName,
  flightToName: trip.flightToName,
  departureDate: trip.departureDate,
};
const route = 'Belgrade Nikola Tesla Airport (BEG) → Paris Charles de Gaulle Airport (CDG)';

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      { path: '/saved-searches', element: <p>Saved searches page</p> },
    ],
    path,
  );
}

describe('the unsubscribe page', () => {
  // As in main.tsx: development runs effects twice, which must change nothing either.
  beforeEach(() => configure({ reactStrictMode: true }));
  afterEach(() => {
    configure({ reactStrictMode: false });
    vi.unstubAllGlobals();
  });

  it('shows the trip and changes nothing on load; Stop watching turns the watch off', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi(null, {
      [read]: () => json({ trip }),
      [stop]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderPage('/unsubscribe?token=signed.token-1');

    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeDefined();
    expect(await screen.findByRole('heading', { level: 2, name: 'Stop watching this trip?' })).toBeDefined();
    expect(screen.getByText(route)).toBeDefined();
    expect(screen.getByText('Jun 1, 2099 – Jun 8, 2099')).toBeDefined();
    expect(api.callsTo(read).map((call) => call.search)).toContain('?token=signed.token-1');
    expect(api.callsTo(stop)).toHaveLength(0);
    expect(document.title).toBe('Unsubscribe — TripFit');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');

    const button = screen.getByRole('button', { name: 'Stop watching' });
    fireEvent.click(button);
    await waitFor(() => expect(api.callsTo(stop)).toHaveLength(1));
    expect(api.callsTo(stop)[0]?.body).toEqual({ token: 'signed.token-1' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    answer(json({ trip: stopped }));

    expect(
      await screen.findByText(`You will no longer get mail about ${route} (Jun 1, 2099).`),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'You are unsubscribed' })).toBeDefined();
    expect(api.callsTo(stop)).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: 'Go to saved searches' }));
    await screen.findByText('Saved searches page');
    expect(router.state.location.pathname).toBe('/saved-searches');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('names a trip by the name its owner gave it, one way with its one date', async () => {
    stubApi(null, {
      [read]: () =>
        json({ trip: { ...trip, searchName: 'Paris in June', isOneWay: true, returnDate: undefined } }),
    });
    renderPage('/unsubscribe?token=signed.token-2');

    expect(await screen.findByText('Paris in June')).toBeDefined();
    expect(screen.getByText('Jun 1, 2099 · One-way')).toBeDefined();
  });

  it('says the trip no longer mails, with no button, when it is already off', async () => {
    const api = stubApi(null, { [read]: () => json({ trip: { ...trip, watching: false } }) });
    renderPage('/unsubscribe?token=signed.token-3');

    expect(await screen.findByRole('heading', { level: 2, name: 'You are unsubscribed' })).toBeDefined();
    expect(screen.getByText(`You will no longer get mail about ${route} (Jun 1, 2099).`)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Stop watching' })).toBeNull();
    expect(api.callsTo(stop)).toHaveLength(0);
  });

  it('says so in general when the saved search no longer exists', async () => {
    stubApi(null, { [read]: () => json({ trip: null }) });
    renderPage('/unsubscribe?token=signed.token-4');

    expect(await screen.findByText('You will no longer get mail about this trip.')).toBeDefined();
    expect(screen.queryByText(/Changed your mind/)).toBeNull();
  });

  it('says the link does not work for a token TripFit did not sign', async () => {
    const api = stubApi(null, {
      [read]: () => apiError(400, 'Invalid token (server wording)', 'invalid_token'),
    });
    renderPage('/unsubscribe?token=forged');

    expect(await screen.findByRole('heading', { level: 2, name: 'This link does not work' })).toBeDefined();
    expect(screen.getByText(/This unsubscribe link is incomplete or was not sent by TripFit/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to saved searches' }).getAttribute('href')).toBe(
      '/saved-searches',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.callsTo(stop)).toHaveLength(0);
  });

  it('asks nothing without a token', () => {
    const api = stubApi(null);
    renderPage('/unsubscribe');

    expect(screen.getByRole('heading', { level: 2, name: 'This link does not work' })).toBeDefined();
    expect(api.callsTo(read)).toHaveLength(0);
    expect(api.callsTo(stop)).toHaveLength(0);
  });

  it('offers to try again when the trip could not be loaded', async () => {
    let busy = true;
    const api = stubApi(null, {
      [read]: () => (busy ? apiError(503, 'Busy', 'service_unavailable') : json({ trip })),
    });
    renderPage('/unsubscribe?token=signed.token-5');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'We could not load this trip' }),
    ).toBeDefined();
    expect(screen.getByText('The service is busy. Please try again in a moment.')).toBeDefined();
    busy = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: 'Stop watching' })).toBeDefined();
    expect(api.callsTo(stop)).toHaveLength(0);
  });

  it('offers to try again when stopping failed for a reason that was not the link’s', async () => {
    let answer = apiError(503, 'Busy', 'service_unavailable');
    const api = stubApi(null, { [read]: () => json({ trip }), [stop]: () => answer });
    renderPage('/unsubscribe?token=signed.token-6');

    fireEvent.click(await screen.findByRole('button', { name: 'Stop watching' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We could not unsubscribe you' }),
    ).toBeDefined();
    expect(screen.getByText('The service is busy. Please try again in a moment.')).toBeDefined();
    answer = json({ trip: stopped });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'You are unsubscribed' })).toBeDefined();
    expect(api.callsTo(stop)).toHaveLength(2);
  });
});
