import { useTranslation } from 'react-i18next';
import { ConfirmForm } from '../../components/ui/confirm-form';
import { TextField } from '../../components/ui/text-field';
import { useFormSubmit } from '../../components/ui/use-form-submit';
import { authErrorMessage, twoFactorCodeSchema, useValidatedForm } from '../auth';
import { TotpQrCode } from './totp-qr-code';
import { totpSecret } from './totp-secret';

const formId = 'verify-totp';

interface VerifyTotpStepProps {
  totpUri: string;
  /** Confirms the code; a failure throws, shows as a toast, and the user may try again. */
  onVerify: (code: string) => Promise<void>;
}

/** The QR code and its secret as text, then the first code from the app, which turns two-factor on. */
export function VerifyTotpStep({ totpUri, onVerify }: VerifyTotpStepProps) {
  const { t } = useTranslation();
  const { validate, inputFor } = useValidatedForm(formId, twoFactorCodeSchema, { code: '' });
  const { submitting, submit } = useFormSubmit(
    validate,
    ({ code }) => onVerify(code),
    (error) => authErrorMessage(error, t),
  );

  return (
    <ConfirmForm
      cancelLabel={t('profile.cancel')}
      confirmLabel={t('profile.twoFactor.turnOn')}
      pendingLabel={t('auth.twoFactor.verifying')}
      pending={submitting}
      onConfirm={submit}
    >
      <div className="flex flex-col items-center gap-3">
        <TotpQrCode uri={totpUri} />
        <div className="w-full text-center">
          <p className="text-xs font-medium text-slate-500">{t('profile.twoFactor.secretLabel')}</p>
          <code className="mt-1 block rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all">
            {totpSecret(totpUri)}
          </code>
        </div>
      </div>
      <TextField
        label={t('auth.twoFactor.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        {...inputFor('code')}
        className="font-mono tracking-widest"
      />
    </ConfirmForm>
  );
}
