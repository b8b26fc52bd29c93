import { describe, expect, it } from 'vitest';
import {
  initialSearchFormModel,
  searchFormReducer,
  syncHintPercent,
  type SearchFormAction,
  type SearchFormModel,
} from './reducer';
import { initialSearchForm, type SearchFormValues } from './state';
import { filledSearchForm } from './search-form.fixture';

function run(...actions: SearchFormAction[]): SearchFormModel {
  return actions.reduce(searchFormReducer, initialSearchFormModel());
}

function prefilled(values: Partial<SearchFormValues>, ...actions: SearchFormAction[]): SearchFormModel {
  return run({ type: 'prefill', values }, ...actions);
}

const departOn = (date: string): SearchFormAction => ({ type: 'setDate', field: 'departureDate', date });
const returnOn = (date: string): SearchFormAction => ({ type: 'setDate', field: 'returnDate', date });
const checkInOn = (date: string): SearchFormAction => ({ type: 'setDate', field: 'checkInDate', date });
const checkOutOn = (date: string): SearchFormAction => ({ type: 'setDate', field: 'checkOutDate', date });
const oneWay = (isOneWay: boolean): SearchFormAction => ({ type: 'setOneWay', isOneWay });
const count = (field: Extract<SearchFormAction, { type: 'setCount' }>['field'], value: number) =>
  ({ type: 'setCount', field, value }) as const;
const flyTo = (name: string, code: string): SearchFormAction => ({
  type: 'setLocation',
  field: 'flightTo',
  name,
  code,
});
const stayIn = (name: string, code = ''): SearchFormAction => ({
  type: 'setLocation',
  field: 'accommodation',
  name,
  code,
});

describe('the initial form', () => {
  it('has the product.md §9 defaults', () => {
    expect(initialSearchForm()).toMatchObject({
      currency: 'USD',
      cabinClass: 'ECONOMY',
      flightAdults: 1,
      flightChildren: 0,
      accommodationAdults: 1,
      accommodationChildren: 0,
      childrenAges: [],
      rooms: 1,
      departureDate: '',
      returnDate: '',
      checkInDate: '',
      checkOutDate: '',
      budget: '',
      isOneWay: false,
      directFlightsOnly: false,
    });
    expect(initialSearchForm('EUR').currency).toBe('EUR');
    expect(initialSearchFormModel('GBP')).toMatchObject({ values: { currency: 'GBP' }, sync: null });
  });
});

describe('hotel dates follow the flight dates', () => {
  it('check-in follows departure and check-out follows return', () => {
    const { values } = run(departOn('2030-04-01'), returnOn('2030-04-08'));
    expect(values).toMatchObject({ checkInDate: '2030-04-01', checkOutDate: '2030-04-08' });

    const moved = searchFormReducer(
      run(departOn('2030-04-01'), returnOn('2030-04-08')),
      departOn('2030-04-03'),
    );
    expect(moved.values.checkInDate).toBe('2030-04-03');
  });

  it('stops following a date edited by hand, for that date only', () => {
    const { values } = run(
      departOn('2030-04-01'),
      returnOn('2030-04-08'),
      checkInOn('2030-04-02'),
      departOn('2030-04-03'),
      returnOn('2030-04-10'),
    );
    expect(values).toMatchObject({ checkInDate: '2030-04-02', checkOutDate: '2030-04-10' });

    const checkOutByHand = run(departOn('2030-04-01'), checkOutOn('2030-04-05'), returnOn('2030-04-08'));
    expect(checkOutByHand.values.checkOutDate).toBe('2030-04-05');
    expect(checkOutByHand.manual).toMatchObject({ checkOutDate: true, checkInDate: false });
  });

  it('sets one-way check-out to check-in + 1 day, and back to the return date', () => {
    const trip = run(departOn('2030-04-30'), returnOn('2030-05-08'), oneWay(true));
    expect(trip.values).toMatchObject({ checkInDate: '2030-04-30', checkOutDate: '2030-05-01' });
    expect(searchFormReducer(trip, departOn('2030-12-31')).values.checkOutDate).toBe('2031-01-01');
    expect(searchFormReducer(trip, oneWay(false)).values.checkOutDate).toBe('2030-05-08');
  });

  it('clears a follower date along with its flight date', () => {
    const { values } = run(departOn('2030-04-01'), returnOn('2030-04-08'), departOn(''));
    expect(values).toMatchObject({ departureDate: '', checkInDate: '', returnDate: '2030-04-08' });
  });

  it('treats anything but a real YYYY-MM-DD date as no date', () => {
    expect(run(departOn('2030-02-30')).values.departureDate).toBe('');
  });
});

