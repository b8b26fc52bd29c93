import { describe, expect, it } from 'vitest';
import { noFilters, type ResultFilters } from './results-view';
import { readResultsView, resultsViewParamNames, writeResultsView } from './results-view-url';

const query = (text: string) => new URLSearchParams(text);

/** The view written into a search's query and read back from it. */
function roundTrip(sort: Parameters<typeof writeResultsView>[1], filters: ResultFilters) {
  const written = query('from=LHR&to=SPU&direct=1');
  writeResultsView(written, sort, filters);
  return { text: written.toString(), read: readResultsView(written) };
}

describe('the results view in the URL', () => {
  it('writes nothing for product.md best value and no filters, and reads that back', () => {
    expect(roundTrip('value', noFilters)).toEqual({
      text: 'from=LHR&to=SPU&direct=1',
      read: { sort: 'value', filters: noFilters },
    });
  });

  it('keeps "cheapest, direct only" and every other filter through a shared link', () => {
    const filters: ResultFilters = {
      stops: 'direct',
      minRating: 8,
      airlines: ['BA', 'U2'],
      departureTimes: ['morning', 'evening'],
      returnTimes: ['afternoon'],
      refundableOnly: true,
      maxDistanceKm: 3,
    };
    const { text, read } = roundTrip('price', filters);
    expect(text).toBe(
      'from=LHR&to=SPU&direct=1&sort=price&stops=direct&rating=8&airlines=BA%2CU2' +
        '&departTimes=morning%2Cevening&returnTimes=afternoon&refundable=1&withinKm=3',
    );
    expect(read).toEqual({ sort: 'price', filters });
  });

  it('keeps "lowest CO₂" through a shared link as sort=co2', () => {
    expect(roundTrip('co2', noFilters)).toEqual({
      text: 'from=LHR&to=SPU&direct=1&sort=co2',
      read: { sort: 'co2', filters: noFilters },
    });
  });

  it("leaves the search's own parameters alone and replaces the view it wrote before", () => {
    const written = query('from=LHR&sort=rating&stops=upToOne&budget=900');
    writeResultsView(written, 'duration', noFilters);
    expect(written.toString()).toBe('from=LHR&budget=900&sort=duration');
  });

  it('ignores unknown values safely, keeping what it understands', () => {
    expect(
      readResultsView(
        query(
          'sort=cheapest&stops=nonstop&rating=7.5&airlines=BA,,x1,TOOLONG,<b>&departTimes=noon,morning,morning' +
            '&returnTimes=&refundable=yes&withinKm=2',
        ),
      ),
    ).toEqual({
      sort: 'value',
      filters: { ...noFilters, airlines: ['BA', 'X1'], departureTimes: ['morning'] },
    });
  });

  it('names parameters no search field uses', () => {
    const searchNames = ['from', 'to', 'depart', 'return', 'direct', 'stay', 'budget', 'adults', 'ages'];
    expect(resultsViewParamNames.filter((name) => searchNames.includes(name))).toEqual([]);
  });
});
