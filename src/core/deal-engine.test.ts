import { describe, expect, it, vi } from 'vitest';
import type { Deal } from './deal';
import { combineDeals, type DealEngineInput } from './deal-engine';
import { flightOffer, hotelOffers, oneStay, partnerLinks, sentiment, testStay } from './deal-engine.fixtures';
import type { HotelOffers } from './travel-data';

/** The engine's input with one stay for every flight, whose hotels are `hotels`. */
type TestInput = Partial<Omit<DealEngineInput, 'stayOf' | 'hotelsByStay'>> & { hotels?: HotelOffers[] };

function combine({ hotels = [], ...input }: TestInput, limit?: number): Deal[] {
  return combineDeals(
    {
      flights: [],
      ...oneStay(hotels),
      sentiments: [],
      budget: 10_000,
      currency: 'USD',
      links: partnerLinks,
      ...input,
    },
    limit,
  );
}

/** One flight with one hotel at $400 + $600 = $1,000, the hotel rated 84, unless told otherwise. */
function onlyDeal(flight = flightOffer('F1', '400.00'), sentiments = [sentiment('H1', 84, 250)]): Deal {
  const deals = combine({ flights: [flight], hotels: [hotelOffers('H1', ['600.00'])], sentiments });
  expect(deals).toHaveLength(1);
  return deals[0] as Deal;
}

describe('combineDeals: each flight with the hotels of its own stay', () => {
  it('prices a flight that lands the next day with that stay’s hotel offers, and says which stay', () => {
    const sameDay = flightOffer('F1', '400.00');
    const overnight = flightOffer('F2', '300.00');
    const nextDay = { ...testStay, checkIn: '2026-12-02', nights: 6, landsOn: '2026-12-02' };
    const deals = combineDeals({
      flights: [sameDay, overnight],
      stayOf: (flight) => (flight === overnight ? nextDay : testStay),
      hotelsByStay: new Map([
        ['2026-12-01/2026-12-08', [hotelOffers('H1', ['700.00'])]],
        ['2026-12-02/2026-12-08', [hotelOffers('H1', ['600.00'])]],
      ]),
      sentiments: [],
      budget: 10_000,
      currency: 'USD',
      links: partnerLinks,
    });
    expect(deals.map((deal) => [deal.id, deal.hotel.price, deal.stay.checkIn, deal.totalPrice])).toEqual([
      ['F2-H1', 600, '2026-12-02', 900],
      ['F1-H1', 700, '2026-12-01', 1100],
    ]);
  });

  it('makes no deal of a flight whose stay has no hotel offers', () => {
    const deals = combineDeals({
      flights: [flightOffer('F1', '400.00')],
      stayOf: () => testStay,
      hotelsByStay: new Map(),
      sentiments: [],
      budget: 10_000,
      currency: 'USD',
      links: partnerLinks,
    });
    expect(deals).toEqual([]);
  });

  it("carries each deal's estimated emissions from its flight, and none when the estimate has none", () => {
    const known = flightOffer('F1', '400.00');
    const deals = combine({
      flights: [known, flightOffer('F2', '300.00')],
      hotels: [hotelOffers('H1', ['600.00'])],
      emissionsOf: (flight) =>
        flight === known ? { flightKg: 412, hotelKg: 56, travellers: 2, source: 'model' } : undefined,
    });
    expect(deals.map((deal) => [deal.id, deal.emissions])).toEqual([
      ['F2-H1', undefined],
      ['F1-H1', { flightKg: 412, hotelKg: 56, travellers: 2, source: 'model' }],
    ]);
  });
});

