import { LoaderCircle, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '../../../core/currencies';
import { localIsoDate } from '../../../core/iso-date';
import { syncHintPercent } from '../../../core/search-form/reducer';
import type { SearchFormValues } from '../../../core/search-form/state';
import type { SearchParamsInput } from '../../../core/search-params';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { AccommodationFields } from './accommodation-fields';
import { BudgetFields } from './budget-fields';
import { FlightFields } from './flight-fields';
import { loadValidation } from './load-validation';
import { useSearchForm } from './use-search-form';

export interface SearchFormProps {
  /** Called with checked search parameters, and the values they came from, when a valid form is submitted. */
  onSearch: (params: SearchParamsInput, values: SearchFormValues) => void;
  /** While true the button shows 'Searching for the best deals...' and is disabled. */
  isSearching: boolean;
  /** The search of the page URL (Search Again, a shared link, Back); a new object replaces the form's values. */
  prefill?: Partial<SearchFormValues>;
  /** The signed-in visitor's preferred currency; USD otherwise. */
  defaultCurrency?: CurrencyCode;
  /** Called when a submit is refused by the checks, so the page can say its results are the previous search's. */
  onRefused?: () => void;
}

/** The home page's search card (product.md §2): budget, flight and stay, validated on submit (product.md §5). */
export function SearchForm({ onSearch, isSearching, prefill, defaultCurrency, onRefused }: SearchFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { model, dispatch } = useSearchForm(prefill, defaultCurrency);
  const [today] = useState(() => localIsoDate(new Date()));
  const { values } = model;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSearching) return;
    const loaded = await loadValidation().catch(() => undefined);
    if (!loaded) {
      toast.error(t('searchForm.errors.unavailable'));
      return;
    }
    const check = loaded.validateSearchForm(values, localIsoDate(new Date()));
    if (check.ok) {
      onSearch(check.params, values);
      return;
    }
    toast.error(t(`searchForm.errors.${check.error}`));
    onRefused?.();
  }

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void handleSubmit(event)}
      onFocusCapture={() => void loadValidation().catch(() => undefined)}
      className="rounded-2xl bg-white p-4 shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 sm:p-8"
    >
      <div className="mb-5 sm:mb-6">
        <h2 id={titleId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {t('searchForm.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('searchForm.subtitle')}</p>
      </div>
      <BudgetFields
        budget={values.budget}
        budgetPer={values.budgetPer}
        travellers={values.flightAdults + values.flightChildren}
        currency={values.currency}
        dispatch={dispatch}
      />
      <div className="mt-5 grid gap-5 lg:mt-6 lg:grid-cols-2 lg:gap-6">
        <FlightFields values={values} dispatch={dispatch} today={today} />
        <AccommodationFields
          values={values}
          dispatch={dispatch}
          today={today}
          syncPercent={syncHintPercent(model)}
        />
      </div>
      <Button type="submit" size="lg" disabled={isSearching} className="mt-6 w-full sm:mt-8">
        {isSearching ? (
          <LoaderCircle aria-hidden className="size-5 motion-safe:animate-spin" />
        ) : (
          <Search aria-hidden className="size-5" />
        )}
        {t(isSearching ? 'searchForm.searching' : 'searchForm.submit')}
      </Button>
    </form>
  );
}
