import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appPaths, verifiedEmailLanding } from '../../../core/routes';
import { authCall } from '../../lib/auth-call';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { CurrencySelect, LanguageSelect } from '../profile/preference-selects';
import { authErrorMessage } from './auth-error-message';
import { signUpSchema, type SignUpValues } from './auth-schemas';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useDevOutbox } from './use-dev-outbox';
import { fieldId, useValidatedForm } from './use-validated-form';

const formId = 'sign-up';

const emptySignUp: SignUpValues = { fullName: '', email: '', password: '', currency: 'USD', language: 'en' };

/**
 * SPEC §2 sign-up: full name, email, password, currency and language; the server keeps the last two in the
 * profile. The account must verify its email before signing in, so success goes home rather than signing in.
 */
export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const devOutbox = useDevOutbox();
  const { values, setField, validate, inputFor } = useValidatedForm(formId, signUpSchema, emptySignUp);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate();
    if (!checked || submitting) return;
    setSubmitting(true);
    try {
      await authCall(
        authClient.signUp.email({
          name: checked.fullName,
          email: checked.email,
          password: checked.password,
          preferredCurrency: checked.currency,
          preferredLanguage: checked.language,
          callbackURL: verifiedEmailLanding,
        }),
      );
      toast.success(t('auth.signUp.success'), {
        description: devOutbox ? t('auth.devOutboxHint') : undefined,
      });
      await navigate(appPaths.home);
    } catch (error) {
      toast.error(authErrorMessage(error, t));
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-5">
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
      <SubmitButton submitting={submitting} submittingLabel={t('auth.signUp.submitting')}>
        {t('auth.signUp.submit')}
      </SubmitButton>
    </form>
  );
}
