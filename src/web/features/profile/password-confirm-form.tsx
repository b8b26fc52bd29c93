import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { currentPasswordSchema } from '../auth/auth-schemas';
import { PasswordField } from '../auth/password-field';
import { useValidatedForm } from '../auth/use-validated-form';
import { DangerButton } from './danger-button';

interface PasswordConfirmFormProps {
  formId: string;
  submitLabel: string;
  submittingLabel: string;
  /** Does the work and reports its own failures; the form shows progress until it settles. */
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
  /** A red confirm button, for actions that cannot be undone. */
  destructive?: boolean;
}

/** Asks for the current password before a sensitive change, inside a dialog. */
export function PasswordConfirmForm({
  formId,
  submitLabel,
  submittingLabel,
  onConfirm,
  onCancel,
  destructive = false,
}: PasswordConfirmFormProps) {
  const { t } = useTranslation();
  const { validate, inputFor } = useValidatedForm(formId, currentPasswordSchema, {
    password: '',
  });
  const [submitting, setSubmitting] = useState(false);
  const ConfirmButton = destructive ? DangerButton : Button;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate();
    if (!checked || submitting) return;
    setSubmitting(true);
    await onConfirm(checked.password);
    setSubmitting(false);
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="mt-5 space-y-5">
      <PasswordField
        label={t('profile.currentPassword')}
        autoComplete="current-password"
        autoFocus
        {...inputFor('password')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
        <ConfirmButton type="submit" disabled={submitting}>
          {submitting && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
          {submitting ? submittingLabel : submitLabel}
        </ConfirmButton>
      </div>
    </form>
  );
}
