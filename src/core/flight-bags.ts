import type { BagChoice } from './bag-choices';
import { centsToAmount, centsToPrice, priceToCents } from './money';
import type { FlightOffer } from './travel-data';

/** Who flies, as a search asks for them: the children's ages only when every flying child has one. */
export interface BagTravellers {
  adults: number;
  children: number;
  childrenAges?: readonly number[];
}

/** Under 2 a child flies on a lap (providers price such a child as an infant without a seat). */
const lapInfantAge = 2;

/**
 * How many travellers carry bags: every adult and every child with a seat. A lap infant takes no bag of its own
 * here: airlines allow it a nappy bag at most, and it has no seat to put a cabin bag under.
 */
export function travellersWithBags({ adults, children, childrenAges }: BagTravellers): number {
  const agesKnown = childrenAges !== undefined && childrenAges.length === children;
  const lapInfants = agesKnown ? childrenAges.filter((age) => age < lapInfantAge).length : 0;
  return adults + children - lapInfants;
}

/** No bag costs this much: a larger fee is a provider's mistake, not a price. */
const maxFee = 1_000_000;

/** A fee of one traveller as whole cents, rounded as prices are; undefined when it is no usable amount. */
function feeCents(fee: number): number | undefined {
  if (!Number.isFinite(fee) || fee < 0 || fee > maxFee) return undefined;
  // priceToCents knows no price of 0, which is what an included bag costs.
  return priceToCents(fee.toFixed(3)) ?? 0;
}

/**
 * The offer priced with the bags of `choice` for `travellers`: its price plus the fee times the travellers who
 * carry bags, in exact cents of the offer's own currency, with a note of what it includes. Undefined when the
 * offer cannot carry them (a null fee): it is no deal for this search. An offer that gives no price for them
 * stays as it was, noted as unknown, so the card can say to check before booking.
 */
export function priceWithBags(
  offer: FlightOffer,
  choice: BagChoice,
  travellers: BagTravellers,
): FlightOffer | undefined {
  const count = travellersWithBags(travellers);
  const fee = offer.bagFees?.[choice];
  if (fee === null) return undefined;
  const unknown = { ...offer, bags: { choice, count, amount: 0, known: false } };
  const fareCents = priceToCents(offer.price.total);
  const perTraveller = fee === undefined ? undefined : feeCents(fee);
  if (fareCents === undefined || perTraveller === undefined) return unknown;
  const bagCents = perTraveller * count;
  return {
    ...offer,
    price: { ...offer.price, total: centsToPrice(fareCents + bagCents) },
    bags: { choice, count, amount: centsToAmount(bagCents), known: true },
  };
}

/** Every offer priced with the search's bags; offers that cannot carry them are left out. */
export function flightsWithBags(
  offers: readonly FlightOffer[],
  choice: BagChoice,
  travellers: BagTravellers,
): FlightOffer[] {
  return offers.flatMap((offer) => priceWithBags(offer, choice, travellers) ?? []);
}
