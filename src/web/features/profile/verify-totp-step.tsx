import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { twoFactorCodeSchema } from '../auth/auth-schemas';
import { TextField } from '../auth/text-field';
import { useValidatedForm } from '../auth/use-validated-form';
import { TotpQrCode } from './totp-qr-code';
import { totpSecret } from './totp-secret';

const formId = 'verify-totp';

interface VerifyTotpStepProps {
  totpUri: string;
  /** Confirms the code and reports its own failures. */
  onVerify: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** The QR code and its secret as text, then the first code from the app, which turns two-factor on. */
export function VerifyTotpStep({ totpUri, onVerify, onCancel }: VerifyTotpStepProps) {
  const { t } = useTranslation();
  const { validate, inputFor } = useValidatedForm(formId, twoFactorCodeSchema, { code: '' });
  const [verifying, setVerifying] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate();
    if (!checked || verifying) return;
    setVerifying(true);
    await onVerify(checked.code);
    setVerifying(false);
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="mt-5 space-y-5">
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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" disabled={verifying}>
          {verifying && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
          {t(verifying ? 'auth.twoFactor.verifying' : 'profile.twoFactor.turnOn')}
        </Button>
      </div>
    </form>
  );
}
