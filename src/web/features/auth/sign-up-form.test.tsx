import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthPage } from '../../pages/auth-page';
import { json, renderRoutes, stubApi } from './session.test-helpers';

function renderSignUp() {
  const view = renderRoutes(
    [
      { path: '/auth', Component: AuthPage },
      { path: '/', element: <p>Home page</p> },
    ],
    '/auth',
  );
  return view;
}

async function openSignUpTab() {
  const tab = await screen.findByRole('tab', { name: 'Sign up' }, { timeout: 5000 });
  // Radix tabs switch on mouse down (or focus with the keyboard), like a native tab strip.
  fireEvent.mouseDown(tab);
  return screen.findByRole('heading', { level: 1, name: 'Create your account' });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('Sign up', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names every missing field and sends nothing', async () => {
    const api = stubApi(null);
    renderSignUp();
    await openSignUpTab();

    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Full name is required')).toBeDefined();
    expect(screen.getByText('Email is required')).toBeDefined();
    expect(screen.getByText('Password is required')).toBeDefined();
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Full name'));
    expect(api.calls.filter((call) => call.path.startsWith('/api/auth/sign-up'))).toHaveLength(0);
  });

  it("checks the email's format and the password's 8-character minimum", async () => {
    stubApi(null);
    renderSignUp();
    await openSignUpTab();

    type('Full name', 'Ana Traveller');
    type('Email', 'ana.example.com');
    type('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Invalid email address')).toBeDefined();
    expect(screen.getByText('Minimum 8 characters')).toBeDefined();
    expect(screen.queryByText('Full name is required')).toBeNull();

    type('Password', 'long enough');
    expect(screen.queryByText('Minimum 8 characters')).toBeNull();
  });

  it("sends name, preferences and password, shows 'Creating account...', then says to verify and goes home", async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi(null, {
      'POST /api/auth/sign-up/email': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderSignUp();
    await openSignUpTab();

    type('Full name', '  Ana Traveller ');
    type('Email', 'ana@example.com');
    type('Password', 'correct horse');
    fireEvent.change(screen.getByLabelText('Preferred currency'), { target: { value: 'GBP' } });
    fireEvent.change(screen.getByLabelText('Preferred language'), { target: { value: 'fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const submitting = await screen.findByRole<HTMLButtonElement>('button', { name: 'Creating account...' });
    expect(submitting.disabled).toBe(true);
    await waitFor(() => expect(api.callsTo('POST /api/auth/sign-up/email')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/sign-up/email')[0]?.body).toEqual({
      name: 'Ana Traveller',
      email: 'ana@example.com',
      password: 'correct horse',
      preferredCurrency: 'GBP',
      preferredLanguage: 'fr',
      callbackURL: '/auth?verified=1',
    });

    answer(json({ token: null, user: { id: 'user-1', email: 'ana@example.com', name: 'Ana Traveller' } }));

    expect(
      await screen.findByText('Account created! Please check your email to verify your account.'),
    ).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the service's own message when the account cannot be created", async () => {
    stubApi(null, {
      'POST /api/auth/sign-up/email': () =>
        json(
          {
            code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
            message: 'User already exists. Use another email.',
          },
          422,
        ),
    });
    renderSignUp();
    await openSignUpTab();

    type('Full name', 'Ana Traveller');
    type('Email', 'ana@example.com');
    type('Password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('User already exists. Use another email.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDefined();
  });
});
