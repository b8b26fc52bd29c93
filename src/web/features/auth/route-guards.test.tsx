import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedirectSignedIn } from './redirect-signed-in';
import { RequireSession } from './require-session';
import { json, renderRoutes, signedIn, stubApi } from './session.test-helpers';

const guardedRoutes = [
  { path: '/', element: <p>Home page</p> },
  {
    path: '/auth',
    element: (
      <RedirectSignedIn>
        <p>Auth page</p>
      </RedirectSignedIn>
    ),
  },
  ...['/profile', '/saved-searches'].map((path) => ({
    path,
    element: (
      <RequireSession>
        <p>Private page</p>
      </RequireSession>
    ),
  })),
];

describe('route guards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/profile', '/saved-searches'])(
    'shows a spinner on %s until the session is known, then sends a visitor to /auth',
    async (path) => {
      let answer: (response: Response) => void = () => undefined;
      stubApi(null, {
        'GET /api/auth/get-session': () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      const { router } = renderRoutes(guardedRoutes, path);

      expect(screen.getByRole('status').textContent).toBe('Loading…');
      expect(router.state.location.pathname).toBe(path);
      answer(json(null));

      expect(await screen.findByText('Auth page')).toBeDefined();
      expect(router.state.location.pathname).toBe('/auth');
      expect(screen.queryByText('Private page')).toBeNull();
    },
  );

  it.each(['/profile', '/saved-searches'])('shows %s to a signed-in user', async (path) => {
    stubApi(signedIn);
    const { router } = renderRoutes(guardedRoutes, path);

    expect(await screen.findByText('Private page')).toBeDefined();
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends a signed-in user from /auth to /', async () => {
    stubApi(signedIn);
    const { router } = renderRoutes(guardedRoutes, '/auth');

    expect(screen.getByRole('status')).toBeDefined();
    expect(await screen.findByText('Home page')).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('Auth page')).toBeNull();
  });

  it('shows /auth to a visitor', async () => {
    stubApi(null);
    renderRoutes(guardedRoutes, '/auth');

    expect(await screen.findByText('Auth page')).toBeDefined();
  });
});
