import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IndexedPlace } from '../../../core/location-search/location-match';
import { encodePopularPlaces } from '../../../core/location-search/popular-places';
import type { TravelLocation } from '../../../core/travel-data';
import { forgetLocalSuggestions, loadLocalSuggestions } from './load-local-suggestions';
import { LocationCombobox } from './location-combobox';
import { press, type, wait } from './location-combobox.test-helpers';
import type { LocationKind } from './location-search';

function location(
  iataCode: string,
  subType: TravelLocation['subType'],
  name: string,
  cityName: string,
): TravelLocation {
  return { name, iataCode, subType, address: { cityName, countryName: 'Serbia' } };
}

const belgrade = location('BEG', 'CITY', 'Belgrade', 'Belgrade');
const nikolaTesla = location('BEG', 'AIRPORT', 'Belgrade Nikola Tesla Airport', 'Belgrade');
const belem = location('BEL', 'AIRPORT', 'Val de Cans International Airport', 'Belém');
const berlin = location('BER', 'CITY', 'Berlin', 'Berlin');
const moscow = location('MOW', 'CITY', 'Moscow', 'Moscow');
const moscowNames = ['Москва', 'Moskau'];
// One array for a city and its airports, as the server sends them.
const belgradeNames = ['Београд', 'Belgrad'];

const popular: IndexedPlace[] = [
  {
    location: belgrade,
    aliases: ['Belgrade Nikola Tesla Airport'],
    importance: 4.75,
    localNames: belgradeNames,
  },
  { location: nikolaTesla, aliases: ['Beograd'], importance: 4.5, localNames: belgradeNames },
  { location: berlin, aliases: [], importance: 5.75, localNames: [] },
  { location: moscow, aliases: [], importance: 6.5, localNames: moscowNames },
];

const fetchMock = vi.fn<typeof fetch>();
/** GET /api/locations/popular's answer; a test may replace it with a failure. */
let popularAnswer: () => Promise<Response>;
/** Lookups the server has not answered yet, oldest first. */
let lookups: { keyword: string; answer: (response: Response) => void }[];

function answerLookup(data: TravelLocation[]) {
  const lookup = lookups.shift();
  if (!lookup) throw new Error('no lookup is waiting');
  lookup.answer(Response.json({ data }));
}

function popularRequests() {
  return fetchMock.mock.calls.filter(([url]) => String(url) === '/api/locations/popular').length;
}

function lookupRequests() {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/locations?')).length;
}

function Field({ id, label, kind }: { id: string; label: string; kind: LocationKind }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <LocationCombobox
        id={id}
        kind={kind}
        value={value}
        onTextChange={setValue}
        onSelect={(chosen) => setValue(chosen.name)}
      />
    </>
  );
}

function setup() {
  render(
    <>
      <Field id="from" label="From" kind="airport" />
      <Field id="city" label="City" kind="city" />
      <Toaster />
    </>,
  );
  return {
    from: screen.getByRole('combobox', { name: 'From' }),
    city: screen.getByRole('combobox', { name: 'City' }),
  };
}

/** Focuses the field, and waits for the busiest places and their code to load as a fast network would. */
async function focusAndLoad(input: HTMLElement) {
  fireEvent.focus(input);
  await act(() => loadLocalSuggestions());
}