describe('combineDeals: score (product.md §9), computed by hand', () => {
  it('scores a direct round trip: 0.35 × 1000/1000 + 0.25 × 8.4/5 + 0.2 × 1/(600/60) + 0.2 × 1', () => {
    // 0.35 + 0.42 + 0.02 + 0.2
    expect(onlyDeal().score).toBeCloseTo(0.99, 12);
  });

  it('uses the 0–10 display rating for "rating / 5", and 3 when the hotel has no sentiment data', () => {
    // 0.35 + 0.25 × 3/5 + 0.02 + 0.2
    expect(onlyDeal(undefined, []).score).toBeCloseTo(0.72, 12);
  });

  it('uses 3 when the sentiment rating is 0 too', () => {
    expect(onlyDeal(undefined, [sentiment('H1', 0)]).score).toBeCloseTo(0.72, 12);
  });

  it('weighs one outbound stop 0.7', () => {
    const flight = flightOffer('F1', '400.00', [{ duration: 'PT5H', stops: 1 }, { duration: 'PT5H' }]);
    // 0.35 + 0.42 + 0.02 + 0.2 × 0.7
    expect(onlyDeal(flight).score).toBeCloseTo(0.93, 12);
  });

  it.each([2, 3])('weighs %i outbound stops 0.4', (stops) => {
    const flight = flightOffer('F1', '400.00', [{ duration: 'PT5H', stops }, { duration: 'PT5H' }]);
    // 0.35 + 0.42 + 0.02 + 0.2 × 0.4
    expect(onlyDeal(flight).score).toBeCloseTo(0.87, 12);
  });

  it('counts stops on the outbound only', () => {
    const flight = flightOffer('F1', '400.00', [{ duration: 'PT5H' }, { duration: 'PT5H', stops: 2 }]);
    const deal = onlyDeal(flight);
    expect(deal.flight.stops).toBe(0);
    expect(deal.flight.return.stops).toBe(2);
    expect(deal.score).toBeCloseTo(0.99, 12);
  });

  it('adds the outbound and return durations for the flight-time term', () => {
    const flight = flightOffer('F1', '400.00', [{ duration: 'PT7H35M' }, { duration: 'PT8H25M' }]);
    // 455 + 505 = 960 minutes = 16 h: 0.35 + 0.42 + 0.2 × 1/16 + 0.2
    expect(onlyDeal(flight).score).toBeCloseTo(0.9825, 12);
  });

  it('reuses a one-way outbound as the return, so its duration counts twice', () => {
    const flight = flightOffer('F1', '400.00', [{ duration: 'PT6H', stops: 1 }]);
    const deal = onlyDeal(flight);
    // 360 + 360 = 720 minutes = 12 h: 0.35 + 0.42 + 0.2 × 1/12 + 0.2 × 0.7
    expect(deal.score).toBeCloseTo(0.35 + 0.42 + 0.2 / 12 + 0.14, 12);
    expect(deal.flight.return).toEqual(deal.flight.outbound);
    expect(deal.flight.return).toMatchObject({ durationMinutes: 360, stops: 1 });
  });
});

describe('combineDeals: the same trip ranks the same in every currency', () => {
  /** A cheap, poorly rated stay and a dear, excellent one, priced in `currency` at `unitsPerUsd`. */
  function ranking(currency: DealEngineInput['currency'], unitsPerUsd: number): string[] {
    const priced = (usd: number) => (usd * unitsPerUsd).toFixed(2);
    const inCurrency = <T extends { price: { currency: string } }>(offer: T): T => ({
      ...offer,
      price: { ...offer.price, currency },
    });
    const hotel = (id: string, usd: number) => {
      const offers = hotelOffers(id, [priced(usd)]);
      return { ...offers, offers: offers.offers.map(inCurrency) };
    };
    return combine({
      flights: [inCurrency(flightOffer('F1', priced(200)))],
      hotels: [hotel('CHEAP', 200), hotel('DEAR', 700)],
      sentiments: [sentiment('CHEAP', 20), sentiment('DEAR', 100)],
      budget: 10_000 * unitsPerUsd,
      currency,
    }).map((deal) => deal.hotel.hotelId);
  }

  it('reads the price term in US dollars at the reference rate, so PLN, RSD and USD agree', () => {
    // In dollars the $400 trip's price term (0.875) outweighs the $900 trip's better rating; read as 1,580 zł
    // against 3,555 zł the price term would shrink fourfold and the ranking would flip.
    expect(ranking('USD', 1)).toEqual(['CHEAP', 'DEAR']);
    expect(ranking('PLN', 3.95)).toEqual(['CHEAP', 'DEAR']);
    expect(ranking('RSD', 108)).toEqual(['CHEAP', 'DEAR']);
  });

  it('gives the same score in every currency for prices at the reference rate', () => {
    const score = (currency: DealEngineInput['currency'], units: number) =>
      combine({
        flights: [
          {
            ...flightOffer('F1', (400 * units).toFixed(2)),
            price: { total: (400 * units).toFixed(2), currency },
          },
        ],
        hotels: [
          {
            ...hotelOffers('H1', []),
            offers: [{ id: 'o', price: { total: (600 * units).toFixed(2), currency } }],
          },
        ],
        budget: 10_000 * units,
        currency,
      })[0]?.score;
    expect(score('EUR', 0.92)).toBeCloseTo(score('USD', 1) ?? Number.NaN, 12);
  });
});

