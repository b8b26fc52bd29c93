import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { SearchFormValues } from '../../../core/search-form/state';
import { SearchForm, type SearchFormProps } from './search-form';

/** A complete, valid Search Again prefill, far enough in the future for any test date. */
export const savedSearch: Partial<SearchFormValues> = {
  budget: '1500',
  currency: 'EUR',
  flightFrom: 'BEG',
  flightFromName: 'Belgrade (BEG)',
  flightTo: 'PAR',
  flightToName: 'Paris (PAR)',
  departureDate: '2099-04-01',
  returnDate: '2099-04-08',
  isOneWay: false,
  flightAdults: 2,
  flightChildren: 1,
  cabinClass: 'BUSINESS',
  directFlightsOnly: true,
  accommodationLocation: 'Paris',
  checkInDate: '2099-04-01',
  checkOutDate: '2099-04-08',
  accommodationAdults: 2,
  accommodationChildren: 1,
  childrenAges: [7],
  rooms: 1,
};

export function renderSearchForm(props: Partial<SearchFormProps> = {}) {
  const onSearch = vi.fn<SearchFormProps['onSearch']>();
  const view = render(
    <>
      <SearchForm onSearch={onSearch} isSearching={false} {...props} />
      <Toaster />
    </>,
  );
  const rerender = (next: Partial<SearchFormProps>) =>
    view.rerender(
      <>
        <SearchForm onSearch={onSearch} isSearching={false} {...next} />
        <Toaster />
      </>,
    );
  return { onSearch, rerender };
}

export function input(label: string | RegExp): HTMLInputElement {
  const element = screen.getByLabelText(label);
  if (!(element instanceof HTMLInputElement)) throw new Error(`${String(label)} is not an input`);
  return element;
}

export function select(label: string): HTMLSelectElement {
  const element = screen.getByLabelText(label);
  if (!(element instanceof HTMLSelectElement)) throw new Error(`${label} is not a select`);
  return element;
}