/** The field's own live region (each field has one). */
const statusOf = (input: HTMLElement) => input.parentElement?.querySelector('[role="status"]')?.textContent;
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const highlighted = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('instant suggestions from the busiest places', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    lookups = [];
    popularAnswer = async () => Response.json(encodePopularPlaces(popular));
    fetchMock.mockImplementation((url, init) => {
      if (String(url) === '/api/locations/popular') return popularAnswer();
      const keyword = new URL(String(url), 'http://localhost').searchParams.get('keyword') ?? '';
      return new Promise<Response>((resolve, reject) => {
        lookups.push({ keyword, answer: resolve });
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    toast.dismiss();
    forgetLocalSuggestions();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('suggests at the third letter, before the 500 ms debounce, ranked by the server’s rules', async () => {
    const { from } = setup();
    await focusAndLoad(from);

    type(from, 'Bel');

    expect(optionNames()).toEqual([
      expect.stringMatching(/^Belgrade.*BEG$/),
      expect.stringMatching(/Nikola Tesla/),
    ]);
    expect(from.getAttribute('aria-expanded')).toBe('true');
    expect(statusOf(from)).toBe('2 suggestions available');
    expect(lookupRequests()).toBe(0);
    await wait(499);
    expect(lookupRequests()).toBe(0);
    await wait(1);
    expect(lookups.map((lookup) => lookup.keyword)).toEqual(['Bel']);
  });

  it('replaces them with the server’s answer when it arrives', async () => {
    const { from } = setup();
    await focusAndLoad(from);
    type(from, 'bel');
    await wait(500);

    await act(async () => answerLookup([nikolaTesla, belem, belgrade]));

    expect(optionNames()).toEqual([
      expect.stringContaining('Nikola Tesla'),
      expect.stringContaining('Val de Cans'),
      expect.stringMatching(/^Belgrade.*BEG$/),
    ]);
  });

  it('keeps the highlight on the same place when the server’s answer moves it', async () => {
    const { from } = setup();
    await focusAndLoad(from);
    type(from, 'bel');
    press(from, 'ArrowDown');
    press(from, 'ArrowDown');
    expect(highlighted(from)).toContain('Nikola Tesla');
    await wait(500);

    await act(async () => answerLookup([belgrade, belem, nikolaTesla]));

    expect(from.getAttribute('aria-activedescendant')).toBe('from-option-2');
    expect(highlighted(from)).toContain('Nikola Tesla');
    press(from, 'Enter');
    expect((from as HTMLInputElement).value).toBe('Belgrade Nikola Tesla Airport');
  });

  it('drops the highlight when the server’s answer lacks its place', async () => {
    const { from } = setup();
    await focusAndLoad(from);
    type(from, 'bel');
    press(from, 'ArrowDown');
    press(from, 'ArrowDown');
    await wait(500);

    await act(async () => answerLookup([belgrade, belem]));

    expect(from.getAttribute('aria-activedescendant')).toBeNull();
    press(from, 'ArrowDown');
    expect(highlighted(from)).toMatch(/^Belgrade/);
  });

  it('answers each keystroke at once, and only the newest keyword reaches the server', async () => {
    const { from } = setup();
    await focusAndLoad(from);

    type(from, 'bel');
    await wait(300);
    type(from, 'ber');
    expect(optionNames()).toEqual([expect.stringMatching(/^Berlin/)]);
    type(from, 'Москва');
    expect(optionNames()).toEqual([expect.stringMatching(/^Moscow.*MOW$/)]);
    type(from, 'Moskau');
    expect(optionNames()).toEqual([expect.stringMatching(/^Moscow/)]);
    type(from, 'Belgrad');
    expect(optionNames()).toHaveLength(2);
    type(from, 'Београд');
    expect(optionNames()).toEqual([
      expect.stringMatching(/^Belgrade.*BEG$/),
      expect.stringMatching(/Nikola/),
    ]);
    await wait(500);

    expect(lookups.map((lookup) => lookup.keyword)).toEqual(['Београд']);
  });

  it('keeps the 3-letter rule, and cities alone in a city field', async () => {
    const { city } = setup();
    await focusAndLoad(city);

    type(city, 'be');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(statusOf(city)).toBe('Type at least 3 characters to search');
    type(city, 'bel');
    expect(optionNames()).toEqual([expect.stringMatching(/^Belgrade.*BEG$/)]);
  });

  it('waits for the server as before when no busy place matches', async () => {
    const { from } = setup();
    await focusAndLoad(from);

    type(from, 'xyz');
    expect(statusOf(from)).toBe('Searching…');
    await wait(500);
    await act(async () => answerLookup([belem]));

    expect(optionNames()).toEqual([expect.stringContaining('Val de Cans')]);
  });

  it('loads the places on the first focus of any location field, once', async () => {
    const { from, city } = setup();
    type(from, 'bel');
    expect(popularRequests()).toBe(0);
    expect(statusOf(from)).toBe('Searching…');

    await focusAndLoad(from);
    fireEvent.blur(from);
    await focusAndLoad(from);
    await focusAndLoad(city);

    expect(popularRequests()).toBe(1);
    type(from, 'belg');
    expect(optionNames()).toHaveLength(2);
  });

  it('answers a keyword typed before the places arrived as soon as they do', async () => {
    let arrive: () => void = () => undefined;
    popularAnswer = () =>
      new Promise((resolve) => {
        arrive = () => resolve(Response.json(encodePopularPlaces(popular)));
      });
    const { from } = setup();
    fireEvent.focus(from);
    type(from, 'bel');
    expect(statusOf(from)).toBe('Searching…');

    arrive();
    await act(() => loadLocalSuggestions());

    expect(optionNames()).toHaveLength(2);
    expect(lookupRequests()).toBe(0);
  });

  it.each([
    ['answers 503', async () => Response.json({ error: { code: 'x', message: 'x' } }, { status: 503 })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answers another shape', async () => Response.json({ data: [belgrade] })],
  ])(
    'works as before when GET /api/locations/popular %s, and tries again on a later focus',
    async (_case, fail) => {
      popularAnswer = fail;
      const { from } = setup();
      await focusAndLoad(from);

      type(from, 'bel');
      expect(statusOf(from)).toBe('Searching…');
      await wait(500);
      await act(async () => answerLookup([belgrade]));
      expect(optionNames()).toEqual([expect.stringMatching(/^Belgrade/)]);

      popularAnswer = async () => Response.json(encodePopularPlaces(popular));
      await focusAndLoad(from);
      type(from, 'ber');
      expect(optionNames()).toEqual([expect.stringMatching(/^Berlin/)]);
      expect(popularRequests()).toBe(2);
    },
  );

  it.each([
    [429, 'Too many searches', 'Please wait a moment and try again.'],
    [502, 'Search failed', 'Failed to search airports. Please try again.'],
  ])(
    'keeps the instant suggestions when the lookup answers %i, and still says so',
    async (status, title, text) => {
      const { from } = setup();
      await focusAndLoad(from);
      type(from, 'bel');
      await wait(500);

      await act(async () => {
        lookups.shift()?.answer(Response.json({ error: { code: 'x', message: 'x' } }, { status }));
      });
      await wait(100);

      expect(screen.getByText(title)).toBeDefined();
      expect(screen.getByText(text)).toBeDefined();
      expect(optionNames()).toHaveLength(2);
      press(from, 'ArrowDown');
      press(from, 'Enter');
      expect((from as HTMLInputElement).value).toBe('Belgrade');
    },
  );
});
