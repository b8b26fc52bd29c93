import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderRoutes, signedIn, stubApi, type ApiCall } from '../auth/session.test-helpers';
import type { Profile } from '../../../core/profile';
import { anaProfile } from './profile.fixture';
import { ProfileSettings } from './profile-settings';

function renderSettings() {
  renderRoutes([{ path: '/profile', element: <ProfileSettings /> }], '/profile');
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('Profile Information form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the profile, the email read-only, and the preferences', async () => {
    stubApi(signedIn, { 'GET /api/profile': () => json(anaProfile) });
    renderSettings();

    expect((await screen.findByLabelText<HTMLInputElement>('Full name')).value).toBe('Ana Traveller');
    const email = input('Email');
    expect(email.value).toBe('ana@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('Email cannot be changed').id).toBe(email.getAttribute('aria-describedby'));
    expect(screen.getByLabelText<HTMLSelectElement>('Preferred currency').value).toBe('EUR');
    const languages = screen.getByLabelText<HTMLSelectElement>('Preferred language');
    expect([...languages.options].map((option) => option.text)).toEqual(['English', 'Spanish', 'French']);
  });

  it('requires the full name', async () => {
    const api = stubApi(signedIn, { 'GET /api/profile': () => json(anaProfile) });
    renderSettings();

    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Full name is required')).toBeDefined();
    expect(api.callsTo('PUT /api/profile')).toHaveLength(0);
  });

  it("shows 'Updating...', saves, confirms, and switches the site to the chosen language", async () => {
    const changeLanguage = vi.spyOn(getI18n(), 'changeLanguage');
    let answer: () => void = () => undefined;
    const api = stubApi(signedIn, {
      'GET /api/profile': () => json(anaProfile),
      'PUT /api/profile': ({ body }: ApiCall) =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(json({ ...anaProfile, ...(body as Partial<Profile>) }));
        }),
    });
    renderSettings();

    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Ana T. Traveller' } });
    fireEvent.change(screen.getByLabelText('Preferred currency'), { target: { value: 'GBP' } });
    fireEvent.change(screen.getByLabelText('Preferred language'), { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Updating...' })).disabled).toBe(
      true,
    );
    await waitFor(() => expect(api.callsTo('PUT /api/profile')).toHaveLength(1));
    expect(api.callsTo('PUT /api/profile')[0]?.body).toEqual({
      fullName: 'Ana T. Traveller',
      preferredCurrency: 'GBP',
      preferredLanguage: 'es',
    });
    answer();

    expect(await screen.findByText('Profile updated successfully')).toBeDefined();
    expect(changeLanguage).toHaveBeenCalledWith('es');
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeDefined();
    await getI18n().changeLanguage('en');
  });

  it("says 'Failed to update profile' when saving fails", async () => {
    stubApi(signedIn, {
      'GET /api/profile': () => json(anaProfile),
      'PUT /api/profile': () => apiError(500, 'Internal error'),
    });
    renderSettings();

    fireEvent.click(await screen.findByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Failed to update profile')).toBeDefined();
    expect(input('Full name').value).toBe('Ana Traveller');
  });

  it("says 'Failed to load profile' when the profile cannot be read", async () => {
    stubApi(signedIn, { 'GET /api/profile': () => apiError(500, 'Internal error') });
    renderSettings();

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
    await waitFor(() => expect(screen.getAllByText('Failed to load profile')).toHaveLength(2));
  });
});
