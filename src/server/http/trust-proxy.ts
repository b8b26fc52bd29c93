import { BlockList, isIP } from 'node:net';

/**
 * How much of X-Forwarded-For to believe (TRUST_PROXY): a number of proxy hops in front of the server (0: none,
 * the header is ignored), or the addresses of the proxies themselves.
 */
export type TrustProxy = { kind: 'hops'; hops: number } | { kind: 'proxies'; proxies: BlockList };

export const TRUST_PROXY_EXPECTED =
  'false, a number of proxy hops such as 1, or a comma-separated list of proxy addresses and CIDR ranges such as ' +
  '10.0.0.0/8,192.168.1.7';

/** Reads a TRUST_PROXY value: `false`, `true` (one hop, as it meant before hop counts), a count, or a list. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim();
  if (text === 'false') return { kind: 'hops', hops: 0 };
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return Number.isSafeInteger(hops) ? { kind: 'hops', hops } : undefined;
  }
  const proxies = new BlockList();
  for (const entry of text.split(',')) {
    if (!addRange(proxies, entry.trim())) return undefined;
  }
  return { kind: 'proxies', proxies };
}

/** Adds `10.0.0.7`, `10.0.0.0/8`, `fd00::/8` and the like; false when the entry is none of these. */
function addRange(list: BlockList, entry: string): boolean {
  const [address = '', prefix, ...extra] = entry.split('/');
  const type = ipType(address);
  if (!type || extra.length > 0) return false;
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (type === 'ipv4' ? 32 : 128)) return false;
  list.addSubnet(address, bits, type);
  return true;
}

function ipType(address: string): 'ipv4' | 'ipv6' | undefined {
  const family = isIP(address);
  return family === 4 ? 'ipv4' : family === 6 ? 'ipv6' : undefined;
}

/** Whether `address` is in `list`; IPv4 ranges match IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`) too. */
export function isListed(list: BlockList, address: string): boolean {
  const type = ipType(address);
  return type !== undefined && list.check(address, type);
}

/**
 * The client's address from the socket's peer and X-Forwarded-For, where each proxy appends the address it
 * was reached from: only the entries trusted proxies wrote count, read from the right, so a client cannot pick
 * its address by sending the header itself. A missing or malformed entry falls back to the socket's peer:
 * never an arbitrary string from the header.
 */
export function forwardedClient(
  trust: TrustProxy,
  peer: string | undefined,
  forwardedFor: string | undefined,
): string | undefined {
  const entries = forwardedFor?.split(',').map((entry) => entry.trim()) ?? [];
  if (trust.kind === 'hops') {
    const picked = trust.hops > 0 ? entries.at(-trust.hops) : undefined;
    return picked !== undefined && isIP(picked) ? picked : peer;
  }
  if (peer === undefined || !isListed(trust.proxies, peer)) return peer;
  // Walk from the right past the trusted proxies; when every entry is one, the farthest is the client.
  let client = peer;
  for (const entry of entries.reverse()) {
    if (!isIP(entry)) return peer;
    client = entry;
    if (!isListed(trust.proxies, entry)) break;
  }
  return client;
}
