import { ConfirmForm, type ConfirmFormProps } from './confirm-form';
import { ModalDialog, type ModalDialogProps } from './modal-dialog';

export type ConfirmDialogProps = Omit<ModalDialogProps, 'children' | 'keepOnOutsideClick'> &
  Omit<ConfirmFormProps, 'children'>;

/** Asks before acting, e.g. 'Delete this saved search?': an alert dialog unless `role` says otherwise. */
export function ConfirmDialog({
  role = 'alertdialog',
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending,
  destructive,
  onConfirm,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <ModalDialog role={role} {...dialog}>
      <ConfirmForm
        cancelLabel={cancelLabel}
        confirmLabel={confirmLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        destructive={destructive}
        onConfirm={onConfirm}
      />
    </ModalDialog>
  );
}
