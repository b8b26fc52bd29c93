import type { OfferAvailableService, OfferAvailableServiceBaggage } from '@duffel/api/types';
import { describe, expect, it } from 'vitest';
import { bagFeesOf, needsBagServices } from './bag-fees';
import { duffelOffer, offerServicesAnswer, type DuffelOffer } from './schemas';

/** Offers and services in the shapes of @duffel/api's Offer and OfferAvailableService, parsed as the adapter does. */

type Bags = { carry_on?: number; checked?: number };
type Passenger = { id: string; type?: 'adult' | 'child' | 'infant_without_seat'; age?: number };

const adult: Passenger = { id: 'pas_adult', type: 'adult' };
const child: Passenger = { id: 'pas_child', age: 9 };
const infant: Passenger = { id: 'pas_infant', age: 1 };

const airport = (code: string) => ({ iata_code: code, time_zone: 'Europe/London' });

/**
 * An offer whose slices fly through the given airports, every passenger allowed `bags(segmentId, passengerId)`;
 * segment ids are 'seg_<slice>_<leg>'.
 */
function offerOf(
  slices: string[][],
  passengers: Passenger[],
  bags: (segmentId: string, passengerId: string) => Bags,
  currency = 'GBP',
): DuffelOffer {
  return duffelOffer.parse({
    id: 'off_0000AJyeTHkIFZ7xU1Cmvx',
    total_amount: '120.00',
    total_currency: currency,
    expires_at: '2026-12-01T10:00:00Z',
    owner: { iata_code: 'ZZ', name: 'Duffel Airways' },
    conditions: { refund_before_departure: null },
    passengers: passengers.map(({ id, type, age }) => ({ id, type: type ?? null, age: age ?? null })),
    slices: slices.map((stops, slice) => ({
      duration: null,
      segments: stops.slice(1).map((to, leg) => {
        const id = `seg_${slice}_${leg}`;
        return {
          id,
          origin: airport(stops[leg] ?? ''),
          destination: airport(to),
          departing_at: '2026-12-01T08:00:00',
          arriving_at: '2026-12-01T10:00:00',
          marketing_carrier: { iata_code: 'ZZ', name: 'Duffel Airways' },
          marketing_carrier_flight_number: String(100 + leg),
          duration: 'PT2H',
          passengers: passengers.map((passenger) => ({
            passenger_id: passenger.id,
            cabin_class: 'economy',
            baggages: Object.entries(bags(id, passenger.id)).map(([type, quantity]) => ({ type, quantity })),
          })),
        };
      }),
    })),
  });
}

const bag = (
  type: 'carry_on' | 'checked',
  passengerId: string,
  segmentIds: string[],
  totalAmount: string,
  more: Partial<OfferAvailableServiceBaggage> = {},
): OfferAvailableServiceBaggage => ({
  id: `ase_${type}_${passengerId}_${segmentIds.join('_')}`,
  type: 'baggage',
  maximum_quantity: 1,
  passenger_ids: [passengerId],
  segment_ids: segmentIds,
  total_amount: totalAmount,
  total_currency: 'GBP',
  metadata: {
    type,
    maximum_weight_kg: type === 'checked' ? 23 : 10,
    maximum_height_cm: null,
    maximum_length_cm: null,
    maximum_depth_cm: null,
  },
  ...more,
});

/** The services as GET /air/offers/:id?return_available_services=true answers them, read by the adapter. */
const answered = (services: OfferAvailableService[]) =>
  offerServicesAnswer.parse({ data: { available_services: services } }).data.available_services;

const oneWay = [['LHR', 'CDG']];
const connecting = [['LHR', 'AMS', 'CDG']];
const returnTrip = [
  ['LHR', 'AMS', 'CDG'],
  ['CDG', 'AMS', 'LHR'],
];
const allSegments = ['seg_0_0', 'seg_0_1', 'seg_1_0', 'seg_1_1'];

const cabinOnly = (): Bags => ({ carry_on: 1, checked: 0 });

