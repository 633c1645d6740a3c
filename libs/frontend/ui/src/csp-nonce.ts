/**
 * Hands the page's CSP nonce to webpack, so the `<style>` elements libraries add at run time (Radix's scroll lock
 * through react-style-singleton) carry it and the policy needs no `'unsafe-inline'` for styles. The gateway puts a
 * fresh nonce in `<meta name="csp-nonce">` of every page. Each bundle (shell and every remote) has its own webpack
 * runtime, so each sets it when it first loads this library.
 */
declare let __webpack_nonce__: string | undefined;

export function applyCspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const nonce = doc?.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') || undefined;
  if (!nonce) return undefined;
  try {
    // webpack compiles this to its runtime's `nc`, which it puts on every <style>/<script> it creates.
    __webpack_nonce__ = nonce;
  } catch {
    // Not in a webpack bundle (unit tests): the free variable does not exist.
  }
  return nonce;
}

applyCspNonce();
