import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Deal } from '../../../core/deal';
import type { TripSummary } from '../../../core/trip-summary';
import { DealCard } from './deal-card';
import { TripContext } from './trip-context';
import { testDeal } from './deal.fixture';
import de from '../../locales/de.json';
import en from '../../locales/en.json';

/** The search a card answers, as TripContext carries it: two adults and a child, a week in Paris, unless told. */
const searchedTrip = (overrides: Partial<TripSummary> = {}): TripSummary => ({
  flightAdults: 2,
  flightChildren: 1,
  roundTrip: true,
  nights: 7,
  rooms: 1,
  budget: 3000,
  currency: 'EUR',
  stayName: 'Paris',
  ...overrides,
});

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderCard(deal: Deal, wrap: (card: ReactNode) => ReactNode = (card) => card) {
  render(
    wrap(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<DealCard deal={deal} />} />
          <Route path="/booking-redirect" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

describe('DealCard', () => {
  it("shows a live provider's hotel photo, address and refund terms, and draws a picture if the photo fails", () => {
    renderCard(
      testDeal({
        hotel: {
          photoUrl: 'https://static.cupid.travel/hotels/123.jpg',
          address: '12 Rue de Rivoli',
          refundable: true,
        },
      }),
    );
    const photo = screen.getByRole('img', { name: 'Photo of Hôtel Lumière' });
    expect(photo.getAttribute('src')).toBe('https://static.cupid.travel/hotels/123.jpg');
    expect(screen.getByText('12 Rue de Rivoli · PAR')).toBeDefined();
    expect(screen.getByText('Free cancellation')).toBeDefined();

    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: 'Illustration of Hôtel Lumière' })).toBeDefined();
  });

  it('says when a rate cannot be refunded, and says nothing when the provider does not say', () => {
    renderCard(testDeal({ hotel: { refundable: false } }));
    expect(screen.getByText('Non-refundable')).toBeDefined();
    expect(screen.queryByText('Free cancellation')).toBeNull();
  });

  it('shows the hotel: picture, rating out of 10, name, location, review label and price', () => {
    renderCard(testDeal());

    expect(screen.getByRole('img', { name: 'Illustration of Hôtel Lumière' })).toBeDefined();
    expect(screen.getByText('8.7/10')).toBeDefined();
    expect(screen.getByText('Rated 8.7 out of 10')).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Hôtel Lumière' })).toBeDefined();
    expect(screen.getByText('PAR')).toBeDefined();
    expect(screen.getByText('Very Good (1,234 reviews)')).toBeDefined();
    expect(screen.getByText('Accommodation').nextElementSibling?.textContent).toBe('€612.50');
  });

  it('shows a whole rating with one decimal', () => {
    renderCard(testDeal({ hotel: { rating: 9 } }));

    expect(screen.getByText('9.0/10')).toBeDefined();
  });

  it("shows 'New listing' and the bare label for a hotel without a rating", () => {
    renderCard(testDeal({ hotel: { rating: 0, ratingLabel: 'No rating', numberOfReviews: 0 } }));

    expect(screen.getByText('New listing')).toBeDefined();
    expect(screen.queryByText(/^[\d.]+\/10$/)).toBeNull();
    expect(screen.getByText('No rating')).toBeDefined();
  });

  it('uses the singular for a single review', () => {
    renderCard(testDeal({ hotel: { ratingLabel: 'Excellent', rating: 9.4, numberOfReviews: 1 } }));

    expect(screen.getByText('Excellent (1 review)')).toBeDefined();
  });

  it('shows the flight: airline with initials, stops, both legs and the price', () => {
    renderCard(testDeal());

    expect(screen.getByText('Lufthansa')).toBeDefined();
    expect(screen.getByText('LH')).toBeDefined();
    expect(screen.getByText('1 stop')).toBeDefined();
    expect(screen.getByText('Outbound').nextElementSibling?.textContent).toBe('Tue, Dec 1');
    expect(screen.getByText('Return').nextElementSibling?.textContent).toBe('Tue, Dec 8');
    const [outbound, inbound] = screen.getAllByText(/^Flight details$/).map((summary) => {
      const row = summary.closest('details')?.parentElement;
      const details = row?.querySelector('details');
      details?.remove();
      return row?.textContent;
    });
    expect(outbound).toBe(
      'OutboundTue, Dec 1Departs 08:30Flight time 7h 35mArrives 16:05From BEG4h 15m in FRATo CDG',
    );
    expect(inbound).toBe(
      'ReturnTue, Dec 8Departs 22:10Flight time 7h 55mArrives 06:05+1 Arrives 1 day laterFrom CDG4h 40m in FRATo BEG',
    );
    expect(screen.getByText('Flights', { selector: 'span' }).nextElementSibling?.textContent).toBe(
      '€1,234.50',
    );
  });

  it('lists every flight of a leg with its number, airports, times and layover, and the bags included', () => {
    renderCard(testDeal());

    const summary = screen.getAllByText('Flight details')[1];
    expect(summary?.getAttribute('aria-label')).toBe('Flight details, Return');
    const details = summary?.closest('details');
    const lines = [...(details?.querySelectorAll('li, p') ?? [])].map((line) => line.textContent);
    expect(lines).toEqual([
      'Flight LH 1049CDG 22:10 → FRA 23:20 (1h 10m)',
      'Flight LH 1049',
      'CDG 22:10 → FRA 23:20 (1h 10m)',
      '4h 40m layover in FRA',
      'Flight LH 1406FRA 04:00+1 Departs 1 day later → BEG 06:05+1 Arrives 1 day later (2h 5m)',
      'Flight LH 1406',
      'FRA 04:00+1 Departs 1 day later → BEG 06:05+1 Arrives 1 day later (2h 5m)',
      'Cabin bag and 1 checked bag included',
    ]);
  });

  it('names a change of airport at a connection', () => {
    const outbound = testDeal().flight.outbound;
    renderCard(
      testDeal({
        flight: {
          outbound: { ...outbound, connections: [{ airport: 'LHR', departsFrom: 'LGW', minutes: 210 }] },
        },
      }),
    );
    expect(screen.getByText('Change of airport: you leave from LGW')).toBeDefined();
  });

  it.each([
    [{ carryOn: 0, checked: 0 }, 'Personal item only'],
    [{ carryOn: 1, checked: 0 }, 'Cabin bag included'],
    [{ carryOn: 0, checked: 2 }, '2 checked bags included'],
    [{ carryOn: 1, checked: 1 }, 'Cabin bag and 1 checked bag included'],
  ])('sums up the bags %o under the flight price, with the refund terms', (includedBags, text) => {
    const { outbound, return: inbound } = testDeal().flight;
    renderCard(
      testDeal({
        flight: {
          outbound: { ...outbound, includedBags },
          return: { ...inbound, includedBags },
          refundable: false,
        },
      }),
    );
    const flights = screen.getByText('Flights', { selector: 'span' }).parentElement;
    expect(flights?.nextElementSibling?.textContent).toBe(`${text} · Non-refundable ticket`);
  });

  it('leaves the bags out of the summary when the legs differ or the provider does not say', () => {
    const { outbound, return: inbound } = testDeal().flight;
    renderCard(testDeal({ flight: { return: { ...inbound, includedBags: { carryOn: 1, checked: 0 } } } }));
    expect(screen.getByText('Flights', { selector: 'span' }).parentElement?.nextElementSibling).toBeNull();
    const withoutBags = { ...outbound, includedBags: undefined };
    renderCard(testDeal({ flight: { outbound: withoutBags, return: withoutBags, refundable: true } }));
    expect(screen.getByText('Refundable ticket')).toBeDefined();
  });

  it.each([
    [0, 'Direct'],
    [1, '1 stop'],
    [2, '2 stops'],
  ])('shows %d stops as %s', (stops, text) => {
    renderCard(testDeal({ flight: { stops } }));

    expect(screen.getByText(text)).toBeDefined();
  });

  it('shows a one-way deal with its outbound only', () => {
    const outbound = testDeal().flight.outbound;
    renderCard(testDeal({ flight: { outbound, return: outbound } }));
    expect(screen.getByText('Outbound')).toBeDefined();
    expect(screen.queryByText('Return')).toBeNull();
  });

  it('shows an unknown airline code as it is', () => {
    renderCard(testDeal({ flight: { airlineCode: 'ZQ' } }));

    expect(screen.getAllByText('ZQ')).toHaveLength(2);
  });

  it('shows the total with the within-budget marker', () => {
    renderCard(testDeal());

    expect(screen.getByText('Total Price').nextElementSibling?.textContent).toBe('€1,847');
    expect(screen.getByText('Within budget')).toBeDefined();
  });

  it('writes dates in the active language', async () => {
    const french = i18next.createInstance();
    await french.init({
      lng: 'fr',
      fallbackLng: 'en',
      resources: { en: { translation: en }, fr: { translation: { dealCard: { outbound: 'Aller' } } } },
    });
    renderCard(testDeal(), (card) => <I18nextProvider i18n={french}>{card}</I18nextProvider>);

    expect(screen.getByText('Aller').nextElementSibling?.textContent).toBe('mar. 1 déc.');
  });

  it('says what a converted price was converted from, in the currency the provider asked', () => {
    renderCard(
      testDeal({
        flight: { price: 483.75, convertedFrom: { amount: 412.3, currency: 'GBP' } },
        hotel: { convertedFrom: { amount: 71_730.5, currency: 'RSD' } },
      }),
    );

    const flights = screen.getByText('Flights', { selector: 'span' }).parentElement;
    expect(flights?.textContent).toContain('€483.75');
    // Amounts: grouped; no decimals when whole, else always two.
    expect(flights?.nextElementSibling?.textContent).toBe('≈ converted from GBP 412.30');
    // Under the accommodation price: the nights it covers, then what it was converted from.
    expect(
      screen.getByText('Accommodation').parentElement?.nextElementSibling?.nextElementSibling?.textContent,
    ).toBe('≈ converted from RSD 71,730.50');
  });

  it('says nothing about conversion for prices the provider asked in the search currency', () => {
    renderCard(testDeal());

    expect(screen.queryByText(/converted from/)).toBeNull();
  });

  it('says what a price was converted from in the active language', async () => {
    const german = i18next.createInstance();
    await german.init({
      lng: 'de',
      fallbackLng: 'en',
      resources: { en: { translation: en }, de: { translation: de } },
      interpolation: { escapeValue: false },
    });
    renderCard(testDeal({ flight: { convertedFrom: { amount: 412.3, currency: 'GBP' } } }), (card) => (
      <I18nextProvider i18n={german}>{card}</I18nextProvider>
    ));

    expect(screen.getByText('≈ umgerechnet aus GBP 412,30')).toBeDefined();
  });

  it('says what each price covers and what is left of the budget', () => {
    const trip = searchedTrip();
    renderCard(testDeal(), (card) => <TripContext value={trip}>{card}</TripContext>);

    const covers = (label: string) =>
      screen.getByText(label, { selector: 'span' }).parentElement?.nextElementSibling?.textContent;
    expect(covers('Flights')).toBe('2 adults, 1 child · round trip');
    expect(covers('Accommodation')).toMatch(/^7 nights, Dec 1\s–\s8 · 1 room$/);
    expect(screen.getByText('€1,153 left of €3,000')).toBeDefined();
    expect(screen.getByText('Paris · PAR')).toBeDefined();
    expect(screen.queryByText('Within budget')).toBeNull();
  });

  it('names the city once when the visitor’s link named it only by its code', () => {
    const trip = searchedTrip({ flightAdults: 1, flightChildren: 0, stayName: 'PAR' });
    renderCard(testDeal(), (card) => <TripContext value={trip}>{card}</TripContext>);
    expect(screen.getByText('PAR')).toBeDefined();
    expect(screen.queryByText('PAR · PAR')).toBeNull();
  });

  it('shows the fee paid at the hotel under the hotel price and in Why this deal', () => {
    renderCard(testDeal({ hotel: { paidAtHotel: 40.21 } }));
    const covers = screen.getByText('Accommodation', { selector: 'span' }).parentElement?.nextElementSibling;
    expect(covers?.nextElementSibling?.textContent).toBe('incl. €40.21 paid at the hotel');
    const why = screen.getByText('Why this deal').closest('details');
    expect(why?.querySelector('li')?.textContent).toBe(
      'Price: €1,847 for the whole trip, incl. €40.21 paid at the hotel0.17',
    );
  });

  it("shows the trip's flights plus hotel nights CO₂e for its travellers, and splits it in Why this deal", () => {
    renderCard({ ...testDeal(), emissions: { flightKg: 1412, hotelKg: 68, travellers: 2, source: 'model' } });
    expect(screen.getByText('≈ 1,480 kg CO₂e for 2 travellers')).toBeDefined();
    const why = screen.getByText('Why this deal').closest('details');
    expect(why?.textContent).toContain(
      '≈ 1,412 kg CO₂e for the flights, an estimate by the Travel Impact Model method.',
    );
    expect(why?.textContent).toContain(
      'Hotel nights: ≈ 68 kg CO₂e, the average hotel’s figure per guest night in its country or region ' +
        '(Cornell Hotel Sustainability Benchmarking Index, via Travel & Climate).',
    );
    expect(why?.textContent).not.toContain('not counted');
  });

  it('says "1 traveller" for one, names a provider\'s own estimate, and says nothing about CO₂ without one', () => {
    renderCard({
      ...testDeal({ id: 'solo' }),
      emissions: { flightKg: 212, hotelKg: 19, travellers: 1, source: 'provider' },
    });
    expect(screen.getByText('≈ 231 kg CO₂e for 1 traveller')).toBeDefined();
    expect(screen.getByText('Why this deal').closest('details')?.textContent).toContain(
      'flight provider’s own estimate',
    );
    cleanup();
    renderCard(testDeal());
    expect(screen.queryByText(/CO₂e/)).toBeNull();
  });

  it('says nothing of fees at the hotel when the provider names none', () => {
    renderCard(testDeal());
    expect(screen.queryByText(/paid at the hotel/)).toBeNull();
  });

  it('shows the total per flight traveller, rounded to the cent, only when it knows the travellers', () => {
    const trip = searchedTrip();
    renderCard(testDeal(), (card) => <TripContext value={trip}>{card}</TripContext>);
    // 1,847 / 3 = 615.666…
    expect(screen.getByText('Total Price').parentElement?.textContent).toContain('€615.67 per traveller');
  });

  it('leaves out the share per traveller without the search it answers, or for one traveller', () => {
    renderCard(testDeal());
    const alone = searchedTrip({ flightAdults: 1, flightChildren: 0 });
    renderCard(testDeal(), (card) => <TripContext value={alone}>{card}</TripContext>);
    expect(screen.getAllByText('Total Price')).toHaveLength(2);
    expect(screen.queryByText(/per traveller/)).toBeNull();
  });

  it('says when the flight lands and prices the nights from then', () => {
    // Out on Tue 1 Dec late in the evening, landing on Wed 2 Dec: the stay starts that day.
    const deal = testDeal({
      stay: { checkIn: '2026-12-02', checkOut: '2026-12-08', nights: 6, landsOn: '2026-12-02' },
    });
    renderCard(deal);
    const covers = screen.getByText('Accommodation', { selector: 'span' }).parentElement?.nextElementSibling;
    expect(covers?.textContent).toMatch(/^You land Wed, Dec 2 · 6 nights, Dec 2\s–\s8$/);
    expect(screen.queryByText(/nights? unused/)).toBeNull();
  });

  it('warns when the traveller’s own check-in comes before they land, and still counts those nights', () => {
    const deal = testDeal({
      stay: { landsOn: '2026-12-03', followsFlight: false, unusedNights: 2 },
    });
    renderCard(deal);
    expect(screen.getByText('You land after check-in: 2 nights unused')).toBeDefined();
    const covers = screen.getByText('Accommodation', { selector: 'span' }).parentElement?.nextElementSibling;
    expect(covers?.textContent).toMatch(/^You land Thu, Dec 3 · 7 nights, Dec 1\s–\s8$/);
  });

  it('says why a red-eye’s room starts the night before it lands, and says nothing of the kind otherwise', () => {
    const base = testDeal();
    const redEye = testDeal({
      flight: { outbound: { ...base.flight.outbound, arrivalAt: '2026-12-02T02:10:00' } },
      stay: { checkIn: '2026-12-01', landsOn: '2026-12-02', roomFromNightBefore: true },
    });
    renderCard(redEye);
    expect(
      screen.getByText(
        'You land at 02:10: the room is booked from the night before, so it is ready when you arrive',
      ),
    ).toBeDefined();
    cleanup();
    renderCard(base);
    expect(screen.queryByText(/booked from the night before/)).toBeNull();
  });

  it('writes the stay’s dates the visitor’s way', async () => {
    const german = i18next.createInstance();
    await german.init({
      lng: 'de',
      fallbackLng: 'en',
      resources: { en: { translation: en }, de: { translation: de } },
      interpolation: { escapeValue: false },
    });
    const deal = testDeal({ stay: { checkIn: '2026-12-02', nights: 6, landsOn: '2026-12-02' } });
    renderCard(deal, (card) => <I18nextProvider i18n={german}>{card}</I18nextProvider>);
    const covers = screen.getByText('Unterkunft', { selector: 'span' }).parentElement?.nextElementSibling;
    expect(covers?.textContent).toMatch(/^Du landest Mi\., 2\. Dez\. · 6 Nächte, 2\.\s?–\s?8\. Dez\.$/);
  });

  it('explains the ranking: the four parts of the score in words, adding up to it', () => {
    const deal = testDeal({ hotel: { rating: 8.8 } });
    renderCard({ ...deal, score: 0.767243 });

    const why = screen.getByText('Why this deal').closest('details');
    const lines = [...(why?.querySelectorAll('li') ?? [])].map((line) => line.textContent);
    // 1,847 EUR is 2,007.61 USD at the reference rate: 0.35 × 1000 / 2,007.61 = 0.17.
    expect(lines).toEqual([
      'Price: €1,847 for the whole trip0.17',
      'Hotel rating: 8.8/100.44',
      'Flight time: 15h 30m there and back0.01',
      '1 stop on the way out0.14',
      'Score0.77',
    ]);
  });

  it('writes money, durations and dates in the active language', async () => {
    const german = i18next.createInstance();
    await german.init({
      lng: 'de',
      fallbackLng: 'en',
      resources: { en: { translation: en }, de: { translation: de } },
      interpolation: { escapeValue: false },
    });
    renderCard(testDeal(), (card) => <I18nextProvider i18n={german}>{card}</I18nextProvider>);

    expect(screen.getByText('Flüge', { selector: 'span' }).nextElementSibling?.textContent).toBe('€1.234,50');
    // 'h' in older CLDR data (Node 20 and 22), 'Std.' in CLDR 46+ (Node 24, browsers).
    expect(screen.getByText(/^7 ?(h|Std\.) 35 Min\.$/)).toBeDefined();
    expect(screen.getByText('Di., 1. Dez.')).toBeDefined();
    expect(screen.getByText('8,7/10')).toBeDefined();
  });

  it('sends Book Now to the booking-redirect page with the partner links', () => {
    const deal = testDeal();
    renderCard(deal);

    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));

    const location = new URL(screen.getByTestId('location').textContent ?? '', 'https://tripfit.test');
    expect(location.pathname).toBe('/booking-redirect');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      flightUrl: deal.links.flight.url,
      hotelUrl: deal.links.hotel.url,
    });
  });
});
