import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { countBounds, type CountField } from '../../../core/search-form/counts';
import type { SearchFormAction } from '../../../core/search-form/reducer';
import type { SearchFormValues } from '../../../core/search-form/state';
import { Counter } from '../../components/ui/counter';

type PeopleKind = 'adults' | 'children' | 'rooms';

/** The labels of each kind of counter, shared by the travellers and the guests popovers. */
const labelKeys = {
  adults: { label: 'adults', decrease: 'removeAdult', increase: 'addAdult' },
  children: { label: 'children', decrease: 'removeChild', increase: 'addChild' },
  rooms: { label: 'rooms', decrease: 'removeRoom', increase: 'addRoom' },
} as const satisfies Record<PeopleKind, Record<string, string>>;

interface PeopleCounterProps {
  kind: PeopleKind;
  field: CountField;
  values: SearchFormValues;
  dispatch: Dispatch<SearchFormAction>;
  description?: string;
}

/** A +/- counter for one count field, within the caps the form's rules allow right now (product.md §5). */
export function PeopleCounter({ kind, field, values, dispatch, description }: PeopleCounterProps) {
  const { t } = useTranslation();
  const keys = labelKeys[kind];
  return (
    <Counter
      label={t(`searchForm.people.${keys.label}`)}
      description={description}
      value={values[field]}
      {...countBounds(values, field)}
      onChange={(value) => dispatch({ type: 'setCount', field, value })}
      decreaseLabel={t(`searchForm.people.${keys.decrease}`)}
      increaseLabel={t(`searchForm.people.${keys.increase}`)}
    />
  );
}
