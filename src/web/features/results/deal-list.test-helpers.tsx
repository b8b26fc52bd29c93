import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Deal } from '../../../core/deal';
import { DealList } from './deal-list';
import { testDeal } from './deal.fixture';

export interface ListDealSpec {
  hotel: string;
  airline?: string;
  stops?: number;
  /** Outbound departure 'HH:MM' (Dec 1). */
  departs?: string;
  total?: number;
  rating?: number;
  refundable?: boolean;
  /** The hotel's distance from the centre in km; absent when the hotel has no position. */
  distanceKm?: number;
  oneWay?: boolean;
}

let nextId = 0;

export const liveConfig = { supportEmail: 'a@b.c', devOutbox: false, liveFlights: true, liveHotels: true };

/** A deal at hotel `spec.hotel` ('One' → hotel H-One named 'Hotel One'), the rest from testDeal. */
export function listDeal(spec: ListDealSpec): Deal {
  const base = testDeal();
  const outbound = {
    ...base.flight.outbound,
    departureAt: `2026-12-01T${spec.departs ?? '08:30'}:00`,
    stops: spec.stops ?? 1,
  };
  const back = spec.oneWay ? outbound : { ...base.flight.return, stops: spec.stops ?? 1 };
  const deal = testDeal({
    id: `deal-${nextId++}`,
    hotel: {
      hotelId: `H-${spec.hotel}`,
      name: `Hotel ${spec.hotel}`,
      rating: spec.rating ?? 8.7,
      ...(spec.refundable === undefined ? {} : { refundable: spec.refundable }),
      ...(spec.distanceKm === undefined ? {} : { distanceFromCentreKm: spec.distanceKm }),
    },
    flight: { airlineCode: spec.airline ?? 'LH', outbound, return: back, stops: outbound.stops },
  });
  return { ...deal, totalPrice: spec.total ?? deal.totalPrice };
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The list as the results page shows it, with the booking page one Book Now away. */
export function renderList(deals: Deal[], url = '/?from=BEG') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The sample-data badge reads /api/config: live here, so nothing is fetched and no badge shows.
  queryClient.setQueryData(['public-config'], liveConfig);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <DealList deals={deals} />
                <LocationProbe />
              </>
            }
          />
          <Route path="/booking-redirect" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The hotel names on the cards, in page order. */
export function cardTitles(): string[] {
  return screen.getAllByRole('article').map((card) => card.querySelector('h3')?.textContent ?? '');
}

/** The polite line a screen reader hears after a sort or filter change. */
export function liveText(): string {
  return document.querySelector('[aria-live="polite"]:not([role])')?.textContent ?? '';
}
