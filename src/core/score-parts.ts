import type { Deal } from './deal';
import { flightTimeTerm, priceTerm, ratingTerm, stopsTerm } from './deal-score';
import { referenceUsd } from './reference-rates';

/** The four terms of a deal's score (product.md §9), for "Why this deal"; they add up to `deal.score`. */
export interface ScoreParts {
  price: number;
  rating: number;
  flightTime: number;
  stops: number;
}

/** Outbound plus return minutes; a one-way deal carries its outbound as the return, so it counts twice. */
export function scoredFlightMinutes(deal: Deal): number {
  return deal.flight.outbound.durationMinutes + deal.flight.return.durationMinutes;
}

/** Each term of the deal's score, worked out from the deal as the engine did. */
export function scoreParts(deal: Deal): ScoreParts {
  return {
    price: priceTerm(referenceUsd(deal.totalPrice, deal.currency)),
    rating: ratingTerm(deal.hotel.rating),
    flightTime: flightTimeTerm(scoredFlightMinutes(deal)),
    stops: stopsTerm(deal.flight.stops),
  };
}
