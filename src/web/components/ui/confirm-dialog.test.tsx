import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { ConfirmForm } from './confirm-form';
import { ModalDialog } from './modal-dialog';

/** A delete button that asks first, as a saved search's card does. */
function DeleteButton({ pending = false, onConfirm = () => undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<button type="button">Delete search</button>}
      title="Delete search?"
      description="Are you sure you want to delete this saved search?"
      cancelLabel="Cancel"
      confirmLabel="Delete"
      pending={pending}
      onConfirm={onConfirm}
      destructive
    />
  );
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete search' }));
  return screen.findByRole('alertdialog', { name: 'Delete search?' });
}

describe('ConfirmDialog', () => {
  it('opens from its trigger as an alert dialog, named and described by its texts', async () => {
    render(<DeleteButton />);

    const dialog = await openDialog();

    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Are you sure you want to delete this saved search?').id,
    );
  });

  it('puts the focus on Cancel, so Enter does not confirm by accident', async () => {
    render(<DeleteButton />);

    const dialog = await openDialog();

    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
  });

  it('leaves the focus on a field the confirmation asks for, such as the password', async () => {
    render(
      <ModalDialog
        role="alertdialog"
        open
        onOpenChange={() => undefined}
        title="Delete your account?"
        description=""
      >
        <ConfirmForm
          cancelLabel="Cancel"
          confirmLabel="Delete Account"
          pending={false}
          onConfirm={() => undefined}
        >
          <label htmlFor="password">Current password</label>
          <input id="password" autoFocus />
        </ConfirmForm>
      </ModalDialog>,
    );

    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(document.activeElement).toBe(
      within(screen.getByRole('alertdialog', { name: 'Delete your account?' })).getByLabelText(
        'Current password',
      ),
    );
  });

  it('closes on Cancel without confirming', async () => {
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);

    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('calls back on confirm and stays open while the action runs', async () => {
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);

    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog')).toBeDefined();
  });

  it('disables the confirm button while pending, and Cancel still closes', async () => {
    render(<DeleteButton pending />);

    const dialog = await openDialog();

    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Delete' }).disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(false);
  });
});

/** Radix starts listening a tick after the dialog opens (a real click comes later), then waits for the click. */
async function clickOutside() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  fireEvent.pointerDown(document.body);
  fireEvent.click(document.body);
}

describe('ConfirmForm in a plain ModalDialog', () => {
  function renderPasswordStep(onOpenChange = vi.fn(), onConfirm = vi.fn(), keepOnOutsideClick = false) {
    render(
      <ModalDialog
        open
        onOpenChange={onOpenChange}
        title="Turn off two-factor authentication"
        description="Confirm with your password."
        keepOnOutsideClick={keepOnOutsideClick}
      >
        <ConfirmForm
          cancelLabel="Cancel"
          confirmLabel="Turn Off"
          pendingLabel="Turning off..."
          pending={false}
          onConfirm={onConfirm}
        >
          <label htmlFor="password">Current password</label>
          <input id="password" autoFocus />
        </ConfirmForm>
      </ModalDialog>,
    );
    return { onOpenChange, onConfirm };
  }

  it('is a dialog whose fields submit on Enter, as the confirm button does', () => {
    const { onConfirm } = renderPasswordStep();

    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor authentication' });
    fireEvent.submit(within(dialog).getByLabelText('Current password'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn Off' }));

    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('leaves the focus on the field it asks for', () => {
    renderPasswordStep();

    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  });

  it('asks its owner to close on Cancel and on Escape', () => {
    const { onOpenChange } = renderPasswordStep();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
  });

  it('closes on a click outside', async () => {
    const { onOpenChange } = renderPasswordStep();

    await clickOutside();

    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open on a click outside when it must keep what it shows', async () => {
    const { onOpenChange } = renderPasswordStep(vi.fn(), vi.fn(), true);

    await clickOutside();

    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
