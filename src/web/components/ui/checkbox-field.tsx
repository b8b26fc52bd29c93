import type { ChangeEvent, ReactNode } from 'react';

export interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A native checkbox with its label beside it; the whole row is the click target. */
export function CheckboxField({ id, label, checked, onCheckedChange }: CheckboxFieldProps) {
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-700 select-none"
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onCheckedChange(event.target.checked)}
        className="size-4.5 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-700"
      />
      {label}
    </label>
  );
}
