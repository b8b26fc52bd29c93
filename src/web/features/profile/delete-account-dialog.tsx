import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appPaths } from '../../../core/routes';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { serverErrorText } from '../../lib/server-error-text';
import { toast } from '../../lib/toast';
import { useSession } from '../auth';
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
    await deleteAccount(password);
    toast.success(t('profile.privacy.deleted'));
    // Home first, so the signed-in-only page does not send the visitor to /auth when the session goes.
    await navigate(appPaths.home);
    // The server already ended the session; this forgets it here. A failure changes nothing worth showing.
    await signOut().catch(() => undefined);
  }

  return (
    <ModalDialog
      role="alertdialog"
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.privacy.deleteTitle')}
      description={t('profile.privacy.deleteWarning')}
    >
      <PasswordConfirmForm
        change="deleteAccount"
        onConfirm={confirmDelete}
        failureText={(error) => serverErrorText(error, t, t('profile.privacy.deleteFailed'))}
      />
    </ModalDialog>
  );
}
