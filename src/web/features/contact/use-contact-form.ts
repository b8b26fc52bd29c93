import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contactErrorFor,
  contactMessageSchema,
  type ContactError,
  type ContactMessage,
} from '../../../core/contact';

export type ContactFormValues = Record<keyof ContactMessage, string>;
type ContactFormField = keyof ContactFormValues;
const contactFormFields: readonly ContactFormField[] = ['name', 'email', 'subject', 'message'];
type ContactFormErrors = Partial<Record<ContactFormField, ContactError>>;

const emptyForm: ContactFormValues = { name: '', email: '', subject: '', message: '' };

const contactFieldId = (field: ContactFormField) => `contact-${field}`;

type ControlChange = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/** The contact form's values, checked by the shared schema on submit; a field's error clears as it is edited. */
export function useContactForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactFormValues>(emptyForm);
  const [errors, setErrors] = useState<ContactFormErrors>({});

  const setField = (field: ContactFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The checked message, or null after showing why it was refused and focusing the first refused field. */
  const validate = (): ContactMessage | null => {
    const result = contactMessageSchema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: ContactFormErrors = {};
    for (const issue of result.error.issues) {
      const field = contactFormFields.find((name) => name === issue.path[0]);
      const error = contactErrorFor(issue.message);
      if (field && error) found[field] ??= error;
    }
    setErrors(found);
    const first = contactFormFields.find((field) => found[field]);
    if (first) document.getElementById(contactFieldId(first))?.focus();
    return null;
  };

  const reset = () => {
    setValues(emptyForm);
    setErrors({});
  };

  /** What a field's control needs: its id, value, error message and a change handler. */
  const inputFor = (field: ContactFormField) => {
    const error = errors[field];
    return {
      id: contactFieldId(field),
      value: values[field],
      error: error && t(`contact.form.errors.${error}`),
      onChange: (event: ControlChange) => setField(field, event.target.value),
    };
  };

  return { inputFor, validate, reset };
}
