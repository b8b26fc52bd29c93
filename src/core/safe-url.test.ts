import { describe, expect, it } from 'vitest';
import { parseHttpsUrl } from './safe-url';

describe('parseHttpsUrl', () => {
  it.each([
    'https://www.skyscanner.net/transport/flights/beg/cdg/261201/261208/?adultsv2=1',
    'https://www.booking.com/searchresults.html?ss=Hotel%20Lutetia%2C%20Paris',
    'HTTPS://EXAMPLE.COM/path',
    '  https://example.com/padded  ',
  ])('accepts the https URL %s', (raw) => {
    const check = parseHttpsUrl(raw);
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
    const check = parseHttpsUrl(raw);
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
    expect(parseHttpsUrl(raw)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it.each([
    'http://www.booking.com/',
    // Not even to this machine: no partner link TripFit builds points there.
    'http://localhost:5173/x',
    'http://127.0.0.1:3000/',
    'http://[::1]:8080/',
  ])('refuses plain http to %s', (raw) => {
    expect(parseHttpsUrl(raw)).toMatchObject({ ok: false, reason: 'insecureHttp' });
  });

  it('refuses credentials that disguise the real host', () => {
    expect(parseHttpsUrl('https://www.booking.com@evil.example/')).toMatchObject({
      ok: false,
      reason: 'embeddedCredentials',
    });
    expect(parseHttpsUrl('https://user:secret@example.com/')).toMatchObject({
      ok: false,
      reason: 'embeddedCredentials',
    });
  });
});
