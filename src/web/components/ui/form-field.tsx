import type { ReactElement } from 'react';
import { Field } from './field';

/** Draws a control red while its field shows an error (FormField marks it aria-invalid). */
export const invalidControlClassName = 'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20';

/** What a field's control carries so that screen readers read the error and the hint with it. */
export interface FieldControlAria {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  /** The control's id: the label names it, and the messages' ids are made from it. */
  id: string;
  label: string;
  /** A short note under the control, e.g. 'Email cannot be changed'. */
  hint?: string;
  /** Why the value was refused, already in the visitor's language. */
  error?: string;
  /** Draws the control, spreading `aria` onto it. */
  children: (aria: FieldControlAria) => ReactElement;
}

/** A label, its control (input, select, textarea), then the control's validation message and hint. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Field htmlFor={id} label={label}>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </Field>
  );
}