describe('combineDeals: the deal a card shows', () => {
  it('describes the flight, the hotel and the totals', () => {
    const flight = flightOffer(
      'F1',
      '400.00',
      [
        {
          duration: 'PT7H35M',
          stops: 1,
          departureAt: '2026-12-01T08:30:00',
          arrivalAt: '2026-12-01T22:05:00',
        },
        { duration: 'PT8H25M', departureAt: '2026-12-08T10:00:00', arrivalAt: '2026-12-08T12:25:00' },
      ],
      ['LH', 'AF'],
    );
    const deal = combine({
      flights: [flight],
      hotels: [hotelOffers('H1', ['600.00', '100.00'], 'Hôtel Lumière')],
      sentiments: [sentiment('H1', 84, 250)],
      currency: 'USD',
    })[0];
    expect(deal).toEqual({
      id: 'F1-H1',
      offerId: 'H1-offer-1',
      hotel: {
        hotelId: 'H1',
        name: 'Hôtel Lumière',
        location: 'PAR',
        rating: 8.4,
        ratingLabel: 'Very Good',
        numberOfReviews: 250,
        price: 600,
      },
      flight: {
        airlineCode: 'LH',
        outbound: {
          departureAt: '2026-12-01T08:30:00',
          arrivalAt: '2026-12-01T22:05:00',
          durationMinutes: 455,
          stops: 1,
          from: 'JFK',
          to: 'CDG',
          segments: [
            {
              from: 'JFK',
              to: 'HB0',
              departureAt: '2026-12-01T08:30:00',
              arrivalAt: '2026-12-01T11:00:00',
              carrierCode: 'AF',
              number: '100',
              durationMinutes: 60,
            },
            {
              from: 'HB0',
              to: 'CDG',
              departureAt: '2026-12-01T12:00:00',
              arrivalAt: '2026-12-01T22:05:00',
              carrierCode: 'AF',
              number: '101',
              durationMinutes: 60,
            },
          ],
          connections: [{ airport: 'HB0', minutes: 60 }],
        },
        return: {
          departureAt: '2026-12-08T10:00:00',
          arrivalAt: '2026-12-08T12:25:00',
          durationMinutes: 505,
          stops: 0,
          from: 'JFK',
          to: 'CDG',
          segments: [
            {
              from: 'JFK',
              to: 'CDG',
              departureAt: '2026-12-08T10:00:00',
              arrivalAt: '2026-12-08T12:25:00',
              carrierCode: 'AF',
              number: '100',
              durationMinutes: 60,
            },
          ],
          connections: [],
        },
        stops: 1,
        price: 400,
      },
      stay: testStay,
      totalPrice: 1000,
      currency: 'USD',
      score: expect.closeTo(0.35 + 0.42 + 0.0125 + 0.14, 12),
      links: partnerLinks(flight, hotelOffers('H1', [])),
    });
  });

  it('keeps what a converted price was converted from on the deal, and nothing for the others', () => {
    const flight = flightOffer('F1', '400.00');
    const converted = {
      ...flight,
      price: { ...flight.price, convertedFrom: { amount: 341.36, currency: 'GBP' } },
    };
    const deal = onlyDeal(converted);
    expect(deal.flight.convertedFrom).toEqual({ amount: 341.36, currency: 'GBP' });
    expect(deal.flight.price).toBe(400);
    expect(deal.hotel).not.toHaveProperty('convertedFrom');

    const hotel = hotelOffers('H1', ['600.00']);
    const convertedHotel = {
      ...hotel,
      offers: hotel.offers.map((offer) => ({
        ...offer,
        price: { ...offer.price, convertedFrom: { amount: 88_000, currency: 'RSD' } },
      })),
    };
    const [both] = combine({ flights: [flight], hotels: [convertedHotel] });
    expect(both?.hotel.convertedFrom).toEqual({ amount: 88_000, currency: 'RSD' });
    expect(both?.flight).not.toHaveProperty('convertedFrom');
  });

  it('skips flights and hotels priced in another currency instead of adding them to the budget', () => {
    const inEuros = { ...flightOffer('F-EUR', '100.00'), price: { total: '100.00', currency: 'EUR' } };
    const hotelInEuros = hotelOffers('H-EUR', ['50.00']);
    hotelInEuros.offers = hotelInEuros.offers.map((offer) => ({
      ...offer,
      price: { ...offer.price, currency: 'EUR' },
    }));
    const deals = combine({
      flights: [inEuros, flightOffer('F-USD', '300.00')],
      hotels: [hotelInEuros, hotelOffers('H-USD', ['400.00'])],
      currency: 'USD',
    });
    expect(deals.map((deal) => deal.id)).toEqual(['F-USD-H-USD']);
  });

  it("takes the airline from the first segment's carrier when no validating airline is given", () => {
    const flight = flightOffer('F1', '400.00', [{ duration: 'PT5H', carrierCode: 'KL' }], []);
    expect(onlyDeal(flight).flight.airlineCode).toBe('KL');
  });

  it("shows 'No rating' and 0 reviews for a hotel without sentiment data", () => {
    expect(onlyDeal(undefined, []).hotel).toMatchObject({
      rating: 0,
      ratingLabel: 'No rating',
      numberOfReviews: 0,
    });
  });

  it("uses a hotel's first sentiment record when there are several", () => {
    const deals = combine({
      flights: [flightOffer('F1', '400')],
      hotels: [hotelOffers('H1', ['600'])],
      sentiments: [sentiment('H1', 91, 10), sentiment('H1', 40, 99)],
    });
    expect(deals[0]?.hotel).toMatchObject({ rating: 9.1, numberOfReviews: 10 });
  });

  it('asks for partner links only for the deals it returns', () => {
    const links = vi.fn(partnerLinks);
    const hotels = Array.from({ length: 30 }, (_, index) => hotelOffers(`H${index}`, [`${100 + index}`]));
    const deals = combine({ flights: [flightOffer('F1', '400')], hotels, links });
    expect(deals).toHaveLength(10);
    expect(links).toHaveBeenCalledTimes(10);
  });
});