describe('bagFeesOf', () => {
  it('prices what the fare includes on every flight at 0, without asking for services', () => {
    const offer = offerOf(returnTrip, [adult, child], () => ({ carry_on: 1, checked: 1 }));
    expect(bagFeesOf(offer)).toEqual({ personal: 0, cabin: 0, checked: 0 });
    expect(needsBagServices(offer, 'checked')).toBe(false);
  });

  it('leaves out a choice whose bags are not included when the services were not asked', () => {
    const offer = offerOf(returnTrip, [adult], cabinOnly);
    expect(bagFeesOf(offer)).toEqual({ personal: 0, cabin: 0 });
    expect(needsBagServices(offer, 'cabin')).toBe(false);
    expect(needsBagServices(offer, 'checked')).toBe(true);
    expect(needsBagServices(offer, 'personal')).toBe(false);
  });

  it('counts an empty allowance, or one of quantity 0, as not included', () => {
    const offer = offerOf(oneWay, [adult], () => ({}));
    expect(bagFeesOf(offer)).toEqual({ personal: 0 });
    expect(needsBagServices(offer, 'cabin')).toBe(true);
  });

  it('adds bags sold flight by flight, in exact cents', () => {
    const offer = offerOf(connecting, [adult], cabinOnly);
    const services = answered([
      bag('checked', adult.id, ['seg_0_0'], '10.10'),
      bag('checked', adult.id, ['seg_0_1'], '20.20'),
    ]);
    expect(bagFeesOf(offer, services)).toEqual({ personal: 0, cabin: 0, checked: 30.3 });
  });

  it('adds one bag per slice when the airline sells it for the slice', () => {
    const offer = offerOf(returnTrip, [adult], cabinOnly);
    const services = answered([
      bag('checked', adult.id, ['seg_0_0', 'seg_0_1'], '25.00'),
      bag('checked', adult.id, ['seg_1_0', 'seg_1_1'], '27.50'),
    ]);
    expect(bagFeesOf(offer, services)).toEqual({ personal: 0, cabin: 0, checked: 52.5 });
  });

  it('takes the cheapest way to cover every flight: a whole-trip bag beats two slices, a 32 kg bag is dearer', () => {
    const offer = offerOf(returnTrip, [adult], cabinOnly);
    const services = answered([
      bag('checked', adult.id, ['seg_0_0', 'seg_0_1'], '30.00'),
      bag('checked', adult.id, ['seg_1_0', 'seg_1_1'], '30.00'),
      bag('checked', adult.id, allSegments, '45.00'),
      bag('checked', adult.id, allSegments, '70.00', {
        id: 'ase_heavy',
        metadata: {
          type: 'checked',
          maximum_weight_kg: 32,
          maximum_height_cm: null,
          maximum_length_cm: null,
          maximum_depth_cm: null,
        },
      }),
    ]);
    expect(bagFeesOf(offer, services).checked).toBe(45);
  });

  it('buys only the flights the fare does not cover', () => {
    const offer = offerOf(returnTrip, [adult], (segment) => ({
      carry_on: 1,
      checked: segment.startsWith('seg_0') ? 1 : 0,
    }));
    const services = answered([
      bag('checked', adult.id, ['seg_0_0', 'seg_0_1'], '30.00'),
      bag('checked', adult.id, ['seg_1_0', 'seg_1_1'], '32.00'),
    ]);
    expect(bagFeesOf(offer, services).checked).toBe(32);
  });

  it('prices a cabin bag a low-cost fare leaves out, and counts it in the checked choice too', () => {
    const offer = offerOf(returnTrip, [adult], () => ({}));
    const services = answered([
      bag('carry_on', adult.id, ['seg_0_0', 'seg_0_1'], '12.00'),
      bag('carry_on', adult.id, ['seg_1_0', 'seg_1_1'], '12.00'),
      bag('checked', adult.id, allSegments, '40.00'),
    ]);
    expect(bagFeesOf(offer, services)).toEqual({ personal: 0, cabin: 24, checked: 64 });
  });

  it('answers null when the services cannot cover a flight: nothing sold, a slice missing, none left', () => {
    const offer = offerOf(returnTrip, [adult], cabinOnly);
    expect(bagFeesOf(offer, answered([]))).toEqual({ personal: 0, cabin: 0, checked: null });
    const outboundOnly = answered([bag('checked', adult.id, ['seg_0_0', 'seg_0_1'], '30.00')]);
    expect(bagFeesOf(offer, outboundOnly).checked).toBeNull();
    const soldOut = answered([bag('checked', adult.id, allSegments, '45.00', { maximum_quantity: 0 })]);
    expect(bagFeesOf(offer, soldOut).checked).toBeNull();
    const carryOnOnly = answered([bag('carry_on', adult.id, allSegments, '10.00')]);
    expect(bagFeesOf(offer, carryOnOnly).checked).toBeNull();
  });

  it('prices every traveller: null when one of them cannot carry the bag, else the dearest', () => {
    const offer = offerOf(oneWay, [adult, child], cabinOnly);
    const adultOnly = answered([bag('checked', adult.id, ['seg_0_0'], '30.00')]);
    expect(bagFeesOf(offer, adultOnly).checked).toBeNull();
    const both = answered([
      bag('checked', adult.id, ['seg_0_0'], '30.00'),
      bag('checked', child.id, ['seg_0_0'], '35.00'),
    ]);
    expect(bagFeesOf(offer, both).checked).toBe(35);
  });

  it('leaves a lap infant out: no seat, no bags of its own', () => {
    const offer = offerOf(oneWay, [adult, infant], (_segment, passenger) =>
      passenger === infant.id ? {} : cabinOnly(),
    );
    const services = answered([bag('checked', adult.id, ['seg_0_0'], '30.00')]);
    expect(bagFeesOf(offer, services)).toEqual({ personal: 0, cabin: 0, checked: 30 });
  });

  it('tells a lap infant by its type when Duffel gives no age, and reads a passenger type it does not know', () => {
    const lapInfant: Passenger = { id: 'pas_lap', type: 'infant_without_seat' };
    const offer = offerOf(oneWay, [adult, lapInfant], (_segment, passenger) =>
      passenger === lapInfant.id ? {} : cabinOnly(),
    );
    expect(bagFeesOf(offer)).toEqual({ personal: 0, cabin: 0 });
    const newcomer = duffelOffer.parse({
      ...offer,
      passengers: [{ id: adult.id, type: 'senior', age: null }],
    });
    expect(bagFeesOf(newcomer)).toEqual({ personal: 0, cabin: 0 });
  });

  it('leaves out a choice whose only bags are priced in another currency than the offer', () => {
    const offer = offerOf(oneWay, [adult], cabinOnly, 'USD');
    const services = answered([bag('checked', adult.id, ['seg_0_0'], '30.00')]);
    expect(bagFeesOf(offer, services)).toEqual({ personal: 0, cabin: 0 });
  });
});

describe('offerServicesAnswer', () => {
  it('keeps the bags and skips other services (cancel for any reason)', () => {
    const checked = bag('checked', adult.id, ['seg_0_0'], '30.00');
    const services = answered([
      checked,
      {
        id: 'ase_cfar',
        type: 'cancel_for_any_reason',
        maximum_quantity: 1,
        passenger_ids: [adult.id],
        segment_ids: ['seg_0_0'],
        total_amount: '12.00',
        total_currency: 'GBP',
        metadata: {
          refund_amount: '100.00',
          merchant_copy: 'Cancel for any reason',
          terms_and_conditions_url: 'https://example.com/terms',
        },
      },
    ]);
    expect(services.map((service) => service.metadata.type)).toEqual(['checked']);
  });

  it('refuses an answer with a bag it cannot read, so that no bag is mistaken for unsold', () => {
    const unreadable = { ...bag('checked', adult.id, ['seg_0_0'], '30.00'), total_amount: 'thirty' };
    expect(offerServicesAnswer.safeParse({ data: { available_services: [unreadable] } }).success).toBe(false);
  });
});
