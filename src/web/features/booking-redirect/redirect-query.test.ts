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
      backTo: '/',
    });
  });

  it('sends Back to Search to the search the deal came from', () => {
    const search = '?from=BEG&to=CDG&depart=2027-03-09&return=2027-03-16&budget=900&currency=EUR';
    const url = new URL(bookingRedirectHref(links, search), 'https://tripfit.test');

    expect(readRedirectQuery(url.searchParams).backTo).toBe(`/${search}`);
  });

  it('sends Back to Search only ever to the home page', () => {
    for (const search of ['https://evil.example/?from=BEG', '//evil.example', 'from=BEG', '']) {
      expect(readRedirectQuery(new URLSearchParams({ search })).backTo).toBe('/');
    }
    const sneaky = new URLSearchParams({
      search: 'from=BEG&to=CDG&depart=2027-03-09&budget=9&x=/../../evil',
    });
    expect(readRedirectQuery(sneaky).backTo.startsWith('/?from=BEG')).toBe(true);
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

    expect(readRedirectQuery(params)).toEqual({
      flightUrl: links.flight.url,
      hotelUrl: links.hotel.url,
      backTo: '/',
    });
  });

  it('treats missing and blank values as absent', () => {
    expect(readRedirectQuery(new URLSearchParams('flightUrl=&hotelPartner=%20'))).toEqual({
      flightUrl: null,
      hotelUrl: null,
      backTo: '/',
    });
  });
});
