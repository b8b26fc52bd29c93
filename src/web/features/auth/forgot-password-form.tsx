import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../components/ui/text-field';
import { authCall } from '../../lib/auth-call';
import { authClient } from '../../lib/auth-client';
import { AuthForm } from './auth-form';
import { forgotPasswordSchema } from './auth-schemas';
import { BackToSignIn } from './back-to-sign-in';
import { useDevOutbox } from './use-dev-outbox';
import { useValidatedForm } from './use-validated-form';

const formId = 'forgot-password';

// The link in the mail opens /auth with ?reset=1&token=…, where ResetPasswordForm takes over.
const resetRedirect = '/auth?reset=1';

/** 'Forgot password?': asks for the email, sends the reset link, then says to check the mail. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const devOutbox = useDevOutbox();
  const { validate, inputFor } = useValidatedForm(formId, forgotPasswordSchema, {
    email: '',
  });
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function sendResetLink({ email }: z.output<typeof forgotPasswordSchema>) {
    await authCall(authClient.requestPasswordReset({ email, redirectTo: resetRedirect }));
    setSentTo(email);
  }

  if (sentTo) {
    return (
      <div className="space-y-5 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-700">
          <MailCheck aria-hidden className="size-7" />
        </span>
        <div role="status" className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">{t('auth.forgotPassword.sentTitle')}</h2>
          <p className="text-slate-600">{t('auth.forgotPassword.sent', { email: sentTo })}</p>
          {devOutbox && <p className="text-xs text-slate-500">{t('auth.devOutboxHint')}</p>}
        </div>
        <BackToSignIn onClick={onBack} />
      </div>
    );
  }

  return (
    <AuthForm kind="forgotPassword" validate={validate} onValid={sendResetLink} onBack={onBack}>
      <p className="text-sm text-slate-600">{t('auth.forgotPassword.intro')}</p>
      <TextField label={t('auth.fields.email')} type="email" autoComplete="email" {...inputFor('email')} />
    </AuthForm>
  );
}