describe('always-on date rules', () => {
  it('moves a return on or before departure to the day after departure', () => {
    expect(run(departOn('2030-04-08'), returnOn('2030-04-08')).values.returnDate).toBe('2030-04-09');
    expect(run(departOn('2030-04-08'), returnOn('2030-04-01')).values.returnDate).toBe('2030-04-09');
    expect(run(returnOn('2030-04-05'), departOn('2030-04-10')).values.returnDate).toBe('2030-04-11');
    expect(run(departOn('2030-04-08'), returnOn('2030-04-09')).values.returnDate).toBe('2030-04-09');
  });

  it('moves a check-out on or before check-in to the day after check-in, even when set by hand', () => {
    const base = run(departOn('2030-04-01'), returnOn('2030-04-08'));
    expect(searchFormReducer(base, checkOutOn('2030-04-01')).values.checkOutDate).toBe('2030-04-02');
    expect(searchFormReducer(base, checkInOn('2030-04-08')).values.checkOutDate).toBe('2030-04-09');
    expect(searchFormReducer(base, checkInOn('2030-04-07')).values.checkOutDate).toBe('2030-04-08');
  });
});

describe('hotel guests follow the flight travellers', () => {
  it('copies flight adults and children, with an unchosen age per new child', () => {
    const { values } = run(count('flightAdults', 3), count('flightChildren', 2));
    expect(values).toMatchObject({
      accommodationAdults: 3,
      accommodationChildren: 2,
      childrenAges: [null, null],
    });
  });

  it('drops the last age when a child is removed', () => {
    const { values } = run(
      count('flightChildren', 3),
      { type: 'setChildAge', index: 0, age: 4 },
      { type: 'setChildAge', index: 2, age: 12 },
      count('flightChildren', 2),
    );
    expect(values.childrenAges).toEqual([4, null]);
  });

  it('stops following a guest count edited by hand, for that count only', () => {
    const { values } = run(
      count('accommodationChildren', 1),
      count('flightChildren', 3),
      count('flightAdults', 2),
    );
    expect(values).toMatchObject({ accommodationChildren: 1, childrenAges: [null], accommodationAdults: 2 });
  });
});

describe('caps', () => {
  it('refuses a traveller beyond 9 in total and keeps the other count', () => {
    const full = run(count('flightAdults', 6), count('flightChildren', 3));
    expect(searchFormReducer(full, count('flightAdults', 7)).values).toMatchObject({
      flightAdults: 6,
      flightChildren: 3,
    });
    expect(searchFormReducer(full, count('flightChildren', 4)).values.flightChildren).toBe(3);
  });

  it('keeps every counter within its range', () => {
    const { values } = run(
      count('flightAdults', 0),
      count('flightChildren', -1),
      count('accommodationAdults', 31),
      count('accommodationChildren', 11),
      count('rooms', 9),
    );
    expect(values).toMatchObject({
      flightAdults: 1,
      flightChildren: 0,
      accommodationAdults: 30,
      accommodationChildren: 10,
      rooms: 8,
    });
    expect(values.childrenAges).toHaveLength(10);
  });

  it('keeps ages within 0 to 17 and ignores a child that does not exist', () => {
    const twoChildren = run(count('flightChildren', 2));
    expect(
      searchFormReducer(twoChildren, { type: 'setChildAge', index: 1, age: 18 }).values.childrenAges,
    ).toEqual([null, 17]);
    expect(searchFormReducer(twoChildren, { type: 'setChildAge', index: 2, age: 5 })).toBe(twoChildren);
  });
});

