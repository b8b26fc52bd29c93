import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('submits the form it sits in', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SubmitButton pending={false} pendingLabel="Signing in...">
          Sign In
        </SubmitButton>
      </form>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while pending: disabled, with a spinner hidden from screen readers and the pending label', () => {
    const { container } = render(
      <SubmitButton pending pendingLabel="Signing in...">
        Sign In
      </SubmitButton>,
    );

    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in...' });
    expect(button.disabled).toBe(true);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText('Sign In')).toBeNull();
  });

  it('keeps its label while pending when it has no pending label', () => {
    render(
      <SubmitButton pending variant="danger">
        Delete
      </SubmitButton>,
    );

    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' }).disabled).toBe(true);
  });
});
