import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

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
});
