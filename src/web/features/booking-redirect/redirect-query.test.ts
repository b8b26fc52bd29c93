import { describe, expect, it } from 'vitest';
import { bookingRedirectHref, readRedirectQuery } from './redirect-query';

describe('redirect query', () => {
  const links = {
    flight: { partner: 'Sky & Co', url: 'https://flights.example/search?from=BEG&to=CDG' },
    hotel: { partner: 'Booking.com', url: 'https://hotels.example/h?ss=Hôtel Lumière, Paris' },
  };

  it('round-trips the partner links through the booking-redirect URL', () => {
    const href = bookingRedirectHref(links);
    const url = new URL(href, 'https://tripfit.test');

    expect(url.pathname).toBe('/booking-redirect');
    expect(readRedirectQuery(url.searchParams)).toEqual({
      flightUrl: links.flight.url,
      hotelUrl: links.hotel.url,
      flightPartner: 'Sky & Co',
      hotelPartner: 'Booking.com',
    });
  });

  it('treats missing and blank values as absent', () => {
    expect(readRedirectQuery(new URLSearchParams('flightUrl=&hotelPartner=%20'))).toEqual({
      flightUrl: null,
      hotelUrl: null,
      flightPartner: null,
      hotelPartner: null,
    });
  });
});
