import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

function renderPassword(error?: string) {
  render(
    <PasswordField
      id="sign-in-password"
      label="Password"
      autoComplete="current-password"
      hint="Use 8 or more characters"
      error={error}
      value="correct horse"
      onChange={() => undefined}
    />,
  );
  return screen.getByLabelText<HTMLInputElement>('Password');
}

describe('PasswordField', () => {
  it('hides what was typed, and tells the password manager which password it is', () => {
    const input = renderPassword();

    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('current-password');
    expect(input.value).toBe('correct horse');
  });

  it('shows the password with its toggle, and hides it again', () => {
    const input = renderPassword();

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.getAttribute('aria-controls')).toBe('sign-in-password');
    fireEvent.click(show);

    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });

  it('keeps the toggle from submitting the form it sits in', () => {
    renderPassword();

    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Show password' }).type).toBe('button');
  });

  it('reads its error and hint with the input', () => {
    const input = renderPassword('Password is required');

    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('sign-in-password-error sign-in-password-hint');
    expect(screen.getByText('Password is required').id).toBe('sign-in-password-error');
  });
});
