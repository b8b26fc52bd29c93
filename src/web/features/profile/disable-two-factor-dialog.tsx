import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { authCall } from '../../lib/auth-call';
import { toast } from '../../lib/toast';
import { authErrorMessage } from '../auth/auth-error-message';
import { dialogContentClassName, dialogOverlayClassName } from './dialog-styles';
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
    try {
      const client = await loadAuthClient();
      await authCall(client.twoFactor.disable({ password }));
      toast.success(t('profile.twoFactor.disabled'));
      onOpenChange(false);
      onDisabled();
    } catch (error) {
      toast.error(authErrorMessage(error, t));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClassName} />
        <Dialog.Content className={dialogContentClassName}>
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            {t('profile.twoFactor.disableTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t('profile.twoFactor.disableIntro')}
          </Dialog.Description>
          <PasswordConfirmForm
            formId="disable-two-factor"
            submitLabel={t('profile.twoFactor.turnOff')}
            submittingLabel={t('profile.twoFactor.turningOff')}
            onConfirm={disable}
            onCancel={() => onOpenChange(false)}
            destructive
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
