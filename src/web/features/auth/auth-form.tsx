import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/ui/form';
import { SubmitButton } from '../../components/ui/submit-button';
import { useFormSubmit } from '../../components/ui/use-form-submit';
import { authErrorMessage } from './auth-error-message';
import { BackToSignIn } from './back-to-sign-in';

/** Each form's submit button: idle, and while the request runs (product.md §4: 'Sign In', then 'Signing in...'). */
const submitLabels = {
  signIn: ['auth.signIn.submit', 'auth.signIn.submitting'],
  signUp: ['auth.signUp.submit', 'auth.signUp.submitting'],
  forgotPassword: ['auth.forgotPassword.submit', 'auth.forgotPassword.submitting'],
  resetPassword: ['auth.resetPassword.submit', 'auth.resetPassword.submitting'],
  twoFactor: ['auth.twoFactor.verify', 'auth.twoFactor.verifying'],
} as const;

interface AuthFormProps<Checked> {
  /** Which form this is, for its submit button's labels. */
  kind: keyof typeof submitLabels;
  /** The checked values, or null after showing why they were refused (useValidatedForm's validate). */
  validate: () => Checked | null;
  /** Sends the checked values; a failure throws and shows as a toast with the service's message. */
  onValid: (checked: Checked) => Promise<void>;
  /** The fields, above the submit button. */
  children: ReactNode;
  /** For a side step (forgotten password, new password, second factor): the way back to signing in. */
  onBack?: () => void;
  /** Another link, across from the way back, e.g. 'Use a backup code'. */
  backAside?: ReactNode;
}

/**
 * A form of the auth page: its fields, then a full-width submit button that shows progress (product.md §4), then on a
 * side step the way back to signing in.
 */
export function AuthForm<Checked>({
  kind,
  validate,
  onValid,
  children,
  onBack,
  backAside,
}: AuthFormProps<Checked>) {
  const { t } = useTranslation();
  const { submitting, submit } = useFormSubmit(validate, onValid, (error) => authErrorMessage(error, t));
  const [submitLabel, submittingLabel] = submitLabels[kind];
  return (
    <Form onSubmit={submit} className="space-y-5">
      {children}
      <SubmitButton pending={submitting} pendingLabel={t(submittingLabel)} className="w-full">
        {t(submitLabel)}
      </SubmitButton>
      {onBack && (
        <div className={backAside ? 'flex flex-wrap items-center justify-between gap-3' : 'text-center'}>
          <BackToSignIn onClick={onBack} />
          {backAside}
        </div>
      )}
    </Form>
  );
}
