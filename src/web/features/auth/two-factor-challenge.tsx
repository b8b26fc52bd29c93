import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../components/ui/text-field';
import { authCall } from '../../lib/auth-call';
import { authClient } from '../../lib/auth-client';
import { AuthForm } from './auth-form';
import { twoFactorCodeSchema } from './auth-schemas';
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

  async function verify({ code }: z.output<typeof twoFactorCodeSchema>) {
    await authCall(
      useBackupCode
        ? authClient.twoFactor.verifyBackupCode({ code })
        : authClient.twoFactor.verifyTotp({ code }),
    );
    await finishSignIn();
  }

  return (
    <AuthForm
      kind="twoFactor"
      validate={validate}
      onValid={verify}
      onBack={onBack}
      backAside={
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
      }
    >
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
    </AuthForm>
  );
}
