import { canConvert, convertCents, type ExchangeRates } from './exchange-rates';
import { amountToCents, centsToAmount, centsToPrice, priceToCents } from './money';
import type { FlightOffer, HotelOffer, HotelOffers, OfferPrice, PricedBags } from './travel-data';

/** The offers one search combines. */
export interface SearchOffers {
  flights: FlightOffer[];
  hotels: HotelOffers[];
}

function currencies(offers: SearchOffers): string[] {
  return [
    ...offers.flights.map((flight) => flight.price.currency),
    ...offers.hotels.flatMap((hotel) =>
      hotel.offers.flatMap((offer) => [
        offer.price.currency,
        ...(offer.paidAtHotel ? [offer.paidAtHotel.currency] : []),
      ]),
    ),
  ];
}

/** The currencies other than `currency` that some offer is priced in: none means no rates are needed. */
export function currenciesToConvert(offers: SearchOffers, currency: string): string[] {
  return [...new Set(currencies(offers))].filter((code) => code !== currency);
}

/** The price in `currency`, remembering the provider's; a price that cannot be read is left for the engine to skip. */
function priceIn(price: OfferPrice, currency: string, rates: ExchangeRates): OfferPrice {
  const cents = priceToCents(price.total);
  if (price.currency === currency || cents === undefined) return price;
  const converted = convertCents(cents, price.currency, currency, rates);
  if (converted === undefined) return price;
  return {
    total: centsToPrice(converted),
    currency,
    convertedFrom: { amount: centsToAmount(cents), currency: price.currency },
  };
}

/** The hotel offer with its price and the part paid at the hotel in `currency`, each converted as a total is. */
function hotelOfferIn(offer: HotelOffer, currency: string, rates: ExchangeRates): HotelOffer {
  const { paidAtHotel: fee, ...rest } = offer;
  const price = priceIn(offer.price, currency, rates);
  const cents = fee && convertCents(amountToCents(fee.amount), fee.currency, currency, rates);
  // convertOffers checked every currency first, so a fee is only left out when there was none.
  return {
    ...rest,
    price,
    ...(cents === undefined ? {} : { paidAtHotel: { amount: centsToAmount(cents), currency } }),
  };
}

/** The bags a flight price includes, converted at the same rate as that price. */
function bagsIn(bags: PricedBags, from: string, currency: string, rates: ExchangeRates): PricedBags {
  if (from === currency || bags.amount === 0) return bags;
  const converted = convertCents(amountToCents(bags.amount), from, currency, rates);
  return converted === undefined ? bags : { ...bags, amount: centsToAmount(converted) };
}

/**
 * The offers with every price in `currency`, so a deal never adds two currencies. Undefined when the rates cannot
 * convert one of the currencies the offers use: better no answer than a wrong total.
 */
export function convertOffers(
  offers: SearchOffers,
  currency: string,
  rates: ExchangeRates | undefined,
): SearchOffers | undefined {
  const needed = currenciesToConvert(offers, currency);
  if (needed.length === 0) return offers;
  if (!rates || !needed.every((code) => canConvert(rates, code, currency))) return undefined;
  return {
    flights: offers.flights.map((flight) => ({
      ...flight,
      price: priceIn(flight.price, currency, rates),
      ...(flight.bags ? { bags: bagsIn(flight.bags, flight.price.currency, currency, rates) } : {}),
    })),
    hotels: offers.hotels.map((hotel) => ({
      ...hotel,
      offers: hotel.offers.map((offer) => hotelOfferIn(offer, currency, rates)),
    })),
  };
}
