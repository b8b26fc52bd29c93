import { Compass, PlaneTakeoff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol } from '../../../core/currencies';
import { cabinClasses } from '../../../core/cabin-classes';
import {
  explorePageNights,
  nextThreeMonths,
  nightRange,
  weekendNights,
  type ExplorePageNights,
} from '../../../core/explore';
import { hotelLevels } from '../../../core/hotel-levels';
import type { ExploreFormValues } from '../../../core/explore-url';
import { formatMonth } from '../../../core/formats';
import { optionNamed } from '../../../core/option-named';
import { locationLabel } from '../../../core/search-form/location-label';
import { Button } from '../../components/ui/button';
import { Field, controlClassName } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { BagChoiceField, CurrencySelect, LocationCombobox } from '../search-form';
import { useFormatLocale } from '../results';
import { checkExploreForm, type ExploreFormError } from './explore-form-check';
import { exploreMonths } from './explore-months';
import { ExploreTravellers } from './explore-travellers';

interface ExploreFormProps {
  initial: ExploreFormValues;
  /** The visitor's date, YYYY-MM-DD: months are offered from its month on. */
  today: string;
  isExploring: boolean;
  onExplore: (values: ExploreFormValues) => void;
}

/** Where from, how much in all, when, how long, in which cabin, who and which kind of hotel. */
export function ExploreForm({ initial, today, isExploring, onExplore }: ExploreFormProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<ExploreFormError>();
  const change = (update: Partial<ExploreFormValues>) => {
    setValues((current) => ({ ...current, ...update }));
    setError(undefined);
  };

  const nightsLabel = (nights: ExplorePageNights) =>
    nights === weekendNights
      ? t('explore.form.weekends')
      : t('explore.form.nightsOption', nightRange(nights));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkExploreForm(values);
    setError(problem);
    if (!problem) onExplore(values);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('explore.title')}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
        <Field htmlFor="explore-from" label={t('explore.form.from')}>
          <LocationCombobox
            id="explore-from"
            kind="airport"
            icon={<PlaneTakeoff />}
            placeholder={t('searchForm.flight.placeholder')}
            value={values.fromName}
            onTextChange={(fromName) => change({ fromName, from: '' })}
            onSelect={(location) => change({ fromName: locationLabel(location), from: location.iataCode })}
          />
        </Field>
        <Field htmlFor="explore-budget" label={t('explore.form.budget')}>
          <div className="relative">
            <span
              aria-hidden
              className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 font-semibold text-slate-500"
            >
              {currencySymbol(values.currency)}
            </span>
            <input
              id="explore-budget"
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              value={values.budget}
              placeholder={t('searchForm.budget.placeholder')}
              onChange={(event) => change({ budget: event.target.value })}
              className={`${controlClassName} ps-12 font-semibold`}
            />
          </div>
        </Field>
        <Field htmlFor="explore-currency" label={t('explore.form.currency')}>
          <CurrencySelect
            id="explore-currency"
            value={values.currency}
            onChange={(currency) => change({ currency })}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field htmlFor="explore-month" label={t('explore.form.when')}>
          <NativeSelect
            id="explore-month"
            value={values.month}
            onChange={(event) => change({ month: event.target.value })}
          >
            {exploreMonths(today).map((month) => (
              <option key={month} value={month}>
                {month === nextThreeMonths ? t('explore.form.nextThreeMonths') : formatMonth(month, locale)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field htmlFor="explore-nights" label={t('explore.form.nights')}>
          <NativeSelect
            id="explore-nights"
            value={values.nights}
            onChange={(event) => {
              const nights = optionNamed(explorePageNights, event.target.value);
              if (nights) change({ nights });
            }}
          >
            {explorePageNights.map((nights) => (
              <option key={nights} value={nights}>
                {nightsLabel(nights)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field htmlFor="explore-cabin" label={t('searchForm.flight.cabinClass')}>
          <NativeSelect
            id="explore-cabin"
            value={values.cabin}
            onChange={(event) => {
              const cabin = optionNamed(cabinClasses, event.target.value);
              if (cabin) change({ cabin });
            }}
          >
            {cabinClasses.map((cabin) => (
              <option key={cabin} value={cabin}>
                {t(`cabinClass.${cabin}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field htmlFor="explore-level" label={t('explore.form.level')}>
          <NativeSelect
            id="explore-level"
            value={values.level}
            aria-describedby="explore-level-hint"
            onChange={(event) => {
              const level = optionNamed(hotelLevels, event.target.value);
              if (level) change({ level });
            }}
          >
            {hotelLevels.map((level) => (
              <option key={level} value={level}>
                {t(`explore.form.levels.${level}`)}
              </option>
            ))}
          </NativeSelect>
          <p id="explore-level-hint" className="mt-1 text-xs text-slate-500">
            {t(`explore.form.levelHints.${values.level}`)}
          </p>
        </Field>
      </div>
      <BagChoiceField id="explore-bags" value={values.bags} onChange={(bags) => change({ bags })} />
      <ExploreTravellers values={values} onChange={change} />
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isExploring} className="w-full sm:w-auto">
          <Compass className="size-5" aria-hidden="true" />
          {isExploring ? t('explore.form.exploring') : t('explore.form.submit')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {t(`explore.form.errors.${error}`)}
        </p>
      )}
    </form>
  );
}
