import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSortKey, sortKeys, type SortKey } from '../../../core/results-view';
import { NativeSelect } from '../../components/ui/native-select';

interface SortSelectProps {
  value: SortKey;
  onChange: (sort: SortKey) => void;
}

/** "Sort by" as a native select: the phone's own picker, and arrow keys everywhere. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    // The label sits above the select on phones, so the select keeps room for its longest choice.
    <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-none sm:flex-row sm:items-center sm:gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        {t('resultsView.sort.label')}
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          if (isSortKey(event.target.value)) onChange(event.target.value);
        }}
        className="min-w-0 flex-1 sm:w-52 sm:flex-none"
      >
        {sortKeys.map((sort) => (
          <option key={sort} value={sort}>
            {t(`resultsView.sort.${sort}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
