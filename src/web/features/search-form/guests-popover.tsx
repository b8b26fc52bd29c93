import { BedDouble } from 'lucide-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { countBounds } from '../../../core/search-form/counts';
import type { SearchFormAction } from '../../../core/search-form/reducer';
import type { SearchFormValues } from '../../../core/search-form/state';
import { Counter } from '../../components/ui/counter';
import { ChildrenAges } from './children-ages';
import { PopoverField } from './popover-field';
import { usePeopleSummary } from './use-people-summary';

interface GuestsPopoverProps {
  values: SearchFormValues;
  dispatch: Dispatch<SearchFormAction>;
}

/** Hotel adults (1–30), children (0–10) with their ages, and rooms (1–8) (SPEC §5). */
export function GuestsPopover({ values, dispatch }: GuestsPopoverProps) {
  const { t } = useTranslation();
  const { accommodationAdults: adults, accommodationChildren: children, rooms } = values;
  const summary = usePeopleSummary({ adults, children, rooms });
  return (
    <PopoverField
      id="search-guests"
      label={t('searchForm.accommodation.guests')}
      summary={summary}
      icon={<BedDouble />}
    >
      <Counter
        label={t('searchForm.people.adults')}
        value={adults}
        {...countBounds(values, 'accommodationAdults')}
        onChange={(value) => dispatch({ type: 'setCount', field: 'accommodationAdults', value })}
        decreaseLabel={t('searchForm.people.removeAdult')}
        increaseLabel={t('searchForm.people.addAdult')}
      />
      <Counter
        label={t('searchForm.people.children')}
        description={t('searchForm.people.childrenNote')}
        value={children}
        {...countBounds(values, 'accommodationChildren')}
        onChange={(value) => dispatch({ type: 'setCount', field: 'accommodationChildren', value })}
        decreaseLabel={t('searchForm.people.removeChild')}
        increaseLabel={t('searchForm.people.addChild')}
      />
      <Counter
        label={t('searchForm.people.rooms')}
        value={rooms}
        {...countBounds(values, 'rooms')}
        onChange={(value) => dispatch({ type: 'setCount', field: 'rooms', value })}
        decreaseLabel={t('searchForm.people.removeRoom')}
        increaseLabel={t('searchForm.people.addRoom')}
      />
      <ChildrenAges ages={values.childrenAges} dispatch={dispatch} />
    </PopoverField>
  );
}
