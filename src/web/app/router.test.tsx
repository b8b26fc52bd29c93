import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signedIn, stubApi } from '../features/auth/session.test-helpers';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

function renderAt(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

// The first import of a page that bundles the auth client takes a moment in a test.
const lazyPage = { timeout: 5000 };

describe('app routes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('for a visitor', () => {
    const visit = (path: string) => {
      stubApi(null, { 'GET /api/config': () => json({ supportEmail: 'a@b.c' }) });
      renderAt(path);
    };

    it('shows the home hero inside the site layout', async () => {
      visit('/');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Budget Trip' }, lazyPage),
      ).toBeDefined();
      expect(screen.getByRole('banner')).toBeDefined();
      expect(screen.getByRole('main')).toBeDefined();
      expect(screen.getByRole('contentinfo')).toBeDefined();
    });

    it.each([
      ['/auth', 'Sign in'],
      ['/about', 'About TripFit'],
      ['/contact', 'Contact Us'],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/booking-redirect', 'Redirecting to Booking Partners'],
      ['/unsubscribe', 'Unsubscribe'],
    ])('shows the %s page titled %s', async (path, title) => {
      visit(path);

      expect(await screen.findByRole('heading', { level: 1, name: title }, lazyPage)).toBeDefined();
    });

    it.each(['/profile', '/saved-searches'])('sends %s to sign in', async (path) => {
      visit(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, lazyPage)).toBeDefined();
    });

    it('shows the not-found page for an unknown path', async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      visit('/nowhere');

      expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeDefined();
      expect(consoleError).toHaveBeenCalledExactlyOnceWith(
        '404 Error: User attempted to access non-existent route:',
        '/nowhere',
      );
    });
  });

  it.each([
    ['/profile', 'Profile'],
    ['/saved-searches', 'Saved Searches'],
  ])('shows the %s page titled %s when signed in', async (path, title) => {
    stubApi(signedIn, {
      'GET /api/config': () => json({ supportEmail: 'a@b.c' }),
      'GET /api/saved-searches': () => json({ data: [] }),
      'GET /api/profile': () =>
        json({
          id: 'user-1',
          email: 'ana@example.com',
          emailVerified: true,
          twoFactorEnabled: false,
          fullName: 'Ana Traveller',
          preferredCurrency: 'EUR',
          preferredLanguage: 'en',
        }),
    });
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: title }, lazyPage)).toBeDefined();
  });
});
