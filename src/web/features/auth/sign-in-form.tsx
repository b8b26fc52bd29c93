import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { AnsweredBesideForm } from '../../components/ui/use-form-submit';
import { authCall, AuthServiceError } from '../../lib/auth-call';
import { authClient } from '../../lib/auth-client';
import { AuthForm } from './auth-form';
import { signInSchema } from './auth-schemas';
import { useValidatedForm } from './use-validated-form';
import { useFinishSignIn } from './use-finish-sign-in';
import { UnverifiedEmailNotice, type UnverifiedSignIn } from './unverified-email-notice';

const formId = 'sign-in';

interface SignInFormProps {
  /** The password was right and the account asks for a second factor. */
  onTwoFactorRequired: () => void;
  onForgotPassword: () => void;
}

/** Better Auth answers `twoFactorRedirect: true` instead of a session when the account has two-factor on. */
function needsSecondFactor(data: object): boolean {
  return 'twoFactorRedirect' in data && data.twoFactorRedirect === true;
}

/** The right password for an address that is not verified yet: what the server said about a fresh link. */
function unverifiedSignIn(error: unknown, email: string): UnverifiedSignIn | undefined {
  if (!(error instanceof AuthServiceError) || error.code !== 'EMAIL_NOT_VERIFIED') return undefined;
  return { email, linkSent: error.details.verificationLinkSent === true };
}

/**
 * product.md §2 sign-in: email and password; 'Signing in...' while the request runs. An address not verified yet is
 * told so beside the form, with whether a new link went out and a way to ask for one.
 */
export function SignInForm({ onTwoFactorRequired, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();
  const { validate, inputFor } = useValidatedForm(formId, signInSchema, {
    email: '',
    password: '',
  });

  const [unverified, setUnverified] = useState<UnverifiedSignIn | null>(null);

  async function signIn(credentials: z.output<typeof signInSchema>) {
    setUnverified(null);
    // No callbackURL: Better Auth's client would leave the page for it. An unverified account is mailed a
    // fresh link, which the server points back to this page.
    const data = await authCall(authClient.signIn.email(credentials)).catch((error: unknown) => {
      const notVerified = unverifiedSignIn(error, credentials.email);
      if (!notVerified) throw error;
      setUnverified(notVerified);
      throw new AnsweredBesideForm('The address is not verified yet');
    });
    if (needsSecondFactor(data)) onTwoFactorRequired();
    else await finishSignIn();
  }

  return (
    <AuthForm kind="signIn" validate={validate} onValid={signIn}>
      {unverified && <UnverifiedEmailNotice {...unverified} />}
      <TextField label={t('auth.fields.email')} type="email" autoComplete="email" {...inputFor('email')} />
      <div className="space-y-1.5">
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          {...inputFor('password')}
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onForgotPassword}
            className="rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            {t('auth.forgotPassword.link')}
          </button>
        </div>
      </div>
    </AuthForm>
  );
}
