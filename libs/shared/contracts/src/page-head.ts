/**
 * `<style data-csp-nonce>`: a style element the shell's build put in its pages (the inlined stylesheet). The gateway,
 * which makes each response's CSP nonce, gives it `nonce="…"` there: the policy allows no inline style without one.
 */
export const NONCED_STYLE_ATTRIBUTE = 'data-csp-nonce';
