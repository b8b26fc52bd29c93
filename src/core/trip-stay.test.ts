import { describe, expect, it } from 'vitest';
import { createSearchParamsSchema, type SearchParamsInput } from './search-params';
import { stayForFlight, stayKey } from './trip-stay';

const today = '2027-03-01';
const search = (input: Partial<SearchParamsInput>) =>
  createSearchParamsSchema(today).parse({
    budget: 2000,
    currency: 'USD',
    from: 'JFK',
    to: 'HND',
    departureDate: '2027-03-08',
    returnDate: '2027-03-15',
    ...input,
  });

describe('stayForFlight', () => {
  it('starts the stay with the night a flight lands in: the night before, for a landing in the small hours', () => {
    // JFK 22:00 Mon 8 Mar → HND 02:10 Wed 10 Mar: the room of the night of the 9th is where they sleep.
    const stay = stayForFlight(search({}), {
      arrivesAt: '2027-03-10T02:10:00',
      returnsAt: '2027-03-15T11:00:00',
    });
    expect(stay).toEqual({
      checkIn: '2027-03-09',
      checkOut: '2027-03-15',
      nights: 6,
      landsOn: '2027-03-10',
      followsFlight: true,
      unusedNights: 0,
      roomFromNightBefore: true,
    });
  });

  it('starts on the landing day from 05:00, and for a landing late in the evening', () => {
    const dawn = stayForFlight(search({}), {
      arrivesAt: '2027-03-10T05:00:00',
      returnsAt: '2027-03-15T11:00:00',
    });
    expect(dawn).toMatchObject({ checkIn: '2027-03-10', nights: 5, roomFromNightBefore: false });
    const late = stayForFlight(search({}), {
      arrivesAt: '2027-03-09T23:55:00',
      returnsAt: '2027-03-15T11:00:00',
    });
    expect(late).toMatchObject({ checkIn: '2027-03-09', nights: 6, roomFromNightBefore: false });
    const justAfterMidnight = stayForFlight(search({}), {
      arrivesAt: '2027-03-10T00:05:00',
      returnsAt: '2027-03-15T11:00:00',
    });
    expect(justAfterMidnight).toMatchObject({ checkIn: '2027-03-09', nights: 6, roomFromNightBefore: true });
  });

  it('never starts before the departure date, for a hop that leaves just after midnight', () => {
    const hop = stayForFlight(search({}), {
      arrivesAt: '2027-03-08T01:40:00',
      returnsAt: '2027-03-15T11:00:00',
    });
    expect(hop).toMatchObject({ checkIn: '2027-03-08', nights: 7, roomFromNightBefore: false });
  });

  it('keeps the traveller’s own dates and counts the nights before the one they land in as unused', () => {
    const stay = stayForFlight(search({ checkIn: '2027-03-08', checkOut: '2027-03-15' }), {
      arrivesAt: '2027-03-10T02:10:00',
      returnsAt: '2027-03-15T11:00:00',
    });
    expect(stay).toMatchObject({ checkIn: '2027-03-08', checkOut: '2027-03-15', nights: 7 });
    expect(stay).toMatchObject({ followsFlight: false, unusedNights: 1, landsOn: '2027-03-10' });
    expect(stay.roomFromNightBefore).toBe(false);
    const nightBefore = stayForFlight(search({ checkIn: '2027-03-09', checkOut: '2027-03-15' }), {
      arrivesAt: '2027-03-10T02:10:00',
      returnsAt: '2027-03-15T11:00:00',
    });
    expect(nightBefore).toMatchObject({ unusedNights: 0, nights: 6 });
  });

  it('follows a same-day flight to the form’s dates', () => {
    const stay = stayForFlight(search({}), {
      arrivesAt: '2027-03-08T11:40:00',
      returnsAt: '2027-03-15T18:05:00',
    });
    expect(stay).toMatchObject({ checkIn: '2027-03-08', checkOut: '2027-03-15', nights: 7, unusedNights: 0 });
  });

  it('gives a one-way trip one night from landing, or the traveller’s own check-out', () => {
    const oneWay = search({ isOneWay: true, returnDate: undefined });
    const landing = { arrivesAt: '2027-03-09T07:00:00' };
    expect(stayForFlight(oneWay, landing)).toMatchObject({ checkIn: '2027-03-09', checkOut: '2027-03-10' });
    const ownCheckOut = search({ isOneWay: true, returnDate: undefined, checkOut: '2027-03-12' });
    expect(stayForFlight(ownCheckOut, landing)).toMatchObject({
      checkIn: '2027-03-09',
      checkOut: '2027-03-12',
      nights: 3,
      followsFlight: true,
    });
  });

  it('never prices fewer than one night, nor more unused nights than the stay has', () => {
    const late = stayForFlight(search({ checkIn: '2027-03-08', checkOut: '2027-03-09' }), {
      arrivesAt: '2027-03-10T12:10:00',
      returnsAt: '2027-03-15T11:00:00',
    });
    expect(late).toMatchObject({ nights: 1, unusedNights: 1 });
    const sameDay = stayForFlight(search({}), {
      arrivesAt: '2027-03-15T08:00:00',
      returnsAt: '2027-03-15T20:00:00',
    });
    expect(sameDay).toMatchObject({ checkIn: '2027-03-15', checkOut: '2027-03-16', nights: 1 });
  });

  it('takes an offer whose times cannot be read to fly on the search’s dates', () => {
    expect(stayForFlight(search({}), { arrivesAt: '' })).toMatchObject({
      checkIn: '2027-03-08',
      checkOut: '2027-03-15',
      landsOn: '2027-03-08',
    });
  });

  it('names each distinct stay once', () => {
    expect(stayKey({ checkIn: '2027-03-10', checkOut: '2027-03-15' })).toBe('2027-03-10/2027-03-15');
  });
});
