import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactError } from '../../../core/contact';
import { Field } from '../../components/ui/field';

export const contactInputClassName = 'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20';

/** A labelled contact-form control with its validation message; `children` receives the control's aria props. */
export function ContactField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: ContactError | undefined;
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactElement;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <Field htmlFor={id} label={label}>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {t(`contact.form.errors.${error}`)}
        </p>
      )}
    </Field>
  );
}