describe('the accommodation location follows the flight destination', () => {
  it('takes the cleaned destination once one is chosen, with a 100% hint', () => {
    const model = run(flyTo('Paris (PAR)', 'PAR'));
    expect(model.values.accommodationLocation).toBe('Paris');
    expect(syncHintPercent(model)).toBe(100);
  });

  it('waits for a choice while the destination is only typed', () => {
    expect(run(flyTo('Pari', '')).values.accommodationLocation).toBe('');
  });

  it('keeps following the destinations chosen next', () => {
    const model = run(
      flyTo('Paris (PAR)', 'PAR'),
      flyTo('Lon', ''),
      flyTo('London Heathrow Airport (LHR)', 'LHR'),
    );
    expect(model.values.accommodationLocation).toBe('London Heathrow');
  });

  it('overwrites a related location and reports its confidence', () => {
    const model = run(flyTo('Paris (PAR)', 'PAR'), flyTo('Paris Charles de Gaulle Airport (CDG)', 'CDG'));
    expect(model.values.accommodationLocation).toBe('Paris Charles');
    expect(syncHintPercent(model)).toBe(90);
  });

  it('stops following once the location is edited by hand, and hides the hint', () => {
    const model = run(flyTo('Paris (PAR)', 'PAR'), stayIn('Versailles'), flyTo('Rome (ROM)', 'ROM'));
    expect(model.values.accommodationLocation).toBe('Versailles');
    expect(model.manual.accommodationLocation).toBe(true);
    expect(syncHintPercent(model)).toBeNull();
  });

  it('records the city chosen in the accommodation autocomplete', () => {
    const { values } = run(stayIn('Paris (PAR)', 'PAR'));
    expect(values).toMatchObject({ accommodationLocation: 'Paris (PAR)', accommodationCode: 'PAR' });
  });

  it('rounds the hint down so 0.846 never reads as the 85% overwrite threshold', () => {
    const model = prefilled(
      { flightTo: 'PAR', flightToName: 'Paris (PAR)', accommodationLocation: 'Paris Charl' },
      flyTo('Paris Charles de Gaulle Airport (CDG)', 'CDG'),
    );
    expect(model.values.accommodationLocation).toBe('Paris Charl');
    expect(syncHintPercent(model)).toBe(84);
  });
});

