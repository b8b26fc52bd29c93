import { Field, controlClassName } from '../../components/ui/field';

export interface DateFieldProps {
  id: string;
  label: string;
  /** YYYY-MM-DD or ''. */
  value: string;
  /** The earliest date the picker offers. */
  min: string;
  /** The latest date the picker offers. */
  max: string;
  disabled?: boolean;
  onChange: (date: string) => void;
  className?: string;
}

/** A labelled native date picker: the phone's own calendar, offering only dates a search may use. */
export function DateField({ id, label, value, min, max, disabled, onChange, className }: DateFieldProps) {
  return (
    <Field htmlFor={id} label={label} className={className}>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClassName} appearance-none pe-2`}
      />
    </Field>
  );
}
