import { applyCspNonce } from './csp-nonce';

describe('applyCspNonce', () => {
  afterEach(() => document.head.querySelector('meta[name="csp-nonce"]')?.remove());

  it("reads the gateway's nonce from the page", () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'r4nd0m';
    document.head.append(meta);
    expect(applyCspNonce()).toBe('r4nd0m');
  });

  it('does nothing on a page without one', () => {
    expect(applyCspNonce()).toBeUndefined();
  });
});
