import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { appPaths, verifiedEmailLanding } from '../../../core/routes';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { authCall } from '../../lib/auth-call';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { CurrencySelect, LanguageSelect } from '../profile';
import { AuthForm } from './auth-form';
import { signUpSchema, type SignUpValues } from './auth-schemas';
import { useDevOutbox } from './use-dev-outbox';
import { fieldId, useValidatedForm } from './use-validated-form';

const formId = 'sign-up';

const emptySignUp: SignUpValues = { fullName: '', email: '', password: '', currency: 'USD', language: 'en' };

/**
 * product.md §2 sign-up: full name, email, password, currency and language; the server keeps the last two in the
 * profile. The account must verify its email before signing in, so success goes home rather than signing in.
 */
export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const devOutbox = useDevOutbox();
  const { values, setField, validate, inputFor } = useValidatedForm(formId, signUpSchema, emptySignUp);

  async function signUp(account: z.output<typeof signUpSchema>) {
    await authCall(
      authClient.signUp.email({
        name: account.fullName,
        email: account.email,
        password: account.password,
        preferredCurrency: account.currency,
        preferredLanguage: account.language,
        callbackURL: verifiedEmailLanding,
      }),
    );
    toast.success(t('auth.signUp.success'), {
      description: devOutbox ? t('auth.devOutboxHint') : undefined,
    });
    await navigate(appPaths.home);
  }

  return (
    <AuthForm kind="signUp" validate={validate} onValid={signUp}>
      <TextField label={t('auth.fields.fullName')} autoComplete="name" {...inputFor('fullName')} />
      <TextField label={t('auth.fields.email')} type="email" autoComplete="email" {...inputFor('email')} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        {...inputFor('password')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <CurrencySelect
          id={fieldId(formId, 'currency')}
          value={values.currency}
          onChange={(currency) => setField('currency', currency)}
        />
        <LanguageSelect
          id={fieldId(formId, 'language')}
          value={values.language}
          onChange={(language) => setField('language', language)}
        />
      </div>
    </AuthForm>
  );
}
