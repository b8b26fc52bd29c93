import type { ComponentProps, ReactNode } from 'react';
import { controlClassName } from './field';
import { FormField, invalidControlClassName, type FormFieldProps } from './form-field';

export interface TextFieldProps
  extends Omit<ComponentProps<'input'>, 'id'>, Omit<FormFieldProps, 'children'> {
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
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <div className="relative">
          <input
            id={id}
            {...aria}
            className={`${controlClassName} ${invalidControlClassName} read-only:bg-slate-50 read-only:text-slate-600 ${endAdornment ? 'pe-11' : ''} ${className}`}
            {...props}
          />
          {endAdornment && (
            <div className="absolute inset-y-0 end-0 flex items-center pe-1">{endAdornment}</div>
          )}
        </div>
      )}
    </FormField>
  );
}
