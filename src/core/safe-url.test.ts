import { describe, expect, it } from 'vitest';
import { parsePartnerUrl } from './safe-url';

const production = { allowLocalhostHttp: false };
const development = { allowLocalhostHttp: true };

describe('parsePartnerUrl', () => {
  it.each([
    'https://www.skyscanner.net/transport/flights/beg/cdg/261201/261208/?adultsv2=1',
    'https://www.booking.com/searchresults.html?ss=Hotel%20Lutetia%2C%20Paris',
    'HTTPS://EXAMPLE.COM/path',
    '  https://example.com/padded  ',
  ])('accepts the https URL %s', (raw) => {
    const check = parsePartnerUrl(raw, production);
    expect(check.ok).toBe(true);
    expect(check.ok && check.url.protocol).toBe('https:');
  });

  it.each([
    ['javascript:alert(document.cookie)'],
    ['JavaScript:alert(1)'],
    ['  javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://example.com/file'],
    ['blob:https://example.com/0b8f1c2e'],
  ])('refuses the scheme of %s', (raw) => {
    const check = parsePartnerUrl(raw, development);
    expect(check).toMatchObject({ ok: false, reason: 'unsupportedScheme' });
  });

  it.each([
    [''],
    ['   '],
    ['not a url'],
    ['//evil.example/path'],
    ['/booking'],
    ['www.booking.com'],
    ['https://'],
    ['https://exa mple.com'],
  ])('refuses the malformed URL %j', (raw) => {
    expect(parsePartnerUrl(raw, development)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('refuses plain http to a public host, even in development', () => {
    expect(parsePartnerUrl('http://www.booking.com/', development)).toMatchObject({
      ok: false,
      reason: 'insecureHttp',
    });
  });

  it.each([
    'http://localhost:5173/x',
    'http://127.0.0.1:3000/',
    'http://[::1]:8080/',
    'http://app.localhost/',
  ])('accepts http to the local machine %s only when allowed', (raw) => {
    expect(parsePartnerUrl(raw, development).ok).toBe(true);
    expect(parsePartnerUrl(raw, production)).toMatchObject({ ok: false, reason: 'insecureHttp' });
  });

  it('does not mistake a host that merely starts with localhost for the local machine', () => {
    expect(parsePartnerUrl('http://localhost.evil.example/', development)).toMatchObject({
      ok: false,
      reason: 'insecureHttp',
    });
  });

  it('refuses credentials that disguise the real host', () => {
    expect(parsePartnerUrl('https://www.booking.com@evil.example/', production)).toMatchObject({
      ok: false,
      reason: 'embeddedCredentials',
    });
    expect(parsePartnerUrl('https://user:secret@example.com/', production)).toMatchObject({
      ok: false,
      reason: 'embeddedCredentials',
    });
  });
});
