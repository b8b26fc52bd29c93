import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, signedIn, stubApi } from '../features/auth/session.test-helpers';
import { anaProfile } from '../features/profile/profile.fixture';
import { HomePage } from './home-page';

describe('HomePage', () => {
  beforeEach(() => stubApi(null));
  afterEach(() => vi.unstubAllGlobals());

  it('fills the form from navigation state, then clears that state from history', async () => {
    const { router } = renderRoutes([{ path: '/', Component: HomePage }], {
      pathname: '/',
      state: {
        prefillSearch: {
          budget: '1200',
          currency: 'EUR',
          flightFrom: 'BEG',
          flightFromName: 'Belgrade Nikola Tesla Airport (BEG)',
          flightTo: 'CDG',
          flightToName: 'Charles de Gaulle International Airport (CDG)',
        },
      },
    });

    expect(screen.getByLabelText<HTMLInputElement>('Total budget').value).toBe('1200');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'From' }).value).toBe(
      'Belgrade Nikola Tesla Airport (BEG)',
    );
    await waitFor(() => expect(router.state.location.state).toBeNull());
    // The form keeps what it was given after the state left history.
    expect(screen.getByLabelText<HTMLInputElement>('Total budget').value).toBe('1200');
  });

  it('starts empty without navigation state', () => {
    renderRoutes([{ path: '/', Component: HomePage }]);
    expect(screen.getByLabelText<HTMLInputElement>('Total budget').value).toBe('');
    expect(
      screen.getByText('Enter your budget and travel preferences above to discover amazing deals'),
    ).toBeDefined();
  });

  it("starts the search in the signed-in user's preferred currency", async () => {
    stubApi(signedIn, { 'GET /api/profile': () => json(anaProfile) });
    renderRoutes([{ path: '/', Component: HomePage }]);

    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('EUR'));
  });
});
