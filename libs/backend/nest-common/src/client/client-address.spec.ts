import { clientAddress, clientKey } from './client-address';

describe('clientAddress', () => {
  it('takes the last X-Forwarded-For entry (the peer the gateway saw), else the socket peer', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' } })).toBe(
      '198.51.100.7',
    );
    expect(clientAddress({ headers: { 'x-forwarded-for': ['1.1.1.1', '2.2.2.2'] } })).toBe('2.2.2.2');
    expect(clientAddress({ headers: {}, socket: { remoteAddress: '10.0.0.1' } })).toBe('10.0.0.1');
    expect(clientAddress({ headers: {}, raw: { socket: { remoteAddress: '10.0.0.2' } } })).toBe('10.0.0.2');
    expect(clientAddress({ headers: {} })).toBe('unknown');
  });
});

describe('clientKey', () => {
  it('keys IPv4 (also IPv4-mapped) as is and IPv6 by its /64', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('unknown')).toBe('unknown');
  });
});
