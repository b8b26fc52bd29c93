import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { locationLabel } from '../../../core/search-form/location-label';
import type { TravelLocation } from '../../../core/travel-data';
import { LocationCombobox } from './location-combobox';
import { press, type, wait } from './location-combobox.test-helpers';
import type { LocationKind } from './location-search';

const paris: TravelLocation = {
  name: 'Paris',
  iataCode: 'PAR',
  subType: 'CITY',
  address: { cityName: 'Paris', countryName: 'France' },
};
const charlesDeGaulle: TravelLocation = {
  name: 'Charles de Gaulle International Airport',
  iataCode: 'CDG',
  subType: 'AIRPORT',
  address: { cityName: 'Paris', countryName: 'France' },
};

const fetchMock = vi.fn<typeof fetch>();

function answer(data: TravelLocation[]) {
  return Response.json({ data });
}

function Harness({ kind = 'airport' }: { kind?: LocationKind }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="place">To</label>
      <LocationCombobox
        id="place"
        kind={kind}
        value={value}
        onTextChange={setValue}
        onSelect={(location) => setValue(locationLabel(location))}
      />
      <button type="button">Elsewhere</button>
      <Toaster />
    </>
  );
}

function setup(kind?: LocationKind) {
  render(<Harness kind={kind} />);
  return screen.getByRole('combobox', { name: 'To' });
}

function requestedUrl(call = 0): URL {
  return new URL(String(fetchMock.mock.calls[call]?.[0]), 'http://localhost');
}

