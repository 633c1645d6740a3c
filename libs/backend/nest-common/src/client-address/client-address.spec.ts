import { CLIENT_ADDRESS_HEADER } from '@petcora/contracts';
import { clientAddressOf } from './client-address';

const peer = { remoteAddress: '10.1.0.7' };

describe('clientAddressOf', () => {
  it('is the address the gateway sent, IPv4 or IPv6', () => {
    expect(clientAddressOf({ headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.9' }, socket: peer })).toBe(
      '203.0.113.9',
    );
    expect(clientAddressOf({ headers: { [CLIENT_ADDRESS_HEADER]: ' 2001:db8::1 ' }, socket: peer })).toBe(
      '2001:db8::1',
    );
  });

  it('never reads X-Forwarded-For or Forwarded, whatever they claim', () => {
    const headers = {
      'x-forwarded-for': '198.51.100.1, 198.51.100.2',
      forwarded: 'for=198.51.100.3',
      'x-real-ip': '198.51.100.4',
    };
    expect(clientAddressOf({ headers, socket: peer })).toBe('10.1.0.7');
    expect(clientAddressOf({ headers: { ...headers, [CLIENT_ADDRESS_HEADER]: '203.0.113.9' } })).toBe(
      '203.0.113.9',
    );
  });

  it('counts a request without the header (not through the gateway) as the address it came from', () => {
    expect(clientAddressOf({ headers: {}, socket: peer })).toBe('10.1.0.7');
    expect(clientAddressOf({ headers: {} })).toBe('unknown');
  });

  it('never uses a value that is no IP address', () => {
    for (const value of ['', 'unknown', '203.0.113.9, 10.0.0.1', '203.0.113.9:443', 'x'.repeat(100)])
      expect(clientAddressOf({ headers: { [CLIENT_ADDRESS_HEADER]: value }, socket: peer })).toBe('10.1.0.7');
  });
});
