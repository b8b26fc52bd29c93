import { useTranslation } from 'react-i18next';
import type { ExploreFormValues } from '../../../core/explore-url';
import { limits } from '../../../core/search-limits';
import { Counter } from '../../components/ui/counter';
import { ChildrenAges } from '../search-form';

interface ExploreTravellersProps {
  values: ExploreFormValues;
  onChange: (change: Partial<ExploreFormValues>) => void;
}

/** Adults, children with their ages, and rooms: the same people fly and stay. */
export function ExploreTravellers({ values, onChange }: ExploreTravellersProps) {
  const { t } = useTranslation();
  const setChildren = (children: number) =>
    onChange({
      children,
      childrenAges: Array.from({ length: children }, (_, index) => values.childrenAges[index] ?? null),
    });
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-900">{t('explore.form.travellers')}</legend>
      <div className="grid gap-x-6 sm:grid-cols-3">
        <Counter
          label={t('searchForm.people.adults')}
          description={t('searchForm.people.adultsNote')}
          value={values.adults}
          min={limits.flightAdults.min}
          max={Math.min(limits.flightAdults.max, limits.flightTravellers - values.children)}
          onChange={(adults) => onChange({ adults })}
          decreaseLabel={t('searchForm.people.removeAdult')}
          increaseLabel={t('searchForm.people.addAdult')}
        />
        <Counter
          label={t('searchForm.people.children')}
          description={t('searchForm.people.childrenNote')}
          value={values.children}
          min={0}
          max={Math.min(limits.flightChildren.max, limits.flightTravellers - values.adults)}
          onChange={setChildren}
          decreaseLabel={t('searchForm.people.removeChild')}
          increaseLabel={t('searchForm.people.addChild')}
        />
        <Counter
          label={t('searchForm.people.rooms')}
          value={values.rooms}
          min={limits.rooms.min}
          max={limits.rooms.max}
          onChange={(rooms) => onChange({ rooms })}
          decreaseLabel={t('searchForm.people.removeRoom')}
          increaseLabel={t('searchForm.people.addRoom')}
        />
      </div>
      <ChildrenAges
        ages={values.childrenAges}
        idPrefix="explore-child-age-"
        onAgeChange={(index, age) => {
          const next = [...values.childrenAges];
          next[index] = age;
          onChange({ childrenAges: next });
        }}
      />
    </fieldset>
  );
}
