import { describe, expect, it } from 'vitest';
import { clientKey, networkKey } from './client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address whole, and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:a:b:c:d', '2001:DB8:1:2::9%eth0'])
      expect(clientKey(same), same).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('names the network of a client: an IPv4 /24, an IPv6 /48, or the prefixes configured', () => {
    expect(networkKey('203.0.113.9', 24, 48)).toBe('203.0.113.0/24');
    expect(networkKey('::ffff:203.0.113.200', 24, 48)).toBe('203.0.113.0/24');
    expect(networkKey('203.0.113.9', 16, 48)).toBe('203.0.0.0/16');
    expect(networkKey('203.0.113.9', 32, 48)).toBe('203.0.113.9/32');
    expect(networkKey('2001:db8:1:2::1', 24, 48)).toBe('2001:db8:1:0:0:0:0:0/48');
    expect(networkKey('2001:db8:1:ffff::1', 24, 48)).toBe(networkKey('2001:db8:1:2::1', 24, 48));
    expect(networkKey('2001:db8:2:2::1', 24, 48)).not.toBe(networkKey('2001:db8:1:2::1', 24, 48));
    expect(networkKey('2001:db8:1:2::1', 24, 56)).toBe('2001:db8:1:0:0:0:0:0/56');
    expect(networkKey('2001:db8:1:2ff::1', 24, 56)).toBe('2001:db8:1:200:0:0:0:0/56');
    expect(networkKey('2001:db8:1:2::1', 24, 64)).toBe('2001:db8:1:2:0:0:0:0/64');
  });
});
