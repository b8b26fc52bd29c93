import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localIsoDate } from '../../../core/iso-date';
import {
  input,
  renderSearchForm,
  savedSearch,
  select,
  todayIsFirstOfMarch2099,
} from './search-form.test-helpers';

const submitButton = () => screen.getByRole('button', { name: 'Find Best Deals' });

function setDate(label: string, date: string) {
  fireEvent.change(input(label), { target: { value: date } });
}

describe('SearchForm', () => {
  todayIsFirstOfMarch2099();
  afterEach(() => {
    toast.dismiss();
    vi.unstubAllGlobals();
  });

  it('shows the title, every labelled field and the Find Best Deals button', () => {
    renderSearchForm();

    expect(screen.getByRole('form', { name: 'Search flights and hotels' })).toBeDefined();
    for (const label of [
      'Total budget',
      'From',
      'To',
      'Departure',
      'Return',
      'City',
      'Check-in',
      'Check-out',
    ]) {
      expect(input(label)).toBeDefined();
    }
    expect(select('Currency').value).toBe('USD');
    expect(select('Cabin class').value).toBe('ECONOMY');
    expect(input('One-way').checked).toBe(false);
    expect(input('Direct flights only').checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Travelers 1 adult' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Guests and rooms 1 adult, 1 room' })).toBeDefined();
    expect(screen.getByRole('group', { name: 'Flight' })).toBeDefined();
    expect(screen.getByRole('group', { name: 'Accommodation' })).toBeDefined();
    expect(submitButton().getAttribute('type')).toBe('submit');
  });

  it('shows the searching label on a disabled button while searching, and does not search twice', () => {
    const { onSearch } = renderSearchForm({ isSearching: true, prefill: savedSearch });

    const button = screen.getByRole('button', { name: 'Searching for the best deals...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(button.closest('form') ?? button);
    expect(onSearch).not.toHaveBeenCalled();
  });

  describe('budget', () => {
    it('is a numeric field with placeholder 2000 and the currency symbol inside it', () => {
      renderSearchForm();

      const budget = input('Total budget');
      expect(budget.type).toBe('number');
      expect(budget.placeholder).toBe('2000');
      expect(budget.parentElement?.textContent).toBe('$');

      fireEvent.change(select('Currency'), { target: { value: 'RSD' } });
      expect(input('Total budget').parentElement?.textContent).toBe('дин');
    });

    it('takes the budget per traveller or for the whole trip, and says what per traveller makes in total', async () => {
      const { onSearch } = renderSearchForm({ prefill: savedSearch });
      const group = screen.getByRole('group', { name: 'Budget for' });
      const perTraveller = within(group).getByRole('radio', { name: 'Per traveller' });
      expect(within(group).getByRole('radio', { name: 'Whole trip' })).toHaveProperty('checked', true);

      fireEvent.click(perTraveller);
      expect(perTraveller).toHaveProperty('checked', true);
      const budget = input('Budget per traveller');
      fireEvent.change(budget, { target: { value: '500' } });
      // Two adults and a child fly.
      expect(screen.getByText('€1,500 in total: 3 × €500')).toBeDefined();

      fireEvent.click(submitButton());
      await waitFor(() => expect(onSearch).toHaveBeenCalled());
      const [params, values] = onSearch.mock.calls[0] ?? [];
      expect(params?.budget).toBe(1500);
      expect(values).toMatchObject({ budget: '500', budgetPer: 'traveller' });
    });

    it('fills the basis from a prefill and shows no total hint for a whole-trip budget', () => {
      renderSearchForm({ prefill: { ...savedSearch, budget: '450', budgetPer: 'traveller' } });
      expect(input('Budget per traveller').value).toBe('450');
      expect(screen.getByRole('radio', { name: 'Per traveller' })).toHaveProperty('checked', true);
      fireEvent.click(screen.getByRole('radio', { name: 'Whole trip' }));
      expect(input('Total budget').value).toBe('450');
      expect(screen.queryByText(/in total:/)).toBeNull();
    });

    it('offers all 12 currencies with code, symbol and name', () => {
      renderSearchForm();

      const options = within(select('Currency')).getAllByRole('option');
      expect(options.map((option) => option.getAttribute('value'))).toEqual([
        'USD',
        'EUR',
        'GBP',
        'CNY',
        'SAR',
        'RUB',
        'UAH',
        'SEK',
        'NOK',
        'PLN',
        'RON',
        'RSD',
      ]);
      expect(options[1]?.textContent).toBe('EUR (€) · Euro');
      expect(options[11]?.textContent).toBe('RSD (дин) · Serbian Dinar');
    });

    it('starts in the preferred currency, even when it arrives after the first render', () => {
      const { rerender } = renderSearchForm({ defaultCurrency: 'GBP' });
      expect(select('Currency').value).toBe('GBP');

      rerender({ defaultCurrency: 'SEK' });
      expect(select('Currency').value).toBe('SEK');

      fireEvent.change(select('Currency'), { target: { value: 'EUR' } });
      rerender({ defaultCurrency: 'NOK' });
      expect(select('Currency').value).toBe('EUR');
    });
  });

  describe('flight dates', () => {
    it('offers no past dates, and no return before departure', () => {
      renderSearchForm();
      const today = localIsoDate(new Date());
      expect(today).toBe('2099-03-01');

      expect(input('Departure').min).toBe(today);
      expect(input('Return').disabled).toBe(true);
      expect(input('Check-in').min).toBe(today);
      expect(input('Check-out').disabled).toBe(true);

      setDate('Departure', '2099-04-01');
      expect(input('Return').disabled).toBe(false);
      expect(input('Return').min).toBe('2099-04-01');
      expect(input('Check-out').min).toBe('2099-04-01');
    });

    it('offers dates up to 360 days ahead, and refuses a later one typed in', async () => {
      const { onSearch } = renderSearchForm({ prefill: savedSearch });
      // 2099-03-01 + 360 days = 2100-02-24.
      for (const label of ['Departure', 'Return', 'Check-in', 'Check-out']) {
        expect(input(label).max, label).toBe('2100-02-24');
      }

      setDate('Departure', '2100-02-20');
      setDate('Return', '2100-02-25');
      fireEvent.click(submitButton());

      expect(await screen.findByText('Please choose dates within 360 days from today')).toBeDefined();
      expect(onSearch).not.toHaveBeenCalled();
    });

    it('hides the return date on one-way trips', () => {
      renderSearchForm();

      fireEvent.click(input('One-way'));
      expect(screen.queryByLabelText('Return')).toBeNull();

      fireEvent.click(input('One-way'));
      expect(input('Return')).toBeDefined();
    });

    it('moves a return on or before departure to the day after', () => {
      renderSearchForm();
      setDate('Departure', '2099-04-01');
      setDate('Return', '2099-04-08');

      setDate('Departure', '2099-04-10');

      expect(input('Return').value).toBe('2099-04-11');
    });
  });

  describe('submit', () => {
    it('asks for all required fields', async () => {
      const { onSearch } = renderSearchForm();

      fireEvent.click(submitButton());

      expect(await screen.findByText('Please fill in all required fields')).toBeDefined();
      expect(onSearch).not.toHaveBeenCalled();
    });

    it('asks for a return date on a round trip', async () => {
      const { onSearch } = renderSearchForm({
        prefill: { ...savedSearch, returnDate: '', checkOutDate: '' },
      });

      fireEvent.click(submitButton());

      expect(await screen.findByText('Please select a return date')).toBeDefined();
      expect(onSearch).not.toHaveBeenCalled();
    });

    it('explains any other problem the search parameters have', async () => {
      renderSearchForm({ prefill: { ...savedSearch, flightTo: 'BEG', flightToName: 'Belgrade (BEG)' } });

      fireEvent.click(submitButton());

      expect(
        await screen.findByText('Please choose a destination different from the departure airport'),
      ).toBeDefined();
    });

    it('searches with the checked parameters of a valid form', async () => {
      const { onSearch } = renderSearchForm({ prefill: savedSearch });

      fireEvent.click(submitButton());

      await waitFor(() => expect(onSearch).toHaveBeenCalled());
      expect(onSearch).toHaveBeenCalledExactlyOnceWith(
        {
          budget: 1500,
          currency: 'EUR',
          from: 'BEG',
          fromName: 'Belgrade (BEG)',
          to: 'PAR',
          toName: 'Paris (PAR)',
          departureDate: '2099-04-01',
          returnDate: '2099-04-08',
          isOneWay: false,
          flightAdults: 2,
          flightChildren: 1,
          cabinClass: 'BUSINESS',
          directFlights: true,
          bags: 'checked',
          where: 'Paris',
          hotelAdults: 2,
          hotelChildren: 1,
          childrenAges: [7],
          rooms: 1,
        },
        expect.objectContaining({ flightFrom: 'BEG', flightTo: 'PAR', budget: '1500', currency: 'EUR' }),
      );
    });
  });

  describe('prefill', () => {
    it('fills every field', () => {
      renderSearchForm({ prefill: savedSearch });

      expect(input('Total budget').value).toBe('1500');
      expect(select('Currency').value).toBe('EUR');
      expect(input('From').value).toBe('Belgrade (BEG)');
      expect(input('To').value).toBe('Paris (PAR)');
      expect(input('Departure').value).toBe('2099-04-01');
      expect(input('Return').value).toBe('2099-04-08');
      expect(select('Cabin class').value).toBe('BUSINESS');
      expect(select('Bags per traveler').value).toBe('checked');
      expect(input('Direct flights only').checked).toBe(true);
      expect(input('City').value).toBe('Paris');
      expect(input('Check-in').value).toBe('2099-04-01');
      expect(input('Check-out').value).toBe('2099-04-08');
      expect(screen.getByRole('button', { name: 'Travelers 2 adults, 1 child' })).toBeDefined();
      expect(
        screen.getByRole('button', { name: 'Guests and rooms 2 adults, 1 child, 1 room' }),
      ).toBeDefined();
    });

    it('replaces the values when a new prefill arrives', () => {
      const { rerender } = renderSearchForm({ prefill: savedSearch });
      fireEvent.change(input('Total budget'), { target: { value: '999' } });

      rerender({ prefill: { ...savedSearch, budget: '2200', isOneWay: true } });

      expect(input('Total budget').value).toBe('2200');
      expect(input('One-way').checked).toBe(true);
      expect(screen.queryByLabelText('Return')).toBeNull();
    });
  });
});
