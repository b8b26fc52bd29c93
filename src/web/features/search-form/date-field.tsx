import { Field, controlClassName } from '../../components/ui/field';

export interface DateFieldProps {
  id: string;
  label: string;
  /** YYYY-MM-DD or ''. */
  value: string;
  /** The earliest date the picker offers. */
  min: string;
  disabled?: boolean;
  onChange: (date: string) => void;
  className?: string;
}

/** A labelled native date picker: the phone's own calendar, and no past dates on offer. */
export function DateField({ id, label, value, min, disabled, onChange, className }: DateFieldProps) {
  return (
    <Field htmlFor={id} label={label} className={className}>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClassName} appearance-none pe-2`}
      />
    </Field>
  );
}
