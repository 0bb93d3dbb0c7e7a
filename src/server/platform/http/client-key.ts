import { isIPv4, isIPv6 } from 'node:net';

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
