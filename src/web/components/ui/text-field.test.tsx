import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { controlClassName } from './field';
import { FormField, invalidControlClassName } from './form-field';
import { TextField } from './text-field';

describe('TextField', () => {
  it('names the input by its label and passes the input its props', () => {
    const onChange = vi.fn();
    render(
      <TextField id="email" label="Email" type="email" autoComplete="email" value="" onChange={onChange} />,
    );

    const input = screen.getByLabelText<HTMLInputElement>('Email');
    expect(input.id).toBe('email');
    expect(input.type).toBe('email');
    expect(input.autocomplete).toBe('email');
    fireEvent.change(input, { target: { value: 'ana@example.com' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('reads the hint with the input, and is not marked invalid without an error', () => {
    render(<TextField id="email" label="Email" hint="Email cannot be changed" readOnly value="a@b.c" />);

    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint');
    expect(screen.getByText('Email cannot be changed').id).toBe('email-hint');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('marks the input invalid and reads the error first, then the hint', () => {
    render(
      <TextField
        id="password"
        label="Password"
        hint="At least 8 characters"
        error="Minimum 8 characters"
        value=""
        onChange={() => undefined}
      />,
    );

    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('password-error password-hint');
    expect(screen.getByText('Minimum 8 characters').id).toBe('password-error');
    expect(input.className).toContain(invalidControlClassName);
  });

  it('draws an adornment over the end of the input, leaving room for it', () => {
    render(<TextField id="code" label="Code" endAdornment={<button type="button">Paste</button>} />);

    expect(screen.getByRole('button', { name: 'Paste' })).toBeDefined();
    expect(screen.getByLabelText('Code').className).toContain('pe-11');
  });
});

describe('FormField', () => {
  it('hands any control the ids of its error, so a textarea is read with it too', () => {
    render(
      <FormField id="message" label="Message" error="Message must be at least 10 characters">
        {(aria) => <textarea id="message" className={controlClassName} {...aria} />}
      </FormField>,
    );

    const textarea = screen.getByLabelText('Message');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.getAttribute('aria-describedby')).toBe('message-error');
    expect(screen.getByText('Message must be at least 10 characters').id).toBe('message-error');
  });
});
