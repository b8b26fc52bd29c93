import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, signedIn, stubApi } from '../features/auth/session.test-helpers';
import { SiteHeader } from './site-header';

const headerRoutes = [
  { path: '/', element: <SiteHeader /> },
  { path: '/about', element: <SiteHeader /> },
];

/** Opens the user menu once it has loaded; until then a disabled look-alike holds its place. */
async function openUserMenu() {
  const menuButton = await waitFor(
    () => {
      const button = screen.getByRole<HTMLButtonElement>('button', {
        name: 'Ana Traveller, account menu',
      });
      expect(button.disabled).toBe(false);
      return button;
    },
    { timeout: 3000 },
  );
  fireEvent.keyDown(menuButton, { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('SiteHeader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links the TripFit logo home and offers sign-in to a visitor', async () => {
    stubApi(null);
    renderRoutes(headerRoutes, '/about');

    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('link', { name: 'TripFit' }).getAttribute('href')).toBe('/');
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/auth');
  });

  it("shows a signed-in user's menu with Profile and Sign out, which ends the session and goes home", async () => {
    const api = stubApi(signedIn, { 'POST /api/auth/sign-out': () => json({ success: true }) });
    const { router } = renderRoutes(headerRoutes, '/about');

    const menu = await openUserMenu();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(menu.textContent).toContain('ana@example.com');
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');

    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeDefined();
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps the user signed in and says so when signing out fails', async () => {
    stubApi(signedIn, { 'POST /api/auth/sign-out': () => apiError(500, 'Internal error') });
    renderRoutes(headerRoutes, '/about');
    await openUserMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByText('Failed to sign out. Please try again.')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Ana Traveller, account menu' })).toBeDefined();
  });
});