describe('prefill (Search Again)', () => {
  const saved: Partial<SearchFormValues> = filledSearchForm;

  it('replaces every value, with defaults for what it lacks', () => {
    const before = run({ type: 'setBudget', budget: '900' }, { type: 'setCurrency', currency: 'GBP' });
    const { values } = searchFormReducer(before, { type: 'prefill', values: saved });
    expect(values).toEqual({ ...initialSearchForm(), ...saved, accommodationCode: '' });
    const partial = searchFormReducer(before, { type: 'prefill', values: { budget: '700' } }).values;
    expect(partial).toEqual({ ...initialSearchForm('GBP'), budget: '700' });
  });

  it('keeps following fields that matched the flight, and keeps the ones set apart', () => {
    const model = prefilled(
      { ...saved, checkInDate: '2030-04-02', accommodationAdults: 1 },
      departOn('2030-03-30'),
      returnOn('2030-04-06'),
      count('flightAdults', 3),
      count('flightChildren', 2),
    );
    expect(model.values).toMatchObject({
      checkInDate: '2030-04-02',
      checkOutDate: '2030-04-06',
      accommodationAdults: 1,
      accommodationChildren: 2,
    });
  });

  it('keeps a location unrelated to the saved destination, and follows one that matched it', () => {
    const other = prefilled({ ...saved, accommodationLocation: 'Versailles' }, flyTo('Rome (ROM)', 'ROM'));
    expect(other.values.accommodationLocation).toBe('Versailles');
    expect(syncHintPercent(other)).toBeNull();
    expect(prefilled(saved, flyTo('Rome (ROM)', 'ROM')).values.accommodationLocation).toBe('Rome');
  });

  it('fills an empty location from the saved destination', () => {
    expect(prefilled({ ...saved, accommodationLocation: '' }).values.accommodationLocation).toBe('Paris');
  });

  // Explore's links and short shared links carry no stay= and name the destination by its city.
  it.each([
    ['Palma de Mallorca (PMI)', 'PMI', 'Palma de Mallorca'],
    ['Frankfurt am Main (FRA)', 'FRA', 'Frankfurt am Main'],
    ['Rio de Janeiro (GIG)', 'GIG', 'Rio de Janeiro'],
    ['Frankfurt am Main International Airport (FRA)', 'FRA', 'Frankfurt am Main'],
  ])('fills an empty location with the whole city of %s, never its first two words', (toName, code, city) => {
    const model = prefilled({ ...saved, flightTo: code, flightToName: toName, accommodationLocation: '' });
    expect(model.values.accommodationLocation).toBe(city);
    expect(model.sync).toEqual({ confidence: 1 });
    // The whole name is in sync with its destination: a saved search keeps following it.
    const again = prefilled(model.values);
    expect(again.sync).toEqual({ confidence: 1 });
    expect(again.values.accommodationLocation).toBe(city);
  });

  it('repairs malformed values from navigation state', () => {
    const broken = {
      budget: 2000,
      currency: 'XYZ',
      cabinClass: 'SUITE',
      departureDate: 'soon',
      flightAdults: 12,
      flightChildren: '2',
      accommodationChildren: 2,
      childrenAges: [30, 'x', 5],
    } as unknown as Partial<SearchFormValues>;
    const { values } = prefilled(broken);
    expect(values).toMatchObject({
      budget: '2000',
      currency: 'USD',
      cabinClass: 'ECONOMY',
      departureDate: '',
      flightAdults: 9,
      flightChildren: 0,
      accommodationChildren: 2,
      // 30 is capped; 'x' is no age, so the form asks for it instead of guessing 0.
      childrenAges: [17, null],
    });
  });
});

describe('plain fields', () => {
  it('stores budget, currency, cabin, direct-only and the departure airport as given', () => {
    const { values } = run(
      { type: 'setBudget', budget: '2500' },
      { type: 'setCurrency', currency: 'SEK' },
      { type: 'setCabinClass', cabinClass: 'FIRST' },
      { type: 'setDirectFlightsOnly', directFlightsOnly: true },
      { type: 'setLocation', field: 'flightFrom', name: 'Belgrade (BEG)', code: 'BEG' },
    );
    expect(values).toMatchObject({
      budget: '2500',
      currency: 'SEK',
      cabinClass: 'FIRST',
      directFlightsOnly: true,
      flightFrom: 'BEG',
      flightFromName: 'Belgrade (BEG)',
    });
  });

  it('starts with a budget for the whole trip and keeps the typed amount when it becomes per traveller', () => {
    expect(run().values.budgetPer).toBe('total');
    const perTraveller = run(
      { type: 'setBudget', budget: '500' },
      { type: 'setBudgetPer', budgetPer: 'traveller' },
    );
    expect(perTraveller.values).toMatchObject({ budget: '500', budgetPer: 'traveller' });
    const back = searchFormReducer(perTraveller, { type: 'setBudgetPer', budgetPer: 'total' });
    expect(back.values).toMatchObject({ budget: '500', budgetPer: 'total' });
  });
});
