import { describe, expect, it } from 'vitest';
import { requesterKey } from './requester';

describe('requesterKey', () => {
  it('counts an IPv4 address as itself, also when mapped into IPv6', () => {
    expect(requesterKey('203.0.113.7')).toBe('203.0.113.7');
    expect(requesterKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one requester', () => {
    const expected = '2001:db8:85a3:42::/64';
    expect(requesterKey('2001:db8:85a3:42::1')).toBe(expected);
    expect(requesterKey('2001:0db8:85a3:0042:ffff:ffff:ffff:ffff')).toBe(expected);
    expect(requesterKey('2001:db8:85a3:42:1234::9%eth0')).toBe(expected);
    expect(requesterKey('2001:db8:85a3:43::1')).not.toBe(expected);
    expect(requesterKey('::1')).toBe('0:0:0:0::/64');
    expect(requesterKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
