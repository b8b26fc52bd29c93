import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { authCall } from '../../lib/auth-call';
import { toast } from '../../lib/toast';
import { loadAuthClient } from './load-auth-client';
import { PasswordConfirmForm } from './password-confirm-form';

interface DisableTwoFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDisabled: () => void;
}

/** Turning two-factor off, confirmed with the password. */
export function DisableTwoFactorDialog({ open, onOpenChange, onDisabled }: DisableTwoFactorDialogProps) {
  const { t } = useTranslation();

  async function disable(password: string) {
    const client = await loadAuthClient();
    await authCall(client.twoFactor.disable({ password }));
    toast.success(t('profile.twoFactor.disabled'));
    onOpenChange(false);
    onDisabled();
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.twoFactor.disableTitle')}
      description={t('profile.twoFactor.disableIntro')}
    >
      <PasswordConfirmForm change="disableTwoFactor" onConfirm={disable} />
    </ModalDialog>
  );
}
