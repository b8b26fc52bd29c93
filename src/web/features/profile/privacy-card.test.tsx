import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, signedIn, stubApi } from '../auth/session.test-helpers';
import { PrivacyCard } from './privacy-card';

function renderCard() {
  return renderRoutes(
    [
      { path: '/profile', element: <PrivacyCard /> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/profile',
  );
}

describe('Privacy card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the data export as the JSON file the server names', async () => {
    stubApi(signedIn, {
      'GET /api/profile/export': () =>
        new Response('{"profile":{}}', {
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="tripfit-data.json"',
          },
        }),
    });
    // The file is handed over through an object URL and a link's click; both are watched, nothing is downloaded.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = revokeObjectURL;
      },
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderCard();

    fireEvent.click(screen.getByRole('button', { name: 'Export my data' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('tripfit-data.json');
    expect(clicked[0]?.href).toBe('blob:export');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('{"profile":{}}');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:export');
  });

  it('says so when the export fails', async () => {
    stubApi(signedIn, { 'GET /api/profile/export': () => apiError(500, 'Internal error') });
    renderCard();

    fireEvent.click(screen.getByRole('button', { name: 'Export my data' }));

    expect(await screen.findByText('Failed to export your data')).toBeDefined();
  });

  it('deletes the account after confirmation with the password, signs out and goes home', async () => {
    const api = stubApi(signedIn, {
      'DELETE /api/account': () => new Response(null, { status: 204 }),
      'POST /api/auth/sign-out': () => json({ success: true }),
    });
    const { router } = renderCard();

    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText('Current password'), {
      target: { value: 'correct horse' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByText('Your account has been deleted')).toBeDefined();
    expect(await screen.findByText('Home page')).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('DELETE /api/account')[0]?.body).toEqual({ password: 'correct horse' });
    await waitFor(() => expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1));
  });

  it("keeps the account and shows the server's message for a wrong password", async () => {
    stubApi(signedIn, {
      'DELETE /api/account': () =>
        apiError(400, 'The password is not correct. Your account was not deleted.', 'invalid_password'),
    });
    renderCard();

    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect(
      await screen.findByText('The password is not correct. Your account was not deleted.'),
    ).toBeDefined();
    expect(screen.getByRole('alertdialog')).toBeDefined();
  });
});
