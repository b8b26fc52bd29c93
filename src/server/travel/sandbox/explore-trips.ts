import { bagChoices } from '../../../core/bag-choices';
import { hotelLevels } from '../../../core/hotel-levels';
import { travellersWithBags } from '../../../core/flight-bags';
import { referenceUnitsPerUsd } from '../../../core/reference-rates';
import { bagFeeMinor } from './bag-fees';
import type { ExploreTrip, ExploreTripQuery } from '../explore-port';
import { formatMinorUnits, usdToMinorUnits } from './exchange-rates';
import { stayUsd, typicalKind, typicalKindCount, type ExploreIndex } from './explore-index';
import { exploreStays, type ExploreStay } from './explore-stays';
import { cabinMultiplier, offerTotalUsd } from './flight-prices';
import { adultsSurcharge, stayPriceMinor } from './hotel-offers';

/** Each index's stays as dates, made once per index by the first query that reads it. */
const staysByIndex = new WeakMap<ExploreIndex, ExploreStay[]>();

function staysOf(index: ExploreIndex): ExploreStay[] {
  let stays = staysByIndex.get(index);
  if (!stays) {
    stays = exploreStays(index.window, index);
    staysByIndex.set(index, stays);
  }
  return stays;
}

/**
 * One query's pass over an origin's index (about 3 ms for 430 destinations over three months, so it runs in the
 * request's own thread): each destination's cheapest stay for these travellers, rooms, hotel level and flights,
 * priced to the cent as the search prices its offers, with the destination's usual total beside it.
 */
export function exploreTrips(index: ExploreIndex, query: ExploreTripQuery, pricedAt: string): ExploreTrip[] {
  const stays = staysOf(index);
  const firstDay = stays[0]?.departure.epochDay ?? 0;
  const { stayCount } = index;
  const cells = index.destinations.length * stayCount;
  const level = hotelLevels.indexOf(query.level);
  const rates = index.hotelRateUsd.subarray(level * cells, (level + 1) * cells);
  // The offers chosen for the query's bags: each choice's cells follow the one before.
  const choiceAt = bagChoices.indexOf(query.bags) * cells;
  const ofChoice = <T extends Float64Array | Float32Array | Uint8Array>(all: T): T =>
    all.subarray(choiceAt, choiceAt + cells) as T;
  const fares = ofChoice(query.directOnly ? index.directFareUsd : index.anyFareUsd);
  const fees = ofChoice(query.directOnly ? index.directFeeEur : index.anyFeeEur);
  const stops = ofChoice(query.directOnly ? index.directStops : index.anyStops);
  const surcharge = adultsSurcharge(query.adults, query.rooms);
  // The index's fares are economy's: the cabin's multiple of them, as the search's offers (its cabin is the query's).
  const seatTimes = cabinMultiplier(index.cabin) * (query.adults + 0.75 * query.children);
  const scale = { travellers: seatTimes, surcharge, rooms: query.rooms };
  const withBags = travellersWithBags(query);
  const usdPerEur = 1 / referenceUnitsPerUsd.EUR;
  const kind = typicalKind(query.directOnly, query.level);

  const cheapestStay = (at: number) => {
    let best = -1;
    let bestUsd = Number.POSITIVE_INFINITY;
    for (let stay = 0; stay < stayCount; stay += 1) {
      const cell = at + stay;
      const usd =
        stayUsd(fares[cell] ?? NaN, rates[cell] ?? NaN, index.seasonSum[cell] ?? NaN, scale) +
        (fees[cell] ?? NaN) * usdPerEur * withBags;
      if (usd < bestUsd) {
        bestUsd = usd;
        best = stay;
      }
    }
    return best;
  };

  /** A stay's price to the cent as the search's offers: the flight for cabin and travellers with their bags, each night's rate. */
  const priceStay = (destination: number, stayNumber: number, stay: ExploreStay) => {
    const cell = destination * stayCount + stayNumber;
    const firstNight = destination * index.nightCount + stay.departure.epochDay - firstDay;
    const seasons = Array.from(index.nightSeasons.subarray(firstNight, firstNight + stay.nights));
    const flightMinor =
      usdToMinorUnits(
        offerTotalUsd([fares[cell] ?? NaN], index.cabin, query.adults, query.children),
        query.currency,
      ) +
      bagFeeMinor(fees[cell] ?? NaN, query.currency) * withBags;
    const hotelMinor = stayPriceMinor((rates[cell] ?? NaN) * surcharge, seasons, query.rooms, query.currency);
    return { flightMinor, hotelMinor };
  };

  return index.destinations.flatMap((code, destination): ExploreTrip[] => {
    const best = cheapestStay(destination * stayCount);
    const stay = stays[best];
    if (!stay) return [];
    const { flightMinor, hotelMinor } = priceStay(destination, best, stay);
    const typicalNumber = index.typicalStay[destination * typicalKindCount + kind] ?? -1;
    const typicalStay = stays[typicalNumber];
    const typical = typicalStay && priceStay(destination, typicalNumber, typicalStay);
    const trip: ExploreTrip = {
      destination: code,
      flightPrice: Number(formatMinorUnits(flightMinor)),
      hotelPrice: Number(formatMinorUnits(hotelMinor)),
      departureDate: stay.departure.text,
      returnDate: stay.returnDate.text,
      stops: stops[destination * stayCount + best] ?? 0,
      pricedAt,
      estimate: false,
    };
    // Set, not spread in: spreading an optional field into each of 430 objects takes ten times as long.
    if (typical) trip.typicalTotal = Number(formatMinorUnits(typical.flightMinor + typical.hotelMinor));
    return [trip];
  });
}
