import { isIPv4, isIPv6 } from 'node:net';

// The key every per-address limit counts a client under (clientKey), and the network it belongs
// to (networkKey), which budgets that a few neighbouring addresses must not share out count under.
//
// The key every per-address limit counts a client under. One IPv6 subscriber is usually given a
// whole /64 (RFC 6177 advises at least that), so counting each IPv6 address alone would hand one
// client 2^64 fresh budgets: IPv6 clients are grouped by their /64, IPv4 clients by address.

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.split('%')[0] ?? '';
  if (!isIPv6(bare)) return undefined;
  const halves = bare.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const head = parse(halves[0] ?? '');
  const tail = halves.length > 1 ? parse(halves[1] ?? '') : [];
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** `203.0.113.9` for an IPv4 client (an IPv4-mapped IPv6 address included), `2001:db8:1:2::/64` for IPv6. */
export function clientKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The network a client belongs to: `203.0.113.0/24` for IPv4 (an IPv4-mapped IPv6 address
 * included) with `v4Bits` 24, `2001:db8:1::/48` for IPv6 with `v6Bits` 48.
 */
export function networkKey(ip: string, v4Bits: number, v6Bits: number): string {
  const key = clientKey(ip);
  const groups = ipv6Groups(ip);
  if (!groups || !key.endsWith('/64')) {
    const octets = key.split('.').map(Number);
    if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o))) return key;
    const value = octets.reduce((acc, o) => acc * 256 + o, 0);
    const size = 2 ** (32 - v4Bits);
    const base = Math.floor(value / size) * size;
    return `${[24, 16, 8, 0].map((shift) => Math.floor(base / 2 ** shift) % 256).join('.')}/${v4Bits}`;
  }
  const kept = groups.map((group, i) => {
    const bits = Math.max(0, Math.min(16, v6Bits - i * 16));
    return bits === 0 ? 0 : group & (0xffff << (16 - bits)) & 0xffff;
  });
  return `${kept.map((g) => g.toString(16)).join(':')}/${v6Bits}`;
}