describe('LocationCombobox', () => {
  // The API client reads error bodies with a schema it imports on the first failure; loaded here, that import
  // settles within the fake timers' steps as it would in a page that has already seen one.
  beforeAll(() => import('../../../core/api/error-body'));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    // Sonner keeps its toasts in a module-wide store; without this a toast would reach the next test's Toaster.
    toast.dismiss();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('is chosen by keyboard alone: type, wait for the debounce, ArrowDown, Enter', async () => {
    fetchMock.mockImplementation(async () => answer([paris, charlesDeGaulle]));
    const input = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');

    type(input, 'par');
    await wait(499);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(requestedUrl().pathname).toBe('/api/locations');
    expect(Object.fromEntries(requestedUrl().searchParams)).toEqual({ keyword: 'par', type: 'airport' });

    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('2 suggestions available');

    press(input, 'ArrowDown');
    const first = screen.getByRole('option', { name: /^Paris/ });
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    press(input, 'ArrowUp');
    expect(screen.getByRole('option', { name: /Charles de Gaulle/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    press(input, 'ArrowUp');

    press(input, 'Enter');
    expect((input as HTMLInputElement).value).toBe('Paris (PAR)');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('shows name, code, city and country, with a plane for airports and a building for cities', async () => {
    fetchMock.mockImplementation(async () => answer([paris, charlesDeGaulle]));
    const input = setup();
    type(input, 'par');
    await wait(500);

    const airport = screen.getByRole('option', { name: /Charles de Gaulle/ });
    expect(airport.textContent).toContain('Charles de Gaulle International Airport');
    expect(airport.textContent).toContain('Paris, France');
    expect(airport.textContent).toContain('CDG');
    expect(airport.querySelector('svg.lucide-plane')).not.toBeNull();
    expect(
      screen.getByRole('option', { name: /^Paris/ }).querySelector('svg.lucide-building-2'),
    ).not.toBeNull();
  });

  it('aborts the previous request when a new one starts, and shows only the newest answer', async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((_url, init) => {
      const signal = init?.signal ?? new AbortController().signal;
      signals.push(signal);
      if (signals.length === 1) {
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        );
      }
      return Promise.resolve(answer([charlesDeGaulle]));
    });
    const input = setup();

    type(input, 'par');
    await wait(500);
    expect(signals[0]?.aborted).toBe(false);
    type(input, 'pari');
    expect(signals[0]?.aborted).toBe(true);
    await wait(500);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestedUrl(1).searchParams.get('keyword')).toBe('pari');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByText('Search failed')).toBeNull();
  });

  it('waits for 3 characters, ignoring spaces around them', async () => {
    const input = setup();

    type(input, 'pa');
    await wait(1000);
    type(input, ' pa ');
    await wait(1000);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Type at least 3 characters to search');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('looks up two Chinese characters, which already name a city', async () => {
    fetchMock.mockImplementation(async () => answer([paris]));
    const input = setup();

    type(input, '北京');
    await wait(500);

    expect(requestedUrl().searchParams.get('keyword')).toBe('北京');
  });

  it('shows a loading state during the lookup', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const input = setup();

    type(input, 'par');
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    await wait(500);
    expect(screen.getByRole('status').textContent).toBe('Searching…');
  });

  it.each([
    ['airport', 'No airports found'],
    ['city', 'No cities found.'],
  ] as const)('tells when no %s matches', async (kind, message) => {
    fetchMock.mockImplementation(async () => answer([]));
    const input = setup(kind);

    type(input, 'xyz');
    await wait(500);

    expect(screen.getByRole('status').textContent).toBe(message);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('asks for cities only in the city variant, and drops anything else', async () => {
    fetchMock.mockImplementation(async () => answer([paris, charlesDeGaulle]));
    const input = setup('city');

    type(input, 'par');
    await wait(500);

    expect(requestedUrl().searchParams.get('type')).toBe('city');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('PAR'),
    ]);
  });

  it.each([
    ['airport', 429, 'Too many searches', 'Please wait a moment and try again.'],
    ['airport', 502, 'Search failed', 'Failed to search airports. Please try again.'],
    ['city', 429, 'Too many searches', 'Please wait a moment and try again.'],
    ['city', 500, 'Search failed', 'Unable to search cities. Please try again.'],
  ] as const)('a %s lookup answering %i shows "%s"', async (kind, status, title, description) => {
    fetchMock.mockImplementation(async () =>
      Response.json({ error: { code: 'x', message: 'x' } }, { status }),
    );
    const input = setup(kind);

    type(input, 'par');
    await wait(500);
    await wait(100);

    expect(screen.getByText(title)).toBeDefined();
    expect(screen.getByText(description)).toBeDefined();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the failure toast when the network fails, and clears earlier suggestions', async () => {
    fetchMock.mockResolvedValueOnce(answer([paris])).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const input = setup();

    type(input, 'par');
    await wait(500);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    type(input, 'pari');
    await wait(600);

    expect(screen.getByText('Failed to search airports. Please try again.')).toBeDefined();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('closes on Escape', async () => {
    fetchMock.mockImplementation(async () => answer([paris]));
    const input = setup();
    type(input, 'par');
    await wait(500);

    press(input, 'Escape');

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes 200 ms after losing focus, so a click on an option still lands', async () => {
    fetchMock.mockImplementation(async () => answer([paris, charlesDeGaulle]));
    const input = setup();
    type(input, 'par');
    await wait(500);

    fireEvent.blur(input);
    await wait(199);
    expect(screen.getByRole('listbox')).toBeDefined();
    fireEvent.click(screen.getByRole('option', { name: /Charles de Gaulle/ }));
    expect((input as HTMLInputElement).value).toBe('Charles de Gaulle International Airport (CDG)');

    fireEvent.focus(input);
    type(input, 'par');
    await wait(1000);
    expect(screen.getByRole('listbox')).toBeDefined();
    fireEvent.blur(input);
    await wait(200);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps the list shut for 700 ms after a choice, even while typing again', async () => {
    fetchMock.mockImplementation(async () => answer([paris]));
    const input = setup();
    type(input, 'par');
    await wait(500);
    press(input, 'ArrowDown');
    press(input, 'Enter');

    type(input, 'pari');
    await wait(699);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await wait(1);
    expect(screen.getByRole('listbox')).toBeDefined();
  });

  it('keeps Enter from submitting while suggestions are open: it highlights the first, then chooses it', async () => {
    fetchMock.mockImplementation(async () => answer([paris, charlesDeGaulle]));
    const input = setup();
    type(input, 'par');
    await wait(500);

    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect((input as HTMLInputElement).value).toBe('par');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);

    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect((input as HTMLInputElement).value).toBe('Paris (PAR)');
  });

  it('lets Enter through to the form when the list is shut', async () => {
    fetchMock.mockImplementation(async () => answer([paris]));
    const input = setup();
    type(input, 'par');
    await wait(500);
    press(input, 'Escape');

    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(true);
  });

  it('shuts the list on Tab and never makes the list itself a Tab stop', async () => {
    fetchMock.mockImplementation(async () => answer([paris]));
    const input = setup();
    type(input, 'par');
    await wait(500);

    expect(screen.getByRole('listbox').getAttribute('tabindex')).toBe('-1');
    press(input, 'Tab');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
