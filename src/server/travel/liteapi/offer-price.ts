import { amountToCents } from '../../../core/money';
import type { Rate, RoomType } from './wire';

/** What the guest really pays for one offer, in one currency, or why it cannot be known. */
export type OfferPrice =
  | {
      usable: true;
      /** Every room's retail total plus every fee paid at the hotel. */
      cents: number;
      currency: string;
      /** The part of `cents` paid at the hotel. */
      paidAtHotelCents: number;
      refundable?: boolean;
    }
  | { usable: false; reason: string };

const unusable = (reason: string): OfferPrice => ({ usable: false, reason });

/** The offer is refundable when every room is (RFN), not when any room is not (NRFN); else unknown. */
function refundableOf(rates: Rate[]): boolean | undefined {
  const tags = rates.map((rate) => rate.cancellationPolicies?.refundableTag);
  if (tags.includes('NRFN')) return false;
  return tags.every((tag) => tag === 'RFN') ? true : undefined;
}

/**
 * The price of one offer (a room type) for a stay of `rooms` rooms. LiteAPI answers one rate per requested
 * occupancy, each with its room's `retailRate.total`; taxes and fees marked `included: false` are not in that
 * total but paid at the hotel, so they are added. Amounts are only added in one currency: a rate whose fee is in
 * another currency than its total (local taxes often are), or rooms in different currencies, make the offer
 * unusable rather than wrongly priced.
 */
export function priceOffer(offer: RoomType, rooms: number): OfferPrice {
  if (offer.rates.length !== rooms) return unusable(`${offer.rates.length} rates for ${rooms} rooms`);
  // The first room's currency is the offer's; every other amount must be in it.
  const currency = offer.rates[0]?.retailRate?.total?.[0]?.currency;
  if (!currency) return unusable('no currency');
  let cents = 0;
  let paidAtHotelCents = 0;
  for (const rate of offer.rates) {
    const totals = rate.retailRate?.total ?? [];
    const [total] = totals;
    if (totals.length !== 1 || total?.amount === undefined || total.amount <= 0) {
      return unusable('no single positive retail total');
    }
    if (total.currency !== currency) return unusable(`rooms priced in ${currency} and ${total.currency}`);
    cents += amountToCents(total.amount);
    for (const fee of rate.retailRate?.taxesAndFees ?? []) {
      if (fee.included !== false) continue;
      if (fee.amount === undefined || fee.amount < 0)
        return unusable('a fee paid at the hotel has no amount');
      if (fee.currency !== currency) {
        return unusable(
          `a fee paid at the hotel is in ${fee.currency ?? 'no currency'}, the total in ${currency}`,
        );
      }
      paidAtHotelCents += amountToCents(fee.amount);
    }
  }
  const refundable = refundableOf(offer.rates);
  return {
    usable: true,
    cents: cents + paidAtHotelCents,
    currency,
    paidAtHotelCents,
    ...(refundable === undefined ? {} : { refundable }),
  };
}
