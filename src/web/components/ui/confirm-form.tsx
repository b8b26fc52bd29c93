import type { ReactNode } from 'react';
import { Button } from './button';
import { Form } from './form';
import { ModalDialogClose } from './modal-dialog';
import { SubmitButton } from './submit-button';

export interface ConfirmFormProps {
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's label while pending, e.g. 'Deleting...'; without one it keeps its label. */
  pendingLabel?: string;
  /** The confirmed action runs: the confirm button is disabled and shows a spinner. */
  pending: boolean;
  /** A red confirm button, for what cannot be undone. */
  destructive?: boolean;
  onConfirm: () => void;
  /** What the confirmation asks for first, e.g. the current password. */
  children?: ReactNode;
}

/**
 * The body of a ModalDialog that asks before acting: its fields, then Cancel, which closes the dialog, and the
 * confirm button, which submits. Confirming does not close the dialog: it stays, showing progress, until the
 * action is done and its owner closes it or moves on.
 */
export function ConfirmForm({
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending,
  destructive = false,
  onConfirm,
  children,
}: ConfirmFormProps) {
  return (
    <Form onSubmit={onConfirm} className="mt-5 space-y-5">
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalDialogClose>
          <Button variant="secondary">{cancelLabel}</Button>
        </ModalDialogClose>
        <SubmitButton
          variant={destructive ? 'danger' : 'primary'}
          pending={pending}
          pendingLabel={pendingLabel}
        >
          {confirmLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
