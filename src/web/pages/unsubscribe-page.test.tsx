import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, stubApi } from '../features/auth/session.test-helpers';
import { UnsubscribePage } from './unsubscribe-page';

const route = 'POST /api/watches/unsubscribe';
const trip = {
  flightFromName: 'Belgrade Nikola Tesla Airport (BEG)',
  flightToName: 'Paris Charles de Gaulle Airport (CDG)',
  departureDate: '2099-06-01',
};

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
  // As in main.tsx: development runs effects twice, which must not send the link twice.
  beforeEach(() => configure({ reactStrictMode: true }));
  afterEach(() => {
    configure({ reactStrictMode: false });
    vi.unstubAllGlobals();
  });

  it('sends the token once, waits, then names the trip that no longer mails', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi(null, { [route]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router } = renderPage('/unsubscribe?token=signed.token-1');

    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Unsubscribing…');
    await waitFor(() => expect(api.callsTo(route)).toHaveLength(1));
    answer(json({ trip }));

    expect(
      await screen.findByText(
        'You will no longer get mail about Belgrade Nikola Tesla Airport (BEG) → Paris Charles de Gaulle Airport (CDG) (Jun 1, 2099).',
      ),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'You are unsubscribed' })).toBeDefined();
    expect(api.callsTo(route)).toHaveLength(1);
    expect(api.callsTo(route)[0]?.body).toEqual({ token: 'signed.token-1' });
    expect(document.title).toBe('Unsubscribe — TripFit');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');

    fireEvent.click(screen.getByRole('link', { name: 'Go to saved searches' }));
    await screen.findByText('Saved searches page');
    expect(router.state.location.pathname).toBe('/saved-searches');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('says so in general when the saved search no longer exists', async () => {
    stubApi(null, { [route]: () => json({ trip: null }) });
    renderPage('/unsubscribe?token=signed.token-2');

    expect(await screen.findByText('You will no longer get mail about this trip.')).toBeDefined();
    expect(screen.queryByText(/Changed your mind/)).toBeNull();
  });

  it('says the link does not work for a token TripFit did not sign', async () => {
    stubApi(null, { [route]: () => apiError(400, 'Invalid token (server wording)', 'invalid_token') });
    renderPage('/unsubscribe?token=forged');

    expect(await screen.findByRole('heading', { level: 2, name: 'This link does not work' })).toBeDefined();
    expect(screen.getByText(/This unsubscribe link is incomplete or was not sent by TripFit/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to saved searches' }).getAttribute('href')).toBe(
      '/saved-searches',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('sends nothing without a token', () => {
    const api = stubApi(null);
    renderPage('/unsubscribe');

    expect(screen.getByRole('heading', { level: 2, name: 'This link does not work' })).toBeDefined();
    expect(api.callsTo(route)).toHaveLength(0);
  });

  it('offers to try again after a failure that was not the link’s fault', async () => {
    let answer = apiError(503, 'Busy', 'service_unavailable');
    const api = stubApi(null, { [route]: () => answer });
    renderPage('/unsubscribe?token=signed.token-3');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'We could not unsubscribe you' }),
    ).toBeDefined();
    expect(screen.getByText('The service is busy. Please try again in a moment.')).toBeDefined();
    answer = json({ trip });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'You are unsubscribed' })).toBeDefined();
    expect(api.callsTo(route)).toHaveLength(2);
  });
});
