import { useTranslation } from 'react-i18next';
import { limits } from '../../../core/search-limits';
import { NativeSelect } from '../../components/ui/native-select';

const ages = Array.from({ length: limits.childAge.max - limits.childAge.min + 1 }, (_, index) => index);

/**
 * One age selector (0–17) per hotel child, under 'Ages of children at check-out', unset until chosen: the search
 * form's guests and the explore form's travellers.
 */
export function ChildrenAges({
  ages: childrenAges,
  idPrefix,
  onAgeChange,
}: {
  ages: (number | null)[];
  /** Each selector's id is the prefix and its index. */
  idPrefix: string;
  onAgeChange: (index: number, age: number) => void;
}) {
  const { t } = useTranslation();
  if (childrenAges.length === 0) return null;
  return (
    <fieldset className="mt-3 min-w-0 border-t border-slate-100 pt-3">
      <legend className="float-start mb-2 w-full text-sm font-medium text-slate-900">
        {t('searchForm.accommodation.childrenAges')}
      </legend>
      <div className="clear-both grid grid-cols-2 gap-3 sm:grid-cols-3">
        {childrenAges.map((age, index) => {
          const id = `${idPrefix}${index}`;
          return (
            <div key={id} className="flex min-w-0 flex-col gap-1">
              <label htmlFor={id} className="text-xs text-slate-600">
                {t('searchForm.accommodation.childAge', { number: index + 1 })}
              </label>
              <NativeSelect
                id={id}
                value={age ?? ''}
                aria-invalid={age === null}
                onChange={(event) => onAgeChange(index, Number(event.target.value))}
              >
                {/* No age is assumed: a guessed 0 would book an infant's cot and price. */}
                <option value="" disabled>
                  {t('searchForm.accommodation.chooseAge')}
                </option>
                {ages.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
