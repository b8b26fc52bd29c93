import { BedDouble } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../core/search-limits';
import type { SearchFormAction } from '../../../core/search-form/reducer';
import type { SearchFormValues } from '../../../core/search-form/state';
import { ChildrenAges } from './children-ages';
import { PeopleCounter } from './people-counter';
import { PopoverField } from './popover-field';
import { usePeopleSummary } from './use-people-summary';

interface GuestsPopoverProps {
  values: SearchFormValues;
  dispatch: Dispatch<SearchFormAction>;
}

/** Hotel adults (1–30), children (0–10) with their ages, and rooms (1–8) (product.md §5). */
export function GuestsPopover({ values, dispatch }: GuestsPopoverProps) {
  const { t } = useTranslation();
  const { accommodationAdults: adults, accommodationChildren: children, rooms } = values;
  const summary = usePeopleSummary({ adults, children, rooms });
  // Said as soon as it happens, not only when the search is refused on submit.
  const overCapacity = adults + children > limits.guestsPerRoom * rooms;
  return (
    <PopoverField
      id="search-guests"
      label={t('searchForm.accommodation.guests')}
      summary={summary}
      icon={<BedDouble />}
    >
      <PeopleCounter kind="adults" field="accommodationAdults" values={values} dispatch={dispatch} />
      <PeopleCounter
        kind="children"
        field="accommodationChildren"
        description={t('searchForm.people.childrenNote')}
        values={values}
        dispatch={dispatch}
      />
      <PeopleCounter kind="rooms" field="rooms" values={values} dispatch={dispatch} />
      {overCapacity && (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {t('searchForm.errors.guestsPerRoom')}
        </p>
      )}
      <ChildrenAges
        ages={values.childrenAges}
        idPrefix="search-child-age-"
        onAgeChange={(index, age) => dispatch({ type: 'setChildAge', index, age })}
      />
    </PopoverField>
  );
}
