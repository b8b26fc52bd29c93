import { describe, expect, it } from 'vitest';
import { priceOffer } from './offer-price';
import type { Rate } from './wire';

type Fee = { included?: boolean; amount?: number; currency?: string };

const rate = (amount: number, currency = 'EUR', fees: Fee[] = [], refundableTag?: string): Rate => ({
  retailRate: { total: [{ amount, currency }], taxesAndFees: fees },
  cancellationPolicies: refundableTag ? { refundableTag } : undefined,
});

describe('priceOffer', () => {
  it('adds the rooms and the fees paid at the hotel, in whole cents', () => {
    const price = priceOffer(
      {
        rates: [
          rate(0.1, 'EUR', [{ included: false, amount: 0.2, currency: 'EUR' }], 'RFN'),
          rate(
            100,
            'EUR',
            [
              { included: true, amount: 10, currency: 'EUR' },
              { amount: 3, currency: 'EUR' },
            ],
            'RFN',
          ),
        ],
      },
      2,
    );
    expect(price).toEqual({
      usable: true,
      cents: 10_030,
      currency: 'EUR',
      paidAtHotelCents: 20,
      refundable: true,
    });
  });

  it('calls an offer non-refundable when one room is, and leaves it unknown without tags', () => {
    expect(priceOffer({ rates: [rate(50, 'EUR', [], 'RFN'), rate(50, 'EUR', [], 'NRFN')] }, 2)).toMatchObject(
      {
        refundable: false,
      },
    );
    expect(priceOffer({ rates: [rate(50)] }, 1)).not.toHaveProperty('refundable');
  });

  it.each([
    ['a room missing', { rates: [rate(50)] }, 2, '1 rates for 2 rooms'],
    ['rooms in two currencies', { rates: [rate(50), rate(50, 'USD')] }, 2, 'rooms priced in EUR and USD'],
    [
      'a fee paid at the hotel in another currency',
      { rates: [rate(50, 'USD', [{ included: false, amount: 2, currency: 'EUR' }])] },
      1,
      'a fee paid at the hotel is in EUR, the total in USD',
    ],
    [
      'a fee paid at the hotel without an amount',
      { rates: [rate(50, 'EUR', [{ included: false, currency: 'EUR' }])] },
      1,
      'a fee paid at the hotel has no amount',
    ],
    ['a zero total', { rates: [rate(0)] }, 1, 'no single positive retail total'],
    [
      'two totals for one room',
      {
        rates: [
          {
            retailRate: {
              total: [
                { amount: 1, currency: 'EUR' },
                { amount: 1, currency: 'EUR' },
              ],
            },
          },
        ],
      },
      1,
      'no single positive retail total',
    ],
    ['no retail rate', { rates: [{}] }, 1, 'no currency'],
  ])('refuses %s', (_, offer, rooms, reason) => {
    expect(priceOffer(offer, rooms)).toEqual({ usable: false, reason });
  });
});
