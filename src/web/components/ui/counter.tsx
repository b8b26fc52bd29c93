import { Minus, Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export interface CounterProps {
  label: string;
  /** A short note under the label, e.g. an age range. */
  description?: ReactNode;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Accessible names of the buttons, e.g. "Remove an adult" / "Add an adult". */
  decreaseLabel: string;
  increaseLabel: string;
}

const stepButtonClass =
  'grid size-9 shrink-0 place-items-center rounded-full border border-slate-300 text-brand-800 transition-colors hover:border-brand-600 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:border-slate-200 aria-disabled:text-slate-300 aria-disabled:hover:bg-transparent';

/**
 * A number with − and + buttons. At a limit the button is marked aria-disabled rather than disabled, so keyboard
 * focus stays on it instead of falling back to the page.
 */
export function Counter({
  label,
  description,
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
}: CounterProps) {
  const labelId = useId();
  const atMin = value <= min;
  const atMax = value >= max;
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center justify-between gap-4 py-2">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-slate-900">
          {label}
        </p>
        {description && <p className="text-xs text-slate-500">{description}</p>}
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-label={decreaseLabel}
          aria-disabled={atMin}
          onClick={() => !atMin && onChange(value - 1)}
          className={stepButtonClass}
        >
          <Minus aria-hidden className="size-4" />
        </button>
        <output aria-live="polite" className="w-6 text-center text-base font-semibold tabular-nums">
          {value}
        </output>
        <button
          type="button"
          aria-label={increaseLabel}
          aria-disabled={atMax}
          onClick={() => !atMax && onChange(value + 1)}
          className={stepButtonClass}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
