import { useTranslation } from 'react-i18next';

interface FilterOptionProps {
  type: 'radio' | 'checkbox';
  /** The radio group's name; checkboxes stand alone. */
  group?: string;
  label: string;
  /** A second line, e.g. the hours of a part of the day. */
  hint?: string;
  /** Hotels the page would show with this choice. */
  hotels: number;
  checked: boolean;
  onChange: () => void;
}

/** One choice of a filter with the hotels it would leave, like "Direct only … 4". */
export function FilterOption({ type, group, label, hint, hotels, checked, onChange }: FilterOptionProps) {
  const { t } = useTranslation();
  // Named in full ('Morning 06:00–12:00 (4 hotels)'): the visible count alone would read as a bare number.
  const name = t('resultsView.filters.optionWithCount', {
    option: hint ? `${label} ${hint}` : label,
    hotels: t('resultsView.filters.hotelCount', { count: hotels }),
  });
  return (
    <label className="-mx-2 flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1 text-sm hover:bg-slate-50">
      <input
        type={type}
        name={group}
        aria-label={name}
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 cursor-pointer accent-brand-700"
      />
      <span className="min-w-0 flex-1">
        <span className={`block ${hotels === 0 && !checked ? 'text-slate-500' : 'text-slate-800'}`}>
          {label}
        </span>
        {/* dir="ltr": clock ranges read left to right in right-to-left languages too. */}
        {hint && (
          <span className="block text-xs text-slate-500 tabular-nums">
            <span dir="ltr">{hint}</span>
          </span>
        )}
      </span>
      <span aria-hidden className="shrink-0 text-xs text-slate-500 tabular-nums">
        {hotels}
      </span>
    </label>
  );
}
