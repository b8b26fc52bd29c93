import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TravelLocation } from '../../../core/travel-data';
import { input, renderSearchForm, todayIsFirstOfMarch2099 } from './search-form.test-helpers';

const places: TravelLocation[] = [
  {
    name: 'Belgrade',
    iataCode: 'BEG',
    subType: 'CITY',
    address: { cityName: 'Belgrade', countryName: 'Serbia' },
  },
  { name: 'Paris', iataCode: 'PAR', subType: 'CITY', address: { cityName: 'Paris', countryName: 'France' } },
  {
    name: 'Paris-Orly Airport',
    iataCode: 'ORY',
    subType: 'AIRPORT',
    address: { cityName: 'Paris', countryName: 'France' },
  },
];

function setDate(label: string, date: string) {
  fireEvent.change(input(label), { target: { value: date } });
}

/** Types into an autocomplete and, by keyboard, chooses the suggestion with the IATA `code`. */
async function choose(label: string, text: string, code: string) {
  const field = input(label);
  fireEvent.change(field, { target: { value: text } });
  const option = await screen.findByRole('option', { name: new RegExp(`${code}$`) });
  const options = screen.getAllByRole('option');
  for (let step = 0; step <= options.indexOf(option); step += 1)
    fireEvent.keyDown(field, { key: 'ArrowDown' });
  fireEvent.keyDown(field, { key: 'Enter' });
}

/** Opens a popover field; its panel (Radix) loads on the first click, hence the wait. */
async function openPopover(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
  return within(await screen.findByRole('dialog'));
}

describe('accommodation fields follow the flight fields', () => {
  todayIsFirstOfMarch2099();
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (url) => {
        const keyword = new URL(String(url), 'http://localhost').searchParams.get('keyword') ?? '';
        const found = places.filter((place) => place.name.toLowerCase().startsWith(keyword.toLowerCase()));
        return Response.json({ data: found });
      }),
    );
  });

  afterEach(() => {
    toast.dismiss();
    vi.unstubAllGlobals();
  });

  it('check-in follows departure and check-out follows return, until edited by hand', () => {
    renderSearchForm();

    setDate('Departure', '2099-04-01');
    setDate('Return', '2099-04-08');
    expect(input('Check-in').value).toBe('2099-04-01');
    expect(input('Check-out').value).toBe('2099-04-08');

    setDate('Check-in', '2099-04-02');
    setDate('Departure', '2099-03-30');
    setDate('Return', '2099-04-06');
    expect(input('Check-in').value).toBe('2099-04-02');
    expect(input('Check-out').value).toBe('2099-04-06');
  });

  it('one-way check-out is the day after check-in', () => {
    renderSearchForm();
    setDate('Departure', '2099-12-31');

    fireEvent.click(input('One-way'));

    expect(input('Check-out').value).toBe('2100-01-01');
  });

  it('hotel guests follow flight travellers, until edited by hand', async () => {
    renderSearchForm();
    const travellers = await openPopover(/^Travelers/);
    fireEvent.click(travellers.getByRole('button', { name: 'Add an adult' }));
    fireEvent.click(travellers.getByRole('button', { name: 'Add a child' }));
    fireEvent.click(travellers.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Guests and rooms 2 adults, 1 child, 1 room' })).toBeDefined();

    const guests = await openPopover(/^Guests and rooms/);
    expect(guests.getByLabelText('Child 1')).toBeDefined();
    fireEvent.click(guests.getByRole('button', { name: 'Remove an adult' }));
    fireEvent.click(guests.getByRole('button', { name: 'Done' }));
    // Radix hands focus back to the field a tick after closing; a person is never faster than that.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const again = await openPopover(/^Travelers/);
    fireEvent.click(again.getByRole('button', { name: 'Add an adult' }));
    fireEvent.click(again.getByRole('button', { name: 'Add a child' }));
    fireEvent.click(again.getByRole('button', { name: 'Done' }));

    expect(
      screen.getByRole('button', { name: 'Guests and rooms 1 adult, 2 children, 1 room' }),
    ).toBeDefined();
  });

  it('the city takes the chosen destination with the auto-sync hint, until edited by hand', async () => {
    renderSearchForm();

    await choose('To', 'par', 'PAR');
    expect(input('To').value).toBe('Paris (PAR)');
    expect(input('City').value).toBe('Paris');
    expect(
      screen.getByRole('button', { name: 'Auto-synced from flight destination (100% match)' }),
    ).toBeDefined();

    // Orly is in Paris: the stay keeps following the destination's city.
    await choose('To', 'paris-o', 'ORY');
    expect(input('To').value).toContain('(ORY)');
    expect(input('City').value).toBe('Paris');
    expect(
      screen.getByRole('button', { name: 'Auto-synced from flight destination (100% match)' }),
    ).toBeDefined();

    fireEvent.change(input('City'), { target: { value: 'Versailles' } });
    expect(screen.queryByRole('button', { name: /Auto-synced/ })).toBeNull();
    await choose('To', 'par', 'PAR');
    expect(input('City').value).toBe('Versailles');
  });

  it('searches with values chosen by keyboard, the followers filling the stay', async () => {
    const { onSearch } = renderSearchForm();

    fireEvent.change(input('Total budget'), { target: { value: '1800' } });
    await choose('From', 'bel', 'BEG');
    await choose('To', 'par', 'PAR');
    setDate('Departure', '2099-06-01');
    setDate('Return', '2099-06-05');
    fireEvent.click(screen.getByRole('button', { name: 'Find Best Deals' }));

    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        budget: 1800,
        currency: 'USD',
        from: 'BEG',
        fromName: 'Belgrade (BEG)',
        to: 'PAR',
        toName: 'Paris (PAR)',
        where: 'Paris',
        hotelAdults: 1,
        rooms: 1,
      }),
      expect.objectContaining({ flightFrom: 'BEG', flightTo: 'PAR', checkInDate: '2099-06-01' }),
    );
    // The stay's dates still follow the flight's: the search starts the stay when the flight lands.
    const [params] = onSearch.mock.calls[0] ?? [];
    expect(params).not.toHaveProperty('checkIn');
    expect(params).not.toHaveProperty('checkOut');
  });

  it('sends a city chosen in the accommodation field with its code', async () => {
    const { onSearch } = renderSearchForm({
      prefill: {
        budget: '900',
        flightFrom: 'BEG',
        flightFromName: 'Belgrade (BEG)',
        flightTo: 'ORY',
        flightToName: 'Paris-Orly Airport (ORY)',
        departureDate: '2099-06-01',
        isOneWay: true,
      },
    });

    await choose('City', 'par', 'PAR');
    fireEvent.click(screen.getByRole('button', { name: 'Find Best Deals' }));

    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith(
        expect.objectContaining({ where: 'Paris', whereCode: 'PAR' }),
        expect.objectContaining({ accommodationCode: 'PAR' }),
      ),
    );
  });
});
