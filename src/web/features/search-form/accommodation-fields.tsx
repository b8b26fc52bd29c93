import { Building2, Hotel, Info } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { locationLabel } from '../../../core/search-form/location-label';
import type { SearchFormAction } from '../../../core/search-form/reducer';
import type { SearchFormValues } from '../../../core/search-form/state';
import { latestSearchDate } from '../../../core/search-limits';
import { Field } from '../../components/ui/field';
import { DateField } from './date-field';
import { FormSection } from './form-section';
import { GuestsPopover } from './guests-popover';
import { LocationCombobox } from './location-combobox';
import { SyncHint } from './sync-hint';

interface AccommodationFieldsProps {
  values: SearchFormValues;
  dispatch: Dispatch<SearchFormAction>;
  /** The visitor's date, YYYY-MM-DD: the earliest date on offer, and where the latest is counted from. */
  today: string;
  /** The N of 'Auto-synced from flight destination (N% match)', or null to hide the hint. */
  syncPercent: number | null;
}

export function AccommodationFields({ values, dispatch, today, syncPercent }: AccommodationFieldsProps) {
  const { t } = useTranslation();
  const latest = latestSearchDate(today);
  return (
    <FormSection title={t('searchForm.accommodation.title')} icon={<Hotel />}>
      <Field
        htmlFor="search-where"
        label={t('searchForm.accommodation.location')}
        labelAside={syncPercent !== null && <SyncHint percent={syncPercent} />}
      >
        <LocationCombobox
          id="search-where"
          kind="city"
          icon={<Building2 />}
          placeholder={t('searchForm.accommodation.placeholder')}
          value={values.accommodationLocation}
          onTextChange={(name) => dispatch({ type: 'setLocation', field: 'accommodation', name, code: '' })}
          onSelect={(location) =>
            dispatch({
              type: 'setLocation',
              field: 'accommodation',
              name: locationLabel(location),
              code: location.iataCode,
            })
          }
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <DateField
          id="search-check-in"
          label={t('searchForm.accommodation.checkIn')}
          value={values.checkInDate}
          min={today}
          max={latest}
          onChange={(date) => dispatch({ type: 'setDate', field: 'checkInDate', date })}
        />
        <DateField
          id="search-check-out"
          label={t('searchForm.accommodation.checkOut')}
          value={values.checkOutDate}
          min={values.checkInDate || today}
          max={latest}
          disabled={!values.checkInDate}
          onChange={(date) => dispatch({ type: 'setDate', field: 'checkOutDate', date })}
        />
      </div>
      <GuestsPopover values={values} dispatch={dispatch} />
      <p className="flex gap-2 text-xs leading-5 text-slate-500">
        <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        {t('searchForm.accommodation.followNote')}
      </p>
    </FormSection>
  );
}
