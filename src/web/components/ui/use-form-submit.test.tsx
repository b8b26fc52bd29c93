import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { Form } from './form';
import { SubmitButton } from './submit-button';
import { useFormSubmit } from './use-form-submit';

vi.mock('../../lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function SendForm({
  validate,
  action,
}: {
  validate: () => { email: string } | null;
  action: (checked: { email: string }) => Promise<void>;
}) {
  const { submitting, submit } = useFormSubmit(validate, action, (error) => `Failed: ${String(error)}`);
  return (
    <Form onSubmit={submit}>
      <SubmitButton pending={submitting} pendingLabel="Sending...">
        Send
      </SubmitButton>
    </Form>
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: /^Send/ }));
const button = () => screen.getByRole<HTMLButtonElement>('button');

describe('useFormSubmit', () => {
  it('never runs the action with refused values', () => {
    const action = vi.fn(async () => undefined);
    render(<SendForm validate={() => null} action={action} />);

    send();

    expect(action).not.toHaveBeenCalled();
    expect(button().disabled).toBe(false);
  });

  it('runs the action once with the checked values, ignoring a second submit meanwhile', async () => {
    const action = vi.fn(() => new Promise<void>(() => undefined));
    render(<SendForm validate={() => ({ email: 'ana@example.com' })} action={action} />);

    send();
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending...' })).disabled).toBe(
      true,
    );
    fireEvent.submit(button());

    expect(action).toHaveBeenCalledOnce();
    expect(action).toHaveBeenCalledWith({ email: 'ana@example.com' });
  });

  it('shows a failure as a toast and frees the form for another try', async () => {
    const action = vi.fn(async () => {
      throw new Error('offline');
    });
    render(<SendForm validate={() => ({ email: 'ana@example.com' })} action={action} />);

    send();

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed: Error: offline'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false);
  });

  it('stays busy after a success, which leads away from the form', async () => {
    const action = vi.fn(async () => undefined);
    render(<SendForm validate={() => ({ email: 'ana@example.com' })} action={action} />);

    send();

    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sending...' }).disabled).toBe(true);
  });
});
