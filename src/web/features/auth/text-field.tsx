import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClassName, Field } from '../../components/ui/field';
import type { ValidationCode } from './validation-code';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  /** A short note under the input, e.g. 'Email cannot be changed'. */
  hint?: string;
  error?: ValidationCode;
  /** Drawn over the end of the input, e.g. a show-password button. */
  endAdornment?: ReactNode;
}

/** A labelled input with its hint and validation message, both read out with the input. */
export function TextField({
  id,
  label,
  hint,
  error,
  endAdornment,
  className = '',
  ...props
}: TextFieldProps) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Field htmlFor={id} label={label}>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClassName} aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20 read-only:bg-slate-50 read-only:text-slate-600 ${endAdornment ? 'pe-11' : ''} ${className}`}
          {...props}
        />
        {endAdornment && (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1">{endAdornment}</div>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {t(`auth.validation.${error}`)}
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
