import type { Dispatch } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { budgetBases, type BudgetBasis } from '../../../core/budget-basis';
import type { SearchFormAction } from '../../../core/search-form/reducer';

/** Whole trip | Per traveller: a labelled radio group drawn as a segmented control, 44 px tall to tap. */
export function BudgetBasisToggle({
  value,
  dispatch,
}: {
  value: BudgetBasis;
  dispatch: Dispatch<SearchFormAction>;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="min-w-0 sm:col-span-2 sm:max-w-sm">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {t('searchForm.budgetBasis.legend')}
      </legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-white p-1 ring-1 ring-slate-300">
        {budgetBases.map((basis) => (
          <label
            key={basis}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-md px-3 text-center text-sm font-medium text-slate-700 transition-colors has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600 hover:bg-brand-50 has-checked:hover:bg-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={basis}
              checked={value === basis}
              onChange={() => dispatch({ type: 'setBudgetPer', budgetPer: basis })}
              className="sr-only"
            />
            {t(`searchForm.budgetBasis.${basis}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
