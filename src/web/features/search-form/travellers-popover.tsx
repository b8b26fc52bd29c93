import { Users } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchFormAction } from '../../../core/search-form/reducer';
import type { SearchFormValues } from '../../../core/search-form/state';
import { limits } from '../../../core/search-limits';
import { PeopleCounter } from './people-counter';
import { PopoverField } from './popover-field';
import { usePeopleSummary } from './use-people-summary';

interface TravellersPopoverProps {
  values: SearchFormValues;
  dispatch: Dispatch<SearchFormAction>;
}

/** Flight adults (18+) and children (0–17), at most 9 together (product.md §5). */
export function TravellersPopover({ values, dispatch }: TravellersPopoverProps) {
  const { t } = useTranslation();
  const { flightAdults: adults, flightChildren: children } = values;
  const summary = usePeopleSummary({ adults, children });
  return (
    <PopoverField
      id="search-travellers"
      label={t('searchForm.flight.travellers')}
      summary={summary}
      icon={<Users />}
    >
      <PeopleCounter
        kind="adults"
        field="flightAdults"
        description={t('searchForm.people.adultsNote')}
        values={values}
        dispatch={dispatch}
      />
      <PeopleCounter
        kind="children"
        field="flightChildren"
        description={t('searchForm.people.childrenNote')}
        values={values}
        dispatch={dispatch}
      />
      <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
        {t('searchForm.people.totalTravellers', { total: adults + children, max: limits.flightTravellers })}
      </p>
    </PopoverField>
  );
}
