import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authCall } from '../../lib/auth-call';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { authErrorMessage } from './auth-error-message';
import { twoFactorCodeSchema } from './auth-schemas';
import { BackToSignIn } from './back-to-sign-in';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFinishSignIn } from './use-finish-sign-in';
import { useValidatedForm } from './use-validated-form';

const formId = 'two-factor';

/**
 * The second step of signing in with two-factor on: the authenticator app's code, or one of the backup codes
 * for when the phone is not at hand.
 */
export function TwoFactorChallenge({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();
  const [useBackupCode, setUseBackupCode] = useState(false);
  const { setField, validate, inputFor } = useValidatedForm(formId, twoFactorCodeSchema, { code: '' });
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate();
    if (!checked || submitting) return;
    setSubmitting(true);
    try {
      await authCall(
        useBackupCode
          ? authClient.twoFactor.verifyBackupCode({ code: checked.code })
          : authClient.twoFactor.verifyTotp({ code: checked.code }),
      );
      await finishSignIn();
    } catch (error) {
      toast.error(authErrorMessage(error, t));
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-5">
      <p className="text-sm text-slate-600">
        {t(useBackupCode ? 'auth.twoFactor.backupIntro' : 'auth.twoFactor.intro')}
      </p>
      <TextField
        key={useBackupCode ? 'backup' : 'totp'}
        label={t(useBackupCode ? 'auth.twoFactor.backupCode' : 'auth.twoFactor.code')}
        autoComplete="one-time-code"
        inputMode={useBackupCode ? 'text' : 'numeric'}
        autoFocus
        spellCheck={false}
        {...inputFor('code')}
        className="font-mono tracking-widest"
      />
      <SubmitButton submitting={submitting} submittingLabel={t('auth.twoFactor.verifying')}>
        {t('auth.twoFactor.verify')}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToSignIn onClick={onBack} />
        <button
          type="button"
          onClick={() => {
            setUseBackupCode((backup) => !backup);
            setField('code', '');
          }}
          className="rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          {t(useBackupCode ? 'auth.twoFactor.useAuthenticator' : 'auth.twoFactor.useBackupCode')}
        </button>
      </div>
    </form>
  );
}
