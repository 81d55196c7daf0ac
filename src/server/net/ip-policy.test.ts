import { describe, expect, it } from 'vitest';
import { isBlockedAddress, parseV6 } from './ip-policy';

describe('isBlockedAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.10.3', 'loopback /8'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'cloud metadata'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with zone'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'mapped loopback (dotted)'],
    ['::ffff:7f00:1', 'mapped loopback (hex)'],
    ['::ffff:10.0.0.1', 'mapped private'],
    ['::ffff:a9fe:a9fe', 'mapped metadata'],
    ['0:0:0:0:0:ffff:7f00:0001', 'mapped loopback, long form'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'IPv4-compatible loopback (hex)'],
    ['::8.8.8.8', 'IPv4-compatible (deprecated)'],
    ['::ffff:0:127.0.0.1', 'SIIT'],
    ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
    ['64:ff9b::a00:1', 'NAT64 of private'],
    ['64:ff9b:1::8.8.8.8', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2001:0:4136:e378::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['not-an-ip', 'garbage'],
  ])('refuses %s (%s)', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('parseV6', () => {
  it('expands :: and embedded IPv4', () => {
    expect(parseV6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseV6('2001:db8::')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]);
    expect(parseV6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseV6('1.2.3.4')).toBeNull();
  });
});
