import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { routes } from './router';

function renderAt(path: string) {
  render(
    <AppProviders>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
}

describe('app routes', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json({ supportEmail: 'a@b.c' })));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the home hero inside the site layout', async () => {
    renderAt('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Budget Trip' }),
    ).toBeDefined();
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('main')).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
  });

  it.each([
    ['/auth', 'Sign in'],
    ['/profile', 'Profile'],
    ['/saved-searches', 'Saved Searches'],
    ['/about', 'About TripFit'],
    ['/contact', 'Contact Us'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/booking-redirect', 'Redirecting to Booking Partners'],
  ])('shows the %s page titled %s', async (path, title) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined();
  });

  it('shows the not-found page for an unknown path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/nowhere');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeDefined();
  });
});
