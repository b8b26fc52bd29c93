import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordField } from '../../components/ui/password-field';
import { authCall } from '../../lib/auth-call';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { AuthForm } from './auth-form';
import { resetPasswordSchema } from './auth-schemas';
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

  async function resetPassword({ password }: z.output<typeof resetPasswordSchema>) {
    await authCall(authClient.resetPassword({ newPassword: password, token }));
    toast.success(t('auth.resetPassword.success'));
    onDone();
  }

  return (
    <AuthForm kind="resetPassword" validate={validate} onValid={resetPassword} onBack={onBack}>
      <PasswordField
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        {...inputFor('password')}
      />
    </AuthForm>
  );
}
