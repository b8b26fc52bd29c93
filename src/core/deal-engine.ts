import type { CurrencyCode } from './currencies';
import type { Deal, DealEmissions } from './deal';
import { describeFlight, describeHotel, type FlightPart, type HotelPart } from './deal-parts';
import { priceTerm } from './deal-score';
import { referenceUsd } from './reference-rates';
import { amountToCents, centsToAmount } from './money';
import { insertIntoTop } from './top-k';
import type { FlightOffer, HotelOffers, HotelSentiment, OfferPrice } from './travel-data';
import { stayKey, type DealStay } from './trip-stay';

export interface DealEngineInput {
  flights: FlightOffer[];
  /** The stay a deal with this flight prices (stayForFlight): the nights from landing, or the traveller's own. */
  stayOf: (flight: FlightOffer) => DealStay;
  /** The hotels' offers for each stay, by stayKey; a flight whose stay has none makes no deal. */
  hotelsByStay: ReadonlyMap<string, HotelOffers[]>;
  sentiments: HotelSentiment[];
  /** The visitor's total budget in `currency`. */
  budget: number;
  currency: CurrencyCode;
  /** Partner links of one combination; called only for the deals returned. */
  links: (flight: FlightOffer, hotel: HotelOffers) => Deal['links'];
  /**
   * Keep the cheapest combination within budget even when its score is not among the best: it takes the last
   * place. The results page sorts by price too, and explore promises that a search finds its total.
   */
  includeCheapest?: boolean;
  /** The estimated emissions of a deal with this flight; called only for the deals returned. */
  emissionsOf?: (flight: FlightOffer) => DealEmissions | undefined;
}

/** A combination that fits the budget, before it becomes a Deal (only the winners do). */
interface Candidate {
  score: number;
  totalCents: number;
  flight: StayedFlight;
  hotel: HotelPart;
}

/** A flight's part with the stay its deals price. */
interface StayedFlight extends FlightPart {
  stay: DealStay;
}

export const defaultDealLimit = 10;
/**
 * How many combinations a search answers: product.md's budget rule and score pick the best 50, so the results page can
 * sort, filter and group them by hotel; its default view still opens on product.md's top 10.
 */
export const searchResultLimit = 50;

function dealId(flight: FlightOffer, hotel: HotelOffers): string {
  return `${flight.id}-${hotel.hotel.hotelId}`;
}

/** Best first: higher score, then lower total, then id, then input order, so the result is fully determined. */
function compareCandidates(a: Candidate, b: Candidate): number {
  if (a.score !== b.score) return a.score > b.score ? -1 : 1;
  if (a.totalCents !== b.totalCents) return a.totalCents - b.totalCents;
  const idA = dealId(a.flight.offer, a.hotel.hotel);
  const idB = dealId(b.flight.offer, b.hotel.hotel);
  if (idA !== idB) return idA < idB ? -1 : 1;
  return a.flight.index - b.flight.index || a.hotel.index - b.hotel.index;
}

const sameCombination = (a: Candidate, b: Candidate) => a.flight === b.flight && a.hotel === b.hotel;

function firstSentimentByHotel(sentiments: HotelSentiment[]): Map<string, HotelSentiment> {
  const byHotel = new Map<string, HotelSentiment>();
  for (const sentiment of sentiments) {
    if (!byHotel.has(sentiment.hotelId)) byHotel.set(sentiment.hotelId, sentiment);
  }
  return byHotel;
}

/** The deal part's `convertedFrom`, present only for a converted price. */
const originalOf = (price: OfferPrice) =>
  price.convertedFrom ? { convertedFrom: { ...price.convertedFrom } } : {};

/** What a live provider adds about the hotel, kept only when it has it (the sandbox has none). */
function optionalHotelFacts({ hotel, offers }: HotelOffers) {
  const { address, photoUrl, distanceFromCentreKm } = hotel;
  const refundable = offers[0]?.refundable;
  return {
    ...(address ? { address } : {}),
    ...(distanceFromCentreKm === undefined ? {} : { distanceFromCentreKm }),
    ...(photoUrl?.startsWith('https://') ? { photoUrl } : {}),
    ...(refundable === undefined ? {} : { refundable }),
  };
}

/** The part paid at the hotel, kept when convertOffers brought it into the deal's currency. */
function paidAtHotelOf({ offers }: HotelOffers, currency: string) {
  const fee = offers[0]?.paidAtHotel;
  return fee && fee.currency === currency && fee.amount > 0 ? { paidAtHotel: fee.amount } : {};
}

