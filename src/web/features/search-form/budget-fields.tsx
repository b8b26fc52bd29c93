import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { searchBudget, type BudgetBasis } from '../../../core/budget-basis';
import { currencySymbol, type CurrencyCode } from '../../../core/currencies';
import { formatMoney } from '../../../core/formats';
import type { SearchFormAction } from '../../../core/search-form/reducer';
import { Field, controlClassName } from '../../components/ui/field';
import { BudgetBasisToggle } from './budget-basis-toggle';
import { CurrencySelect } from './currency-select';

interface BudgetFieldsProps {
  budget: string;
  budgetPer: BudgetBasis;
  /** The flight's travellers, whom a budget per traveller is multiplied by. */
  travellers: number;
  currency: CurrencyCode;
  dispatch: Dispatch<SearchFormAction>;
}

// Room for symbols of one to three letters ('$', 'kr', 'дин') before the amount.
const amountPadding = ['ps-8', 'ps-8', 'ps-10', 'ps-12'] as const;

/**
 * The budget with its currency symbol inside the field, whether it is for the whole trip or per traveller (then
 * what that makes in total), and the currency selector.
 */
export function BudgetFields({ budget, budgetPer, travellers, currency, dispatch }: BudgetFieldsProps) {
  const { t, i18n } = useTranslation();
  // The results' useFormatLocale, without importing that lazily loaded feature into the form.
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const symbol = currencySymbol(currency);
  const amount = Number(budget.trim());
  const perTraveller = budgetPer === 'traveller';
  const totalHint =
    perTraveller && budget.trim() !== '' && amount > 0
      ? t('searchForm.budgetBasis.totalHint', {
          total: formatMoney(searchBudget(amount, budgetPer, travellers), currency, locale),
          count: travellers,
          amount: formatMoney(amount, currency, locale),
        })
      : undefined;
  return (
    <div className="grid gap-4 rounded-xl bg-brand-50/70 p-4 ring-1 ring-brand-100 sm:grid-cols-2 sm:p-5">
      <BudgetBasisToggle value={budgetPer} dispatch={dispatch} />
      <Field
        htmlFor="search-budget"
        label={t(perTraveller ? 'searchForm.budgetBasis.perTravellerLabel' : 'searchForm.budget.label')}
      >
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
        {totalHint && (
          <p aria-live="polite" className="text-xs font-medium text-slate-600">
            {totalHint}
          </p>
        )}
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
