import { describe, expect, it } from 'vitest';
import { checkPartnerLink } from './partner-link-check';

const skyscanner = 'https://www.skyscanner.net/transport/flights/beg/cdg/261201/261208/?adultsv2=1&rtn=1';
const booking = 'https://www.booking.com/searchresults.html?ss=Hotel%20Lutetia%2C%20Paris';

describe('checkPartnerLink', () => {
  it('accepts the links TripFit builds and names their partner', () => {
    expect(checkPartnerLink(skyscanner, 'flight')).toMatchObject({ ok: true, partner: 'Skyscanner' });
    expect(checkPartnerLink(booking, 'hotel')).toMatchObject({ ok: true, partner: 'Booking.com' });
  });

  it('accepts a one-way flight and keeps the URL as built', () => {
    const oneWay = 'https://www.skyscanner.net/transport/flights/jfk/lhr/270115/?adultsv2=1&rtn=0';
    const check = checkPartnerLink(oneWay, 'flight');
    expect(check.ok && check.url.href).toBe(oneWay);
  });

  it.each([
    ['another site', 'https://evil.example/login', 'flight'],
    ['another site', 'https://evil.example/searchresults.html?ss=Paris', 'hotel'],
    [
      'a look-alike host',
      'https://www.skyscanner.net.evil.example/transport/flights/beg/cdg/261201/',
      'flight',
    ],
    ['a look-alike host', 'https://www.booking.com.evil.example/searchresults.html', 'hotel'],
    ['the partner host as a path', 'https://evil.example/www.skyscanner.net/', 'flight'],
    ['an explicit port', 'https://www.skyscanner.net:8443/transport/flights/beg/cdg/261201/', 'flight'],
    ['an explicit port', 'https://www.booking.com:8443/searchresults.html', 'hotel'],
    [
      'the host without www. (TripFit never links there)',
      'https://skyscanner.net/transport/flights/beg/cdg/261201/',
      'flight',
    ],
    [
      'the host with a trailing dot',
      'https://www.skyscanner.net./transport/flights/beg/cdg/261201/',
      'flight',
    ],
    ['another Skyscanner page', 'https://www.skyscanner.net/login', 'flight'],
    ['another Skyscanner page', 'https://www.skyscanner.net/', 'flight'],
    ['a path that climbs out', 'https://www.skyscanner.net/transport/flights/../../login', 'flight'],
    [
      'an encoded path that climbs out',
      'https://www.skyscanner.net/transport/flights/%2e%2e/%2e%2e/login/1/',
      'flight',
    ],
    [
      'a flight path with more after it',
      'https://www.skyscanner.net/transport/flights/beg/cdg/261201/261208/x/',
      'flight',
    ],
    [
      'a backslash that hides the real host',
      'https://evil.example\\@www.skyscanner.net/transport/flights/beg/cdg/261201/',
      'flight',
    ],
    ['another Booking.com page', 'https://www.booking.com/login.html', 'hotel'],
    ['another Booking.com page', 'https://www.booking.com/searchresults.html/../login', 'hotel'],
    ['a Booking.com link as the flight', booking, 'flight'],
    ['a Skyscanner link as the hotel', skyscanner, 'hotel'],
  ] as const)('refuses %s: %s as %s', (_what, raw, kind) => {
    expect(checkPartnerLink(raw, kind)).toMatchObject({ ok: false, reason: 'notPartnerLink' });
  });

  it.each([
    ['https://www.skyscanner.net@evil.example/', 'embeddedCredentials'],
    ['https://user:pw@www.skyscanner.net/transport/flights/beg/cdg/261201/', 'embeddedCredentials'],
    ['http://www.skyscanner.net/transport/flights/beg/cdg/261201/', 'insecureHttp'],
    ['javascript:alert(1)', 'unsupportedScheme'],
    ['not a url', 'malformed'],
  ] as const)('keeps the more telling reason for %s', (raw, reason) => {
    expect(checkPartnerLink(raw, 'flight')).toMatchObject({ ok: false, reason });
  });
});
