import { useTranslation } from 'react-i18next';
import { ConfirmForm } from '../../components/ui/confirm-form';
import { PasswordField } from '../../components/ui/password-field';
import { useFormSubmit } from '../../components/ui/use-form-submit';
import { authErrorMessage, currentPasswordSchema, useValidatedForm } from '../auth';

/**
 * The changes confirmed with the password: the form's id, and its confirm button idle and while the change runs,
 * red for what cannot be undone.
 */
const confirmations = {
  deleteAccount: {
    formId: 'delete-account',
    labels: ['profile.privacy.deleteConfirm', 'profile.privacy.deleting'],
    destructive: true,
  },
  disableTwoFactor: {
    formId: 'disable-two-factor',
    labels: ['profile.twoFactor.turnOff', 'profile.twoFactor.turningOff'],
    destructive: true,
  },
  enableTwoFactor: {
    formId: 'enable-two-factor',
    labels: ['profile.twoFactor.continue', 'profile.twoFactor.starting'],
    destructive: false,
  },
} as const;

interface PasswordConfirmFormProps {
  /** Which change the password confirms. */
  change: keyof typeof confirmations;
  /** Does the work; a failure throws, shows as a toast, and the user may try again. */
  onConfirm: (password: string) => Promise<void>;
  /** What to say about a failure; the auth service's message unless given. */
  failureText?: (error: unknown) => string;
}

/** Asks for the current password before a sensitive change, inside a ModalDialog. */
export function PasswordConfirmForm({ change, onConfirm, failureText }: PasswordConfirmFormProps) {
  const { t } = useTranslation();
  const {
    formId,
    labels: [confirmLabel, pendingLabel],
    destructive,
  } = confirmations[change];
  const { validate, inputFor } = useValidatedForm(formId, currentPasswordSchema, {
    password: '',
  });
  const { submitting, submit } = useFormSubmit(
    validate,
    ({ password }) => onConfirm(password),
    failureText ?? ((error) => authErrorMessage(error, t)),
  );

  return (
    <ConfirmForm
      cancelLabel={t('profile.cancel')}
      confirmLabel={t(confirmLabel)}
      pendingLabel={t(pendingLabel)}
      pending={submitting}
      destructive={destructive}
      onConfirm={submit}
    >
      <PasswordField
        label={t('profile.currentPassword')}
        autoComplete="current-password"
        autoFocus
        {...inputFor('password')}
      />
    </ConfirmForm>
  );
}
