import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authCall } from '../../lib/auth-call';
import { toast } from '../../lib/toast';
import { authErrorMessage } from '../auth/auth-error-message';
import { BackupCodesStep } from './backup-codes-step';
import { dialogContentClassName, dialogOverlayClassName } from './dialog-styles';
import { loadAuthClient } from './load-auth-client';
import { PasswordConfirmForm } from './password-confirm-form';
import { VerifyTotpStep } from './verify-totp-step';

type EnableStep =
  | { name: 'password' }
  | { name: 'scan'; totpUri: string; backupCodes: string[] }
  | { name: 'backupCodes'; backupCodes: string[] };

interface EnableTwoFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Two-factor is on: the caller reloads what shows its state. */
  onEnabled: () => void;
}

/**
 * Turning two-factor on: confirm the password, scan the QR code (or type the secret), prove it works with a
 * code, then keep the backup codes, which are shown this once.
 */
export function EnableTwoFactorDialog({ open, onOpenChange, onEnabled }: EnableTwoFactorDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<EnableStep>({ name: 'password' });

  function changeOpen(next: boolean) {
    if (!next) setStep({ name: 'password' });
    onOpenChange(next);
  }

  async function start(password: string) {
    try {
      const client = await loadAuthClient();
      const started = await authCall(client.twoFactor.enable({ password }));
      if (started.method !== 'totp') throw new Error('The server did not set up an authenticator app.');
      setStep({ name: 'scan', totpUri: started.totpURI, backupCodes: started.backupCodes });
    } catch (error) {
      toast.error(authErrorMessage(error, t));
    }
  }

  async function verify(code: string, backupCodes: string[]) {
    try {
      const client = await loadAuthClient();
      await authCall(client.twoFactor.verifyTotp({ code }));
      toast.success(t('profile.twoFactor.enabled'));
      setStep({ name: 'backupCodes', backupCodes });
      onEnabled();
    } catch (error) {
      toast.error(authErrorMessage(error, t));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClassName} />
        <Dialog.Content
          className={dialogContentClassName}
          // The backup codes are shown once; a stray click outside must not throw them away.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            {t(
              step.name === 'backupCodes'
                ? 'profile.twoFactor.backupCodesTitle'
                : 'profile.twoFactor.enableTitle',
            )}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {step.name === 'password' && t('profile.twoFactor.enablePasswordIntro')}
            {step.name === 'scan' && t('profile.twoFactor.scanIntro')}
            {step.name === 'backupCodes' && t('profile.twoFactor.backupCodesIntro')}
          </Dialog.Description>
          {step.name === 'password' && (
            <PasswordConfirmForm
              formId="enable-two-factor"
              submitLabel={t('profile.twoFactor.continue')}
              submittingLabel={t('profile.twoFactor.starting')}
              onConfirm={start}
              onCancel={() => changeOpen(false)}
            />
          )}
          {step.name === 'scan' && (
            <VerifyTotpStep
              totpUri={step.totpUri}
              onVerify={(code) => verify(code, step.backupCodes)}
              onCancel={() => changeOpen(false)}
            />
          )}
          {step.name === 'backupCodes' && (
            <BackupCodesStep codes={step.backupCodes} onDone={() => changeOpen(false)} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
