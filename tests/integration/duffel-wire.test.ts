import { Duffel, DuffelError } from '@duffel/api';
import type { DuffelResponse, Offer, OfferRequest } from '@duffel/api/types';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  duffelOffer,
  type offerRequestAnswer,
  type offersPage,
} from '../../src/server/travel/duffel/schemas';
import { startFakeDuffel, type FakeDuffel } from '../fakes/duffel-server';

/**
 * The adapter's schemas against the SDK's types (checked by tsc), and the fake against the SDK itself: what the
 * SDK sends, the fake reads, and what the fake answers, the SDK understands.
 */

describe('Duffel wire shapes', () => {
  it('reads only what the SDK’s types promise, with the same nullability', () => {
    expectTypeOf<Offer>().toExtend<z.input<typeof duffelOffer>>();
    expectTypeOf<DuffelResponse<Offer[]>>().toExtend<z.input<typeof offersPage>>();
    expectTypeOf<DuffelResponse<Omit<OfferRequest, 'offers'>>>().toExtend<
      z.input<typeof offerRequestAnswer>
    >();
  });

  describe('the fake, driven by the SDK', () => {
    let fake: FakeDuffel;
    let duffel: Duffel;
    const search = {
      slices: [
        {
          origin: 'LHR',
          destination: 'DXB',
          departure_date: '2026-12-01',
          departure_time: null,
          arrival_time: null,
        },
      ],
      passengers: [{ type: 'adult' as const }, { age: 7 }],
      cabin_class: 'economy' as const,
    };

    beforeAll(async () => {
      fake = await startFakeDuffel();
      duffel = new Duffel({ token: fake.accessToken, basePath: fake.url });
    });
    afterEach(() => fake.reset());
    afterAll(() => fake.close());

    it('answers an offer request with its offers inline by default', async () => {
      const { data, status } = await duffel.offerRequests.create({ ...search, return_offers: true });
      expect(status).toBe(201);
      expect(data.id).toMatch(/^orq_/);
      expect(data.passengers).toEqual([
        { id: expect.any(String), type: 'adult' },
        { id: expect.any(String), age: 7 },
      ]);
      expect(data.offers).toHaveLength(12);
      for (const offer of data.offers) expect(duffelOffer.safeParse(offer).success).toBe(true);
      expect(fake.callsTo('offerRequests')[0]?.query).toEqual({ return_offers: 'true' });
    });

    it('lists the offers of a request page by page, in the order asked', async () => {
      const { data } = await duffel.offerRequests.create({ ...search, return_offers: false });
      expect(data).not.toHaveProperty('offers');
      const totals: number[] = [];
      for await (const { data: offer } of duffel.offers.listWithGenerator({
        offer_request_id: data.id,
        sort: 'total_amount',
        limit: 5,
      })) {
        totals.push(Number(offer.total_amount));
      }
      expect(totals).toHaveLength(12);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      expect(fake.callsTo('offers').map((call) => call.query.after === undefined)).toEqual([
        true,
        false,
        false,
      ]);
    });

    it('refuses an unknown token with Duffel’s error body', async () => {
      const stranger = new Duffel({ token: 'duffel_test_unknown', basePath: fake.url });
      const failure = await stranger.offerRequests.create(search).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DuffelError);
      expect(failure).toMatchObject({
        status: 401,
        errors: [{ type: 'authentication_error', code: 'access_token_not_found' }],
        meta: { status: 401, request_id: expect.any(String) },
      });
    });

    it('refuses a request without Duffel-Version v2 or a bearer token', async () => {
      const offersUrl = `${fake.url}/air/offers?offer_request_id=orq_1`;
      const noVersion = await fetch(offersUrl, { headers: { authorization: `Bearer ${fake.accessToken}` } });
      expect(noVersion.status).toBe(400);
      expect(await noVersion.json()).toMatchObject({ errors: [{ code: 'unsupported_version' }] });
      const noToken = await fetch(offersUrl, { headers: { 'duffel-version': 'v2' } });
      expect(noToken.status).toBe(401);
      expect(await noToken.json()).toMatchObject({ errors: [{ code: 'missing_authorization_header' }] });
    });

    it('validates the offer request as Duffel does', async () => {
      const failure = await duffel.offerRequests
        .create({ ...search, passengers: [{ age: 30 }] })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ status: 422, errors: [{ type: 'validation_error' }] });
    });
  });
});
