import { Users } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { countBounds } from '../../../core/search-form/counts';
import type { SearchFormAction } from '../../../core/search-form/reducer';
import type { SearchFormValues } from '../../../core/search-form/state';
import { limits } from '../../../core/search-limits';
import { Counter } from '../../components/ui/counter';
import { PopoverField } from './popover-field';
import { usePeopleSummary } from './use-people-summary';

interface TravellersPopoverProps {
  values: SearchFormValues;
  dispatch: Dispatch<SearchFormAction>;
}

/** Flight adults (18+) and children (0–17), at most 9 together (SPEC §5). */
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
      <Counter
        label={t('searchForm.people.adults')}
        description={t('searchForm.people.adultsNote')}
        value={adults}
        {...countBounds(values, 'flightAdults')}
        onChange={(value) => dispatch({ type: 'setCount', field: 'flightAdults', value })}
        decreaseLabel={t('searchForm.people.removeAdult')}
        increaseLabel={t('searchForm.people.addAdult')}
      />
      <Counter
        label={t('searchForm.people.children')}
        description={t('searchForm.people.childrenNote')}
        value={children}
        {...countBounds(values, 'flightChildren')}
        onChange={(value) => dispatch({ type: 'setCount', field: 'flightChildren', value })}
        decreaseLabel={t('searchForm.people.removeChild')}
        increaseLabel={t('searchForm.people.addChild')}
      />
      <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
        {t('searchForm.people.totalTravellers', { total: adults + children, max: limits.flightTravellers })}
      </p>
    </PopoverField>
  );
}
