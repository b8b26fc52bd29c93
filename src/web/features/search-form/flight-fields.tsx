import { Plane, PlaneLanding, PlaneTakeoff } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { cabinClasses } from '../../../core/cabin-classes';
import { locationLabel } from '../../../core/search-form/location-label';
import type { SearchFormAction } from '../../../core/search-form/reducer';
import type { SearchFormValues } from '../../../core/search-form/state';
import { latestSearchDate } from '../../../core/search-limits';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { BagChoiceField } from './bag-choice-field';
import { DateField } from './date-field';
import { FormSection } from './form-section';
import { LocationCombobox } from './location-combobox';
import { TravellersPopover } from './travellers-popover';

interface FlightFieldsProps {
  values: SearchFormValues;
  dispatch: Dispatch<SearchFormAction>;
  /** The visitor's date, YYYY-MM-DD: the earliest date on offer, and where the latest is counted from. */
  today: string;
}

export function FlightFields({ values, dispatch, today }: FlightFieldsProps) {
  const { t } = useTranslation();
  const latest = latestSearchDate(today);
  return (
    <FormSection title={t('searchForm.flight.title')} icon={<Plane />}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field htmlFor="search-from" label={t('searchForm.flight.from')}>
          <LocationCombobox
            id="search-from"
            kind="airport"
            icon={<PlaneTakeoff />}
            placeholder={t('searchForm.flight.placeholder')}
            value={values.flightFromName}
            onTextChange={(name) => dispatch({ type: 'setLocation', field: 'flightFrom', name, code: '' })}
            onSelect={(location) =>
              dispatch({
                type: 'setLocation',
                field: 'flightFrom',
                name: locationLabel(location),
                code: location.iataCode,
              })
            }
          />
        </Field>
        <Field htmlFor="search-to" label={t('searchForm.flight.to')}>
          <LocationCombobox
            id="search-to"
            kind="airport"
            icon={<PlaneLanding />}
            placeholder={t('searchForm.flight.placeholder')}
            value={values.flightToName}
            onTextChange={(name) => dispatch({ type: 'setLocation', field: 'flightTo', name, code: '' })}
            onSelect={(location) =>
              dispatch({
                type: 'setLocation',
                field: 'flightTo',
                name: locationLabel(location),
                code: location.iataCode,
                city: location.address.cityName,
              })
            }
          />
        </Field>
      </div>
      <CheckboxField
        id="search-one-way"
        label={t('searchForm.flight.oneWay')}
        checked={values.isOneWay}
        onCheckedChange={(isOneWay) => dispatch({ type: 'setOneWay', isOneWay })}
      />
      <div className="-mt-2 grid grid-cols-2 gap-4">
        <DateField
          id="search-departure"
          label={t('searchForm.flight.departure')}
          value={values.departureDate}
          min={today}
          max={latest}
          onChange={(date) => dispatch({ type: 'setDate', field: 'departureDate', date })}
          className={values.isOneWay ? 'col-span-2' : ''}
        />
        {!values.isOneWay && (
          <DateField
            id="search-return"
            label={t('searchForm.flight.return')}
            value={values.returnDate}
            min={values.departureDate || today}
            max={latest}
            disabled={!values.departureDate}
            onChange={(date) => dispatch({ type: 'setDate', field: 'returnDate', date })}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TravellersPopover values={values} dispatch={dispatch} />
        <Field htmlFor="search-cabin" label={t('searchForm.flight.cabinClass')}>
          <NativeSelect
            id="search-cabin"
            value={values.cabinClass}
            onChange={(event) => {
              const cabinClass = cabinClasses.find((option) => option === event.target.value);
              if (cabinClass) dispatch({ type: 'setCabinClass', cabinClass });
            }}
          >
            {cabinClasses.map((cabinClass) => (
              <option key={cabinClass} value={cabinClass}>
                {t(`cabinClass.${cabinClass}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <BagChoiceField
        id="search-bags"
        value={values.bags}
        onChange={(bags) => dispatch({ type: 'setBags', bags })}
      />
      <CheckboxField
        id="search-direct-only"
        label={t('searchForm.flight.directOnly')}
        checked={values.directFlightsOnly}
        onCheckedChange={(directFlightsOnly) => dispatch({ type: 'setDirectFlightsOnly', directFlightsOnly })}
      />
    </FormSection>
  );
}
