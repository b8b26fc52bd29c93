import { bagChoices, type BagChoice } from '../../../core/bag-choices';
import { amountToCents, centsToAmount } from '../../../core/money';
import type { BagFees } from '../../../core/travel-data';
import type { DuffelBaggageService, DuffelOffer } from './schemas';

type BagType = DuffelBaggageService['metadata']['type'];

/** The bags each choice needs on every flight besides the personal item, which always flies free. */
const bagsOfChoice: Record<BagChoice, BagType[]> = {
  personal: [],
  cabin: ['carry_on'],
  checked: ['carry_on', 'checked'],
};

/** Covering more flights than this exactly would cost 2^n steps; no itinerary Duffel sells comes near it. */
const MAX_SEGMENTS_TO_COVER = 16;

/** A fee in cents; null: cannot be carried; undefined: Duffel did not say. */
type Fee = number | null | undefined;

/** Lap infants fly without a seat and without bags of their own; the travellers are everyone else. */
const isLapInfant = (passenger: DuffelOffer['passengers'][number]) =>
  passenger.type === 'infant_without_seat' || (passenger.age ?? Infinity) < 2;

/**
 * What one passenger pays to carry one bag of `type` on every flight: nothing where the fare includes it, else
 * the cheapest set of services that covers the other flights (each service covers the segments it lists, a
 * slice or the whole trip). Without `services` only an included bag has a known price.
 */
function feeForBag(
  offer: DuffelOffer,
  passengerId: string,
  type: BagType,
  services: DuffelBaggageService[] | undefined,
): Fee {
  const segments = offer.slices.flatMap((slice) => slice.segments);
  const uncovered = segments
    .filter((segment) => {
      const allowance = segment.passengers.find((passenger) => passenger.passenger_id === passengerId);
      const included = (allowance?.baggages ?? [])
        .filter((bag) => bag.type === type)
        .reduce((sum, bag) => sum + bag.quantity, 0);
      return included < 1;
    })
    .map((segment) => segment.id);
  if (uncovered.length === 0) return 0;
  if (!services || uncovered.length > MAX_SEGMENTS_TO_COVER) return undefined;

  const forPassenger = services.filter(
    (service) =>
      service.metadata.type === type &&
      service.passenger_ids.includes(passengerId) &&
      service.maximum_quantity >= 1,
  );
  // A bag priced in another currency than the offer cannot be added to it: its price is not known to us.
  const sold = forPassenger.filter((service) => service.total_currency === offer.total_currency);
  const unknown = sold.length < forPassenger.length ? undefined : null;

  const full = (1 << uncovered.length) - 1;
  const cheapest: number[] = [0, ...Array<number>(full).fill(Infinity)];
  const options = sold.map((service) => ({
    mask: uncovered.reduce(
      (mask, id, bit) => (service.segment_ids.includes(id) ? mask | (1 << bit) : mask),
      0,
    ),
    cents: amountToCents(Number(service.total_amount)),
  }));
  for (let mask = 0; mask < full; mask += 1) {
    const sofar = cheapest[mask] ?? Infinity;
    if (sofar === Infinity) continue;
    for (const option of options) {
      const next = mask | option.mask;
      cheapest[next] = Math.min(cheapest[next] ?? Infinity, sofar + option.cents);
    }
  }
  const total = cheapest[full] ?? Infinity;
  return total === Infinity ? unknown : total;
}

/** Adds fees: any that cannot be carried makes the sum impossible, then any unknown makes it unknown. */
function sumFees(fees: Fee[]): Fee {
  if (fees.includes(null)) return null;
  if (fees.includes(undefined)) return undefined;
  return fees.reduce<number>((sum, fee) => sum + (fee ?? 0), 0);
}

/** The dearest traveller's fee, so that fee × travellers never understates; null when anyone cannot carry it. */
function dearest(fees: Fee[]): Fee {
  if (fees.includes(null)) return null;
  if (fees.length === 0 || fees.includes(undefined)) return undefined;
  return Math.max(...fees.map((fee) => fee ?? 0));
}

/**
 * One traveller's price of each bag choice on a Duffel offer (issue 28), in the offer's currency: 0 where every
 * flight includes the bags, the cheapest available services otherwise, null when `services` were answered and
 * cannot cover a flight, no key when Duffel did not say (services not asked, or not answered).
 */
export function bagFeesOf(offer: DuffelOffer, services?: DuffelBaggageService[]): BagFees {
  const travellers = offer.passengers.filter((passenger) => !isLapInfant(passenger));
  // The personal item needs no bag of the fare's: it is free on every offer.
  const fees: BagFees = { personal: 0 };
  for (const choice of bagChoices) {
    const fee = dearest(
      travellers.map((traveller) =>
        sumFees(bagsOfChoice[choice].map((type) => feeForBag(offer, traveller.id, type, services))),
      ),
    );
    if (fee !== undefined) fees[choice] = fee === null ? null : centsToAmount(fee);
  }
  return fees;
}

/** Whether only the offer's available services can tell what `choice` costs on it. */
export function needsBagServices(offer: DuffelOffer, choice: BagChoice): boolean {
  return bagFeesOf(offer)[choice] === undefined;
}
