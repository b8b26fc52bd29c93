import { useCallback, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isValidationCode, type ValidationCode } from './validation-code';

type FieldErrors<Values> = Partial<Record<keyof Values & string, ValidationCode>>;

/** The fields of a form whose values are text. */
type TextKey<Values> = {
  [Key in keyof Values & string]: Values[Key] extends string ? Key : never;
}[keyof Values & string];

/** What a text input needs for one field: its id, value, error message, and a change handler. */
interface TextInputProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The id of a field's input, so a form can move focus to the first field it refused. */
export const fieldId = (formId: string, field: string) => `${formId}-${field}`;

/**
 * Controlled form values checked by a zod schema on submit. A field's error clears as soon as it is edited, and
 * a refused submit moves focus to the first refused field.
 */
export function useValidatedForm<Schema extends z.ZodObject>(
  formId: string,
  schema: Schema,
  initial: z.input<Schema>,
) {
  type Values = z.input<Schema>;
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  const setField = useCallback(<Key extends keyof Values & string>(field: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  /** The checked values, or null after showing why they were refused. */
  const validate = useCallback((): z.output<Schema> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: FieldErrors<Values> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as keyof Values & string;
      found[field] ??= isValidationCode(issue.message) ? issue.message : 'invalid';
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(fieldId(formId, first))?.focus();
    return null;
  }, [formId, schema, values]);

  /**
   * What a text input needs for `field`: its id, value, error message, and a change handler. TextKey admits only
   * fields whose value is a string, which TypeScript cannot carry into the generic index, hence the two assertions.
   */
  const inputFor = <Key extends TextKey<Values>>(field: Key): TextInputProps => {
    // Widened from the generic index to the codes, so t's key type is a plain union it can check.
    const error: ValidationCode | undefined = errors[field];
    return {
      id: fieldId(formId, field),
      value: values[field] as string,
      error: error ? t(`auth.validation.${error}`) : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.target.value as Values[Key]),
    };
  };

  return { values, errors, setField, validate, inputFor };
}
