import { Building2, Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TravelLocation } from '../../../core/travel-data';

/** One suggestion: a plane for an airport or a building for a city, its name, city and country, and its code. */
export function LocationOption({ location }: { location: TravelLocation }) {
  const { t } = useTranslation();
  const isAirport = location.subType === 'AIRPORT';
  const Icon = isAirport ? Plane : Building2;
  return (
    <>
      <span
        aria-hidden
        className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 group-aria-selected:bg-white"
      >
        <Icon className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-pretty text-slate-900">{location.name}</span>
        <span className="block text-xs text-pretty text-slate-600">
          <span className="sr-only">
            {t(isAirport ? 'searchForm.autocomplete.airport' : 'searchForm.autocomplete.city')},{' '}
          </span>
          {t('searchForm.autocomplete.place', {
            city: location.address.cityName,
            country: location.address.countryName,
          })}
        </span>
      </span>
      <span className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-700 group-aria-selected:bg-white">
        {location.iataCode}
      </span>
    </>
  );
}
