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
    });
  });

  it('writes no partner names: the page takes them from the links it recognises', () => {
    const url = new URL(bookingRedirectHref(links), 'https://tripfit.test');

    expect([...url.searchParams.keys()]).toEqual(['flightUrl', 'hotelUrl']);
  });

  it('ignores the partner names of older links', () => {
    const params = new URLSearchParams({
      flightUrl: links.flight.url,
      hotelUrl: links.hotel.url,
      flightPartner: 'Evil Air',
      hotelPartner: 'Evil Stays',
    });

    expect(readRedirectQuery(params)).toEqual({ flightUrl: links.flight.url, hotelUrl: links.hotel.url });
  });

  it('treats missing and blank values as absent', () => {
    expect(readRedirectQuery(new URLSearchParams('flightUrl=&hotelPartner=%20'))).toEqual({
      flightUrl: null,
      hotelUrl: null,
    });
  });
});
