import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it('accepts public IPv4 and global IPv6 addresses', () => {
    for (const address of [
      '8.8.8.8',
      '142.250.74.202',
      '1.1.1.1',
      '2a00:1450:4007:80e::200a',
      '2606:4700::1111',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, shared, unspecified, multicast and reserved IPv4', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('172.32.0.1')).toBe(true);
    expect(isPublicAddress('100.128.0.1')).toBe(true);
  });

  it('refuses IPv6 loopback, unique-local, link-local, multicast and documentation addresses', () => {
    for (const address of [
      '::1',
      '::',
      'fd00::1',
      'fc00::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '2001:db8::1',
      '100::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('judges an IPv6 address that carries an IPv4 one by the IPv4 address', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      '64:ff9b::10.0.0.1',
      '2002:7f00:1::1',
      '2002:c0a8:101::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('64:ff9b::808:808')).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const text of ['', 'localhost', '2130706433', '0x7f000001', '1.2.3'])
      expect(isPublicAddress(text), text).toBe(false);
  });
});
