import { Duffel, DuffelError } from '@duffel/api';
import type { DuffelResponse, Offer, OfferRequest } from '@duffel/api/types';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  duffelOffer,
  offerServicesAnswer,
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
    expectTypeOf<DuffelResponse<Offer>>().toExtend<z.input<typeof offerServicesAnswer>>();
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

    it('answers one offer with its available services only when asked, never in the list', async () => {
      const { data: request } = await duffel.offerRequests.create({ ...search, return_offers: false });
      const { data: listed } = await duffel.offers.list({ offer_request_id: request.id, limit: 50 });
      expect(listed.every((offer) => offer.available_services.length === 0)).toBe(true);
      // Offer 0 leaves the checked bag out and sells it per slice, to the adult and the child.
      const first = listed.find((offer) => offer.id.endsWith('_0000'));
      const { data: plain } = await duffel.offers.get(first?.id ?? '');
      expect(plain.available_services).toEqual([]);
      const { data: offer } = await duffel.offers.get(first?.id ?? '', { return_available_services: true });
      expect(offer.id).toBe(first?.id);
      expect(offer.available_services).toHaveLength(2);
      const segmentIds = offer.slices.flatMap((slice) => slice.segments.map((segment) => segment.id));
      for (const [index, service] of offer.available_services.entries()) {
        expect(service).toMatchObject({
          type: 'baggage',
          passenger_ids: [offer.passengers[index]?.id],
          segment_ids: segmentIds,
          total_amount: '29.99',
          total_currency: offer.total_currency,
          maximum_quantity: 1,
          metadata: { type: 'checked', maximum_weight_kg: 23 },
        });
      }
      expect(offerServicesAnswer.parse({ data: offer }).data.available_services).toHaveLength(2);
      expect(fake.callsTo('offer').map((call) => call.query)).toEqual([
        {},
        { return_available_services: 'true' },
      ]);
      const missing = await duffel.offers.get('off_unknown').catch((error: unknown) => error);
      expect(missing).toMatchObject({ status: 404, errors: [{ code: 'not_found' }] });
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
