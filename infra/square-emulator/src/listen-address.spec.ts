import { emulatorListenAddress } from './listen-address';

describe('emulatorListenAddress', () => {
  it('binds to loopback on port 3010 by default (not every interface)', () => {
    expect(emulatorListenAddress({})).toEqual({ port: 3010, host: '127.0.0.1' });
  });

  it('honours PORT and HOST', () => {
    expect(emulatorListenAddress({ PORT: '4010', HOST: '0.0.0.0' })).toEqual({ port: 4010, host: '0.0.0.0' });
  });
});