function toDeal(candidate: Candidate, input: DealEngineInput): Deal {
  const { flight, hotel } = candidate;
  const emissions = input.emissionsOf?.(flight.offer);
  return {
    id: dealId(flight.offer, hotel.hotel),
    offerId: hotel.offerId,
    hotel: {
      hotelId: hotel.hotel.hotel.hotelId,
      name: hotel.hotel.hotel.name,
      location: hotel.hotel.hotel.cityCode,
      ...optionalHotelFacts(hotel.hotel),
      rating: hotel.rating.rating,
      ratingLabel: hotel.rating.label,
      numberOfReviews: hotel.rating.numberOfReviews,
      price: centsToAmount(hotel.priceCents),
      ...originalOf(hotel.price),
      ...paidAtHotelOf(hotel.hotel, input.currency),
    },
    flight: {
      airlineCode: flight.airlineCode,
      outbound: { ...flight.outbound },
      return: { ...flight.return },
      stops: flight.outbound.stops,
      ...(flight.offer.refundable === undefined ? {} : { refundable: flight.offer.refundable }),
      price: centsToAmount(flight.priceCents),
      ...originalOf(flight.offer.price),
      ...(flight.offer.bags ? { bags: { ...flight.offer.bags } } : {}),
    },
    stay: { ...flight.stay },
    ...(emissions ? { emissions } : {}),
    totalPrice: centsToAmount(candidate.totalCents),
    currency: input.currency,
    score: candidate.score,
    links: input.links(flight.offer, hotel.hotel),
  };
}

/**
 * The best `limit` flight-plus-hotel deals within budget (product.md §9): every flight with the first offer of every
 * hotel for the stay that flight leads to, kept when flight total + hotel total ≤ budget (compared in cents), best
 * score first. Offers without a usable price or in another currency (convertOffers brings them into `currency`
 * first), hotels without offers and flights without usable itineraries are skipped. Only a `limit`-long list is
 * kept while combining, and each flight's and each stay's hotels' share of the score is computed once.
 */
export function combineDeals(input: DealEngineInput, limit = defaultDealLimit): Deal[] {
  if (!(limit >= 1)) return [];
  const size = Math.floor(limit);
  const budgetCents = amountToCents(input.budget);
  const sentiments = firstSentimentByHotel(input.sentiments);
  // Two currencies are never added: an offer the caller did not convert (convertOffers) is skipped.
  const inCurrency = (price: { currency: string }) => price.currency === input.currency;
  const flights = input.flights.flatMap((offer, index): StayedFlight[] => {
    const part = inCurrency(offer.price) ? describeFlight(offer, index) : undefined;
    return part ? [{ ...part, stay: input.stayOf(offer) }] : [];
  });
  const hotelsByStay = new Map<string, HotelPart[]>();
  const hotelsFor = (stay: DealStay): HotelPart[] => {
    const key = stayKey(stay);
    let parts = hotelsByStay.get(key);
    if (!parts) {
      parts = (input.hotelsByStay.get(key) ?? []).flatMap((hotel, index) =>
        hotel.offers[0] && inCurrency(hotel.offers[0].price)
          ? (describeHotel(hotel, index, sentiments.get(hotel.hotel.hotelId)) ?? [])
          : [],
      );
      hotelsByStay.set(key, parts);
    }
    return parts;
  };

  const top: Candidate[] = [];
  let cheapest: Candidate | undefined;
  for (const flight of flights) {
    for (const hotel of hotelsFor(flight.stay)) {
      const totalCents = flight.priceCents + hotel.priceCents;
      if (totalCents > budgetCents) continue;
      // The price term reads dollars, so a trip ranks the same in every display currency.
      const score =
        priceTerm(referenceUsd(centsToAmount(totalCents), input.currency)) +
        hotel.ratingTerm +
        flight.timeTerm +
        flight.stopsTerm;
      // A candidate object only for a combination that may be kept: most of 25,000 are not.
      if (input.includeCheapest && (!cheapest || totalCents <= cheapest.totalCents)) {
        const candidate = { score, totalCents, flight, hotel };
        if (!cheapest || totalCents < cheapest.totalCents || compareCandidates(candidate, cheapest) < 0) {
          cheapest = candidate;
        }
      }
      const worst = top.length === size ? top[size - 1] : undefined;
      if (worst && score < worst.score) continue;
      insertIntoTop(top, { score, totalCents, flight, hotel }, size, compareCandidates);
    }
  }
  const kept = cheapest;
  if (kept && !top.some((candidate) => sameCombination(candidate, kept))) top[top.length - 1] = kept;
  return top.map((candidate) => toDeal(candidate, input));
}