describe('combineDeals: budget', () => {
  const flights = [flightOffer('F1', '400.00')];
  const hotels = [hotelOffers('H1', ['600.00']), hotelOffers('H2', ['600.01'])];

  it('keeps a deal whose total equals the budget and drops one a cent over', () => {
    expect(combine({ flights, hotels, budget: 1000 }).map((deal) => deal.id)).toEqual(['F1-H1']);
  });

  it('drops every deal when nothing fits', () => {
    expect(combine({ flights, hotels, budget: 999.99 })).toEqual([]);
  });

  it('adds prices in cents, so 0.1 + 0.2 fits a budget of 0.3 and totals 0.3', () => {
    const deals = combine({
      flights: [flightOffer('F1', '0.1')],
      hotels: [hotelOffers('H1', ['0.2'])],
      budget: 0.3,
    });
    expect(deals.map((deal) => deal.totalPrice)).toEqual([0.3]);
  });
});

describe('combineDeals: what it skips', () => {
  it('skips hotels without offers', () => {
    const deals = combine({
      flights: [flightOffer('F1', '400')],
      hotels: [hotelOffers('EMPTY', []), hotelOffers('H1', ['600'])],
    });
    expect(deals.map((deal) => deal.id)).toEqual(['F1-H1']);
  });

  it('skips prices that are not numbers, and hotels whose first offer has one even if a later offer does not', () => {
    const deals = combine({
      flights: [flightOffer('BAD', 'abc'), flightOffer('BLANK', ''), flightOffer('F1', '400')],
      hotels: [hotelOffers('NEG', ['-5']), hotelOffers('FIRST', ['NaN', '100']), hotelOffers('H1', ['600'])],
    });
    expect(deals.map((deal) => deal.id)).toEqual(['F1-H1']);
  });

  it('skips flights it cannot time: no itinerary, no segments, or a malformed duration', () => {
    const noItinerary = { ...flightOffer('NONE', '100'), itineraries: [] };
    const noSegments = flightOffer('EMPTY', '100');
    noSegments.itineraries[0] = { duration: 'PT5H', segments: [] };
    const deals = combine({
      flights: [
        noItinerary,
        noSegments,
        flightOffer('MALFORMED', '100', [{ duration: '5 hours' }]),
        flightOffer('F1', '400'),
      ],
      hotels: [hotelOffers('H1', ['600'])],
    });
    expect(deals.map((deal) => deal.id)).toEqual(['F1-H1']);
  });

  it('returns nothing without flights or without hotels', () => {
    expect(combine({ hotels: [hotelOffers('H1', ['600'])] })).toEqual([]);
    expect(combine({ flights: [flightOffer('F1', '400')] })).toEqual([]);
  });
});

