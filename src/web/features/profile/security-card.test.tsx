import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, signedIn, stubApi } from '../auth/session.test-helpers';
import { SecurityCard } from './security-card';

vi.mock('qrcode', () => ({
  default: { toDataURL: vi.fn(async () => 'data:image/png;base64,UVI=') },
}));

const totpURI = 'otpauth://totp/TripFit:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=TripFit';

function renderCard(twoFactorEnabled: boolean) {
  renderRoutes(
    [{ path: '/profile', element: <SecurityCard twoFactorEnabled={twoFactorEnabled} /> }],
    '/profile',
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Security card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns two-factor on: password, QR code and key, a code, then the backup codes once', async () => {
    const api = stubApi(signedIn, {
      'POST /api/auth/two-factor/enable': () =>
        json({ method: 'totp', totpURI, backupCodes: ['aaaaa-11111', 'bbbbb-22222'] }),
      'POST /api/auth/two-factor/verify-totp': () => json({ token: 'token', user: signedIn.user }),
    });
    renderCard(false);
    expect(screen.getByText('Off')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor authentication' });
    type('Current password', 'correct horse');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const qr = await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,UVI=');
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP')).toBeDefined();
    expect(api.callsTo('POST /api/auth/two-factor/enable')[0]?.body).toEqual({ password: 'correct horse' });

    type('Authentication code', '654321');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn On' }));

    expect(await screen.findByText('Two-factor authentication is on')).toBeDefined();
    const codes = within(dialog).getByRole('list', { name: 'Your backup codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaaa-11111', 'bbbbb-22222']);
    expect(api.callsTo('POST /api/auth/two-factor/verify-totp')[0]?.body).toEqual({ code: '654321' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the service's message for a wrong password and stays on the password step", async () => {
    stubApi(signedIn, {
      'POST /api/auth/two-factor/enable': () =>
        json({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, 400),
    });
    renderCard(false);

    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    await screen.findByRole('dialog');
    type('Current password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Invalid password')).toBeDefined();
    expect(screen.getByLabelText('Current password')).toBeDefined();
  });

  it('turns two-factor off with the password', async () => {
    const api = stubApi(signedIn, {
      'POST /api/auth/two-factor/disable': () => json({ status: true }),
    });
    renderCard(true);
    expect(screen.getByText('On')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn Off' }));
    expect(await within(dialog).findByText('Password is required')).toBeDefined();

    type('Current password', 'correct horse');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn Off' }));

    expect(await screen.findByText('Two-factor authentication is off')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/auth/two-factor/disable')[0]?.body).toEqual({ password: 'correct horse' });
  });
});
