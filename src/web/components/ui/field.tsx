import type { ReactNode } from 'react';

/** The look of every text-like control (input, select, field-shaped button), so they line up in a row. */
export const controlClassName =
  'h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400 sm:text-sm';

export interface FieldProps {
  /** The id of the control the label names. */
  htmlFor: string;
  /** An id for the label itself, for controls that name themselves with aria-labelledby. */
  labelId?: string;
  label: ReactNode;
  /** Shown at the end of the label row, e.g. a hint icon. */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label above its control. */
export function Field({ htmlFor, labelId, label, labelAside, className = '', children }: FieldProps) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <div className="flex min-h-5 items-center gap-1.5">
        <label id={labelId} htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
    </div>
  );
}