describe('combineDeals: order and size', () => {
  it('ranks by score, best first', () => {
    const hotels = [
      hotelOffers('PRICEY', ['900']),
      hotelOffers('CHEAP', ['100']),
      hotelOffers('MID', ['500']),
    ];
    const deals = combine({ flights: [flightOffer('F1', '400')], hotels });
    expect(deals.map((deal) => deal.hotel.hotelId)).toEqual(['CHEAP', 'MID', 'PRICEY']);
    expect(deals.map((deal) => deal.score)).toEqual(
      [...deals.map((deal) => deal.score)].sort((a, b) => b - a),
    );
  });

  it('breaks a score tie by the lower total', () => {
    // $250 rated 10 and $200 unrated (counted as 3) tie exactly: 1.4 + 0.5 = 1.75 + 0.15, plus the same flight terms.
    const deals = combine({
      flights: [flightOffer('F1', '100')],
      hotels: [hotelOffers('A-RATED', ['150']), hotelOffers('B-UNRATED', ['100'])],
      sentiments: [sentiment('A-RATED', 100)],
    });
    expect(deals[0]?.score).toBe(deals[1]?.score);
    expect(deals.map((deal) => [deal.id, deal.totalPrice])).toEqual([
      ['F1-B-UNRATED', 200],
      ['F1-A-RATED', 250],
    ]);
  });

  it('breaks a score and total tie by id', () => {
    const deals = combine({
      flights: [flightOffer('F2', '400'), flightOffer('F1', '400')],
      hotels: [hotelOffers('H2', ['600']), hotelOffers('H1', ['600'])],
    });
    expect(deals.map((deal) => deal.id)).toEqual(['F1-H1', 'F1-H2', 'F2-H1', 'F2-H2']);
  });

  it('returns the top 10 by default and the top `limit` when asked', () => {
    const hotels = Array.from({ length: 15 }, (_, index) => hotelOffers(`H${index}`, [`${100 + index}`]));
    const flights = [flightOffer('F1', '400')];
    const expected = hotels.map((hotel) => `F1-${hotel.hotel.hotelId}`);
    expect(combine({ flights, hotels }).map((deal) => deal.id)).toEqual(expected.slice(0, 10));
    expect(combine({ flights, hotels }, 3).map((deal) => deal.id)).toEqual(expected.slice(0, 3));
    expect(combine({ flights, hotels }, 0)).toEqual([]);
  });
});

