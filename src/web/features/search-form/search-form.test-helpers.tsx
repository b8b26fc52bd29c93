import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SearchFormValues } from '../../../core/search-form/state';
import { SearchForm, type SearchFormProps } from './search-form';

/**
 * Sets the visitor's clock to noon on 1 March 2099 for the tests of the calling describe block, so the 2099 dates
 * these tests use are in the future and within the 360 days a search may look ahead.
 */
export function todayIsFirstOfMarch2099() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2099, 2, 1, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** A complete, valid Search Again prefill, a month after `todayIsFirstOfMarch2099`. */
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
  bags: 'checked',
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
