import { describe, expect, it } from 'vitest';
import { forwardedClient, parseTrustProxy, type TrustProxy } from './trust-proxy';

const hops = (count: number): TrustProxy => ({ kind: 'hops', hops: count });
const proxies = (list: string): TrustProxy => {
  const trust = parseTrustProxy(list);
  if (trust?.kind !== 'proxies') throw new Error(`not a proxy list: ${list}`);
  return trust;
};

describe('parseTrustProxy', () => {
  it.each([
    ['false', hops(0)],
    ['0', hops(0)],
    ['true', hops(1)],
    ['1', hops(1)],
    [' 3 ', hops(3)],
  ])('reads %j as a number of hops', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['10.0.0.0/8,192.168.1.7', '::1', 'fd00::/8, 10.1.2.3', '0.0.0.0/0'])(
    'reads %j as a list of proxies',
    (value) => {
      expect(parseTrustProxy(value)?.kind).toBe('proxies');
    },
  );

  it.each([
    '',
    'yes',
    'True',
    '-1',
    '1.5',
    '1e2',
    '10.0.0.1,',
    ',10.0.0.1',
    '10.0.0.0/33',
    '::/129',
    '10.0.0.0/',
    '10.0.0.0/8/8',
    '10.0.0.0/x',
    '10.0.0.0/+8',
    'proxy.internal',
    '10.0.0.256',
  ])('refuses %j', (value) => {
    expect(parseTrustProxy(value)).toBeUndefined();
  });
});

describe('forwardedClient', () => {
  const peer = '10.0.0.2';

  it('believes no header without trusted hops', () => {
    expect(forwardedClient(hops(0), peer, '203.0.113.9')).toBe(peer);
  });

  it('takes the address the nearest proxy appended with one hop', () => {
    expect(forwardedClient(hops(1), peer, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts hops from the right, so a client cannot choose its address by prepending entries', () => {
    expect(forwardedClient(hops(2), peer, 'forged, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    expect(forwardedClient(hops(2), peer, '198.51.100.1,203.0.113.9,10.0.0.1')).toBe('203.0.113.9');
  });

  it('reads IPv6 entries', () => {
    expect(forwardedClient(hops(1), peer, '2001:db8::7')).toBe('2001:db8::7');
  });

  it.each([undefined, '', ' ', 'unknown', '203.0.113.9:443', 'not-an-ip', '<script>', '203.0.113.9, '])(
    'falls back to the socket peer when the picked entry of %j is missing or not an address',
    (header) => {
      expect(forwardedClient(hops(1), peer, header)).toBe(peer);
    },
  );

  it('falls back to the socket peer when the header has fewer entries than hops', () => {
    expect(forwardedClient(hops(3), peer, '203.0.113.9, 10.0.0.1')).toBe(peer);
  });

  it('answers undefined when neither the header nor the socket gives an address', () => {
    expect(forwardedClient(hops(1), undefined, 'garbage')).toBeUndefined();
  });

  describe('with a list of proxies', () => {
    const trust = proxies('10.0.0.0/8, 192.168.1.7, fd00::/8');

    it('walks the header from the right past trusted proxies to the first other address', () => {
      expect(forwardedClient(trust, '192.168.1.7', '198.51.100.1, 203.0.113.9, 10.9.9.9, fd00::5')).toBe(
        '203.0.113.9',
      );
    });

    it('believes the header only when the socket peer is itself a trusted proxy', () => {
      expect(forwardedClient(trust, '203.0.113.50', '198.51.100.1')).toBe('203.0.113.50');
    });

    it('matches IPv4 proxies seen through a dual-stack socket', () => {
      expect(forwardedClient(trust, '::ffff:10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    });

    it('takes the farthest proxy when every entry is a trusted one', () => {
      expect(forwardedClient(trust, '10.0.0.2', '10.0.0.9, 10.0.0.8')).toBe('10.0.0.9');
    });

    it('falls back to the socket peer on an entry that is not an address', () => {
      expect(forwardedClient(trust, '10.0.0.2', '203.0.113.9, nonsense')).toBe('10.0.0.2');
      expect(forwardedClient(trust, '10.0.0.2', undefined)).toBe('10.0.0.2');
    });
  });
});
