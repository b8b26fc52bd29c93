import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appPaths } from '../../../core/routes';
import { serverErrorText } from '../../lib/server-error-text';
import { toast } from '../../lib/toast';
import { useSession } from '../auth/use-session';
import { dialogContentClassName, dialogOverlayClassName } from './dialog-styles';
import { PasswordConfirmForm } from './password-confirm-form';
import { deleteAccount } from './profile-api';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Delete account": confirmed with the password, then the user is gone, signed out and back on /. */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useSession();

  async function confirmDelete(password: string) {
    try {
      await deleteAccount(password);
    } catch (error) {
      toast.error(serverErrorText(error, t, t('profile.privacy.deleteFailed')));
      return;
    }
    toast.success(t('profile.privacy.deleted'));
    // Home first, so the signed-in-only page does not send the visitor to /auth when the session goes.
    await navigate(appPaths.home);
    // The server already ended the session; this forgets it here. A failure changes nothing worth showing.
    await signOut().catch(() => undefined);
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClassName} />
        <AlertDialog.Content className={dialogContentClassName}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {t('profile.privacy.deleteTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {t('profile.privacy.deleteWarning')}
          </AlertDialog.Description>
          <PasswordConfirmForm
            formId="delete-account"
            submitLabel={t('profile.privacy.deleteConfirm')}
            submittingLabel={t('profile.privacy.deleting')}
            onConfirm={confirmDelete}
            onCancel={() => onOpenChange(false)}
            destructive
          />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
