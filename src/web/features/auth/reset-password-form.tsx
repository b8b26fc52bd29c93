import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authCall } from '../../lib/auth-call';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { authErrorMessage } from './auth-error-message';
import { resetPasswordSchema } from './auth-schemas';
import { BackToSignIn } from './back-to-sign-in';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useValidatedForm } from './use-validated-form';

const formId = 'reset-password';

interface ResetPasswordFormProps {
  /** From the reset link's query. */
  token: string;
  /** The new password is set; the visitor signs in with it next. */
  onDone: () => void;
  onBack: () => void;
}

/** The page the reset link opens: a new password, then back to signing in with it. */
export function ResetPasswordForm({ token, onDone, onBack }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const { validate, inputFor } = useValidatedForm(formId, resetPasswordSchema, {
    password: '',
  });
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate();
    if (!checked || submitting) return;
    setSubmitting(true);
    try {
      await authCall(authClient.resetPassword({ newPassword: checked.password, token }));
      toast.success(t('auth.resetPassword.success'));
      onDone();
    } catch (error) {
      toast.error(authErrorMessage(error, t));
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-5">
      <PasswordField
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        {...inputFor('password')}
      />
      <SubmitButton submitting={submitting} submittingLabel={t('auth.resetPassword.submitting')}>
        {t('auth.resetPassword.submit')}
      </SubmitButton>
      <div className="text-center">
        <BackToSignIn onClick={onBack} />
      </div>
    </form>
  );
}
