import { describe, expect, it } from 'vitest';
import { convertOffers, currenciesToConvert, type SearchOffers } from './convert-offers';
import { flightOffer, hotelOffers } from './deal-engine.fixtures';
import type { ExchangeRates } from './exchange-rates';
import type { FlightOffer, HotelOffers } from './travel-data';

const rates: ExchangeRates = { base: 'EUR', date: '2026-11-20', rates: { USD: 1.0712, GBP: 0.8523 } };

const inCurrency = (flight: FlightOffer, currency: string): FlightOffer => ({
  ...flight,
  price: { ...flight.price, currency },
});
const hotelIn = (hotel: HotelOffers, currency: string): HotelOffers => ({
  ...hotel,
  offers: hotel.offers.map((offer) => ({ ...offer, price: { ...offer.price, currency } })),
});

const offers = (flights: FlightOffer[], hotels: HotelOffers[]): SearchOffers => ({ flights, hotels });

describe('currenciesToConvert', () => {
  it('lists each other currency once, and nothing when every offer is in the search currency', () => {
    const usd = offers([flightOffer('F1', '100.00')], [hotelOffers('H1', ['200.00'])]);
    expect(currenciesToConvert(usd, 'USD')).toEqual([]);
    const mixed = offers(
      [inCurrency(flightOffer('F1', '100.00'), 'GBP'), inCurrency(flightOffer('F2', '90.00'), 'GBP')],
      [hotelIn(hotelOffers('H1', ['200.00']), 'EUR')],
    );
    expect(currenciesToConvert(mixed, 'EUR')).toEqual(['GBP']);
    expect(currenciesToConvert(mixed, 'USD')).toEqual(['GBP', 'EUR']);
  });
});

describe('convertOffers', () => {
  it('returns the same offers, needing no rates, when all are in the search currency', () => {
    const usd = offers([flightOffer('F1', '100.00')], [hotelOffers('H1', ['200.00'])]);
    expect(convertOffers(usd, 'USD', undefined)).toBe(usd);
  });

  it('converts other currencies into the search currency in cents and keeps what the provider asked', () => {
    const gbpFlight = inCurrency(flightOffer('F1', '412.30'), 'GBP');
    const eurHotel = hotelIn(hotelOffers('H1', ['600.00']), 'EUR');
    const converted = convertOffers(offers([gbpFlight], [eurHotel]), 'EUR', rates);
    expect(converted?.flights[0]?.price).toEqual({
      total: '483.75',
      currency: 'EUR',
      convertedFrom: { amount: 412.3, currency: 'GBP' },
    });
    expect(converted?.flights[0]?.itineraries).toBe(gbpFlight.itineraries);
    // Already in euros: untouched, and no `convertedFrom`.
    expect(converted?.hotels[0]?.offers[0]?.price).toEqual({ total: '600.00', currency: 'EUR' });
  });

  it('converts every offer of a hotel', () => {
    const usdHotel = hotelOffers('H1', ['107.12', '214.24']);
    const converted = convertOffers(offers([], [usdHotel]), 'EUR', rates);
    expect(converted?.hotels[0]?.offers.map((offer) => offer.price.total)).toEqual(['100.00', '200.00']);
  });

  it('converts the part paid at the hotel as the total is, and needs its currency too', () => {
    const usdHotel = hotelOffers('H1', ['163.66']);
    const withFee = (currency: string): HotelOffers => ({
      ...usdHotel,
      offers: usdHotel.offers.map((offer) => ({ ...offer, paidAtHotel: { amount: 43.61, currency } })),
    });
    const converted = convertOffers(offers([], [withFee('USD')]), 'EUR', rates);
    // 43.61 / 1.0712 = 40.7113… and 163.66 / 1.0712 = 152.7819…, each rounded once to the cent.
    expect(converted?.hotels[0]?.offers[0]).toMatchObject({
      price: { total: '152.78', currency: 'EUR' },
      paidAtHotel: { amount: 40.71, currency: 'EUR' },
    });
    const feeInGbp = hotelIn(withFee('GBP'), 'EUR');
    expect(currenciesToConvert(offers([], [feeInGbp]), 'EUR')).toEqual(['GBP']);
    expect(convertOffers(offers([], [feeInGbp]), 'EUR', rates)?.hotels[0]?.offers[0]?.paidAtHotel).toEqual({
      amount: 51.17,
      currency: 'EUR',
    });
    expect(convertOffers(offers([], [hotelIn(withFee('CHF'), 'EUR')]), 'EUR', rates)).toBeUndefined();
  });

  it('leaves a price it cannot read for the deal engine to skip', () => {
    const unreadable = inCurrency(flightOffer('F1', 'n/a'), 'GBP');
    expect(convertOffers(offers([unreadable], []), 'EUR', rates)?.flights[0]?.price).toEqual(
      unreadable.price,
    );
  });

  it('has no answer, rather than a wrong one, without rates or without a rate for one currency', () => {
    const gbp = offers([inCurrency(flightOffer('F1', '412.30'), 'GBP')], []);
    expect(convertOffers(gbp, 'EUR', undefined)).toBeUndefined();
    const chf = offers([inCurrency(flightOffer('F1', '412.30'), 'CHF')], [hotelOffers('H1', ['1.00'])]);
    expect(convertOffers(chf, 'USD', rates)).toBeUndefined();
  });
});
