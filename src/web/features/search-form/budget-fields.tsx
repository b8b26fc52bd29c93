import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol, type CurrencyCode } from '../../../core/currencies';
import type { SearchFormAction } from '../../../core/search-form/reducer';
import { Field, controlClassName } from '../../components/ui/field';
import { CurrencySelect } from './currency-select';

interface BudgetFieldsProps {
  budget: string;
  currency: CurrencyCode;
  dispatch: Dispatch<SearchFormAction>;
}

// Room for symbols of one to three letters ('$', 'kr', 'дин') before the amount.
const amountPadding = ['ps-8', 'ps-8', 'ps-10', 'ps-12'] as const;

/** The total budget with its currency symbol inside the field, and the currency selector. */
export function BudgetFields({ budget, currency, dispatch }: BudgetFieldsProps) {
  const { t } = useTranslation();
  const symbol = currencySymbol(currency);
  return (
    <div className="grid gap-4 rounded-xl bg-brand-50/70 p-4 ring-1 ring-brand-100 sm:grid-cols-2 sm:p-5">
      <Field htmlFor="search-budget" label={t('searchForm.budget.label')}>
        <div className="relative">
          <span
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 font-semibold text-slate-500"
          >
            {symbol}
          </span>
          <input
            id="search-budget"
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            value={budget}
            placeholder={t('searchForm.budget.placeholder')}
            onChange={(event) => dispatch({ type: 'setBudget', budget: event.target.value })}
            className={`${controlClassName} ${amountPadding[Math.min(symbol.length, 3)]} text-lg font-semibold sm:text-base`}
          />
        </div>
      </Field>
      <Field htmlFor="search-currency" label={t('searchForm.budget.currency')}>
        <CurrencySelect
          id="search-currency"
          value={currency}
          onChange={(chosen) => dispatch({ type: 'setCurrency', currency: chosen })}
        />
      </Field>
    </div>
  );
}
