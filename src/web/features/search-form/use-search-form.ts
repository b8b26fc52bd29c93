import { useReducer, useState } from 'react';
import { defaultCurrency as siteCurrency, type CurrencyCode } from '../../../core/currencies';
import { initialSearchFormModel, searchFormReducer } from '../../../core/search-form/reducer';
import type { SearchFormValues } from '../../../core/search-form/state';

/**
 * The form's state and the product.md §4 rules. A new `prefill` object (Search Again) replaces the values; a preferred
 * currency that arrives after the first render is adopted unless the visitor already picked one. Both are
 * applied while rendering, so the old values never flash.
 */
export function useSearchForm(prefill?: Partial<SearchFormValues>, defaultCurrency?: CurrencyCode) {
  const [model, dispatch] = useReducer(searchFormReducer, undefined, () => {
    const initial = initialSearchFormModel(defaultCurrency);
    return prefill ? searchFormReducer(initial, { type: 'prefill', values: prefill }) : initial;
  });
  const [applied, setApplied] = useState({ prefill, defaultCurrency });

  if (applied.prefill !== prefill || applied.defaultCurrency !== defaultCurrency) {
    setApplied({ prefill, defaultCurrency });
    if (prefill && prefill !== applied.prefill) {
      dispatch({ type: 'prefill', values: prefill });
    } else if (defaultCurrency && model.values.currency === (applied.defaultCurrency ?? siteCurrency)) {
      dispatch({ type: 'setCurrency', currency: defaultCurrency });
    }
  }

  return { model, dispatch };
}
