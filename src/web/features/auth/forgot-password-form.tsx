import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authCall } from '../../lib/auth-call';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { authErrorMessage } from './auth-error-message';
import { forgotPasswordSchema } from './auth-schemas';
import { BackToSignIn } from './back-to-sign-in';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
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
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate();
    if (!checked || submitting) return;
    setSubmitting(true);
    try {
      await authCall(authClient.requestPasswordReset({ email: checked.email, redirectTo: resetRedirect }));
      setSentTo(checked.email);
    } catch (error) {
      toast.error(authErrorMessage(error, t));
    } finally {
      setSubmitting(false);
    }
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
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-5">
      <p className="text-sm text-slate-600">{t('auth.forgotPassword.intro')}</p>
      <TextField label={t('auth.fields.email')} type="email" autoComplete="email" {...inputFor('email')} />
      <SubmitButton submitting={submitting} submittingLabel={t('auth.forgotPassword.submitting')}>
        {t('auth.forgotPassword.submit')}
      </SubmitButton>
      <div className="text-center">
        <BackToSignIn onClick={onBack} />
      </div>
    </form>
  );
}
