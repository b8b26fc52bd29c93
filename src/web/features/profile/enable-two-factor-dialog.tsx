import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { authCall } from '../../lib/auth-call';
import { toast } from '../../lib/toast';
import { BackupCodesStep } from './backup-codes-step';
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
    const client = await loadAuthClient();
    const started = await authCall(client.twoFactor.enable({ password }));
    if (started.method !== 'totp') throw new Error('The server did not set up an authenticator app.');
    setStep({ name: 'scan', totpUri: started.totpURI, backupCodes: started.backupCodes });
  }

  async function verify(code: string, backupCodes: string[]) {
    const client = await loadAuthClient();
    await authCall(client.twoFactor.verifyTotp({ code }));
    toast.success(t('profile.twoFactor.enabled'));
    setStep({ name: 'backupCodes', backupCodes });
    onEnabled();
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={changeOpen}
      // The backup codes are shown once; a stray click outside must not throw them away.
      keepOnOutsideClick
      title={t(
        step.name === 'backupCodes' ? 'profile.twoFactor.backupCodesTitle' : 'profile.twoFactor.enableTitle',
      )}
      description={
        <>
          {step.name === 'password' && t('profile.twoFactor.enablePasswordIntro')}
          {step.name === 'scan' && t('profile.twoFactor.scanIntro')}
          {step.name === 'backupCodes' && t('profile.twoFactor.backupCodesIntro')}
        </>
      }
    >
      {step.name === 'password' && <PasswordConfirmForm change="enableTwoFactor" onConfirm={start} />}
      {step.name === 'scan' && (
        <VerifyTotpStep totpUri={step.totpUri} onVerify={(code) => verify(code, step.backupCodes)} />
      )}
      {step.name === 'backupCodes' && (
        <BackupCodesStep codes={step.backupCodes} onDone={() => changeOpen(false)} />
      )}
    </ModalDialog>
  );
}