describe('combineDeals: what a live provider adds about the hotel', () => {
  it('keeps the address, an https photo, the distance from the centre and the refund terms of the offer', () => {
    const hotel = hotelOffers('H1', ['600.00']);
    const live = {
      hotel: {
        ...hotel.hotel,
        address: '12 Rue de Rivoli',
        photoUrl: 'https://static.cupid.travel/h/1.jpg',
        distanceFromCentreKm: 1.2,
      },
      offers: hotel.offers.map((offer) => ({ ...offer, refundable: false })),
    };
    const [deal] = combine({ flights: [flightOffer('F1', '400.00')], hotels: [live] });
    expect(deal?.hotel).toMatchObject({
      address: '12 Rue de Rivoli',
      photoUrl: 'https://static.cupid.travel/h/1.jpg',
      distanceFromCentreKm: 1.2,
      refundable: false,
    });
  });

  it('never passes on a photo that is not https, and adds nothing the provider did not give', () => {
    const hotel = hotelOffers('H1', ['600.00']);
    const insecure = { ...hotel, hotel: { ...hotel.hotel, photoUrl: 'http://example.com/h.jpg' } };
    const [deal] = combine({ flights: [flightOffer('F1', '400.00')], hotels: [insecure] });
    expect(deal?.hotel).not.toHaveProperty('photoUrl');
    expect(deal?.hotel).not.toHaveProperty('address');
    expect(deal?.hotel).not.toHaveProperty('refundable');
    expect(deal?.hotel).not.toHaveProperty('paidAtHotel');
    expect(deal?.hotel).not.toHaveProperty('distanceFromCentreKm');
  });

  it('carries the part of the hotel price paid at the hotel, in the deal currency, within the total', () => {
    const hotel = hotelOffers('H1', ['163.66']);
    const withFee = {
      ...hotel,
      offers: hotel.offers.map((offer) => ({ ...offer, paidAtHotel: { amount: 43.61, currency: 'USD' } })),
    };
    const [deal] = combine({ flights: [flightOffer('F1', '400.00')], hotels: [withFee] });
    expect(deal?.hotel).toMatchObject({ price: 163.66, paidAtHotel: 43.61 });
    expect(deal?.totalPrice).toBe(563.66);
  });

  it('leaves out a fee that is not in the deal currency rather than mixing currencies', () => {
    const hotel = hotelOffers('H1', ['163.66']);
    const foreignFee = {
      ...hotel,
      offers: hotel.offers.map((offer) => ({ ...offer, paidAtHotel: { amount: 40, currency: 'EUR' } })),
    };
    const [deal] = combine({ flights: [flightOffer('F1', '400.00')], hotels: [foreignFee] });
    expect(deal?.hotel).not.toHaveProperty('paidAtHotel');
  });
});

describe('combineDeals: includeCheapest keeps the cheapest combination', () => {
  // Slightly cheaper but two stops each way and a poorly rated hotel: direct flights and good hotels score higher.
  const flights = [
    flightOffer('CHEAP', '290.00', [
      { duration: 'PT20H', stops: 2 },
      { duration: 'PT20H', stops: 2 },
    ]),
    flightOffer('D1', '300.00'),
    flightOffer('D2', '310.00'),
  ];
  const hotels = [
    hotelOffers('LOW', ['195.00']),
    hotelOffers('H1', ['200.00']),
    hotelOffers('H2', ['210.00']),
  ];
  const sentiments = [sentiment('LOW', 30, 10), sentiment('H1', 95, 900), sentiment('H2', 93, 800)];

  it('leaves it out by score alone when the limit is reached', () => {
    const deals = combine({ flights, hotels, sentiments }, 2);
    expect(deals.map((deal) => deal.id)).not.toContain('CHEAP-LOW');
  });

  it('puts it in the last place, keeping the best scores before it', () => {
    const byScore = combine({ flights, hotels, sentiments }, 2);
    const deals = combine({ flights, hotels, sentiments, includeCheapest: true }, 2);
    expect(deals.map((deal) => deal.id)).toEqual([byScore[0]?.id, 'CHEAP-LOW']);
    expect(deals[1]?.totalPrice).toBe(485);
  });

  it('changes nothing when the cheapest already scores among the best', () => {
    const deals = combine({ flights, hotels, sentiments, includeCheapest: true }, 9);
    expect(deals).toEqual(combine({ flights, hotels, sentiments }, 9));
  });

  it('still keeps only combinations within the budget', () => {
    const deals = combine({ flights, hotels, sentiments, includeCheapest: true, budget: 480 }, 2);
    expect(deals).toEqual([]);
  });
});
