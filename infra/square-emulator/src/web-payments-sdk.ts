import { TEST_CARDS } from './test-cards';

/**
 * A stand-in for Square's Web Payments SDK script (`square.js`), with the part of its interface a card checkout
 * uses: `Square.payments(appId, locationId)` → `card()` → `attach(selector)`, `tokenize()` → `{ status, token }`,
 * `destroy()`, and `verifyBuyer(token, details)` → `{ token }` for 3-D Secure. The card inputs live in the page
 * (the real SDK draws them in an iframe on Square's origin); the nonce names the test card's outcome.
 */
export function webPaymentsSdkScript(): string {
  const cards = JSON.stringify(
    TEST_CARDS.map((c) => ({ number: c.number, brand: c.brand, outcome: c.outcome })),
  );
  return `(function () {
  'use strict';
  var CARDS = ${cards};
  function digits(v) { return String(v || '').replace(/\\D/g, ''); }
  function luhn(n) {
    var sum = 0;
    for (var i = 0; i < n.length; i++) {
      var d = Number(n[n.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return n.length >= 12 && sum % 10 === 0;
  }
  function brandOf(n) {
    if (/^4/.test(n)) return 'VISA';
    if (/^5[1-5]/.test(n)) return 'MASTERCARD';
    if (/^3[47]/.test(n)) return 'AMERICAN_EXPRESS';
    return 'OTHER_BRAND';
  }
  function random() {
    var a = new Uint8Array(12); crypto.getRandomValues(a);
    return Array.prototype.map.call(a, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  function input(name, label, placeholder, mode) {
    var wrap = document.createElement('label');
    wrap.style.display = 'block';
    wrap.style.marginBottom = '8px';
    var text = document.createElement('span');
    text.textContent = label;
    text.style.display = 'block';
    text.style.fontSize = '14px';
    var field = document.createElement('input');
    field.name = name;
    field.setAttribute('aria-label', label);
    field.setAttribute('data-sq-field', name);
    field.placeholder = placeholder;
    field.inputMode = mode;
    field.autocomplete = 'off';
    field.style.width = '100%';
    field.style.padding = '8px';
    field.style.boxSizing = 'border-box';
    wrap.appendChild(text);
    wrap.appendChild(field);
    return { wrap: wrap, field: field };
  }
  function Card() { this.root = null; this.fields = null; }
  Card.prototype.attach = function (target) {
    var host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host) return Promise.reject(new Error('Card container not found: ' + target));
    var root = document.createElement('div');
    root.setAttribute('data-square-card', 'emulator');
    var number = input('cardNumber', 'Card number', '4111 1111 1111 1111', 'numeric');
    var expiry = input('expirationDate', 'Expiration date', 'MM/YY', 'numeric');
    var cvv = input('cvv', 'CVV', '123', 'numeric');
    root.appendChild(number.wrap); root.appendChild(expiry.wrap); root.appendChild(cvv.wrap);
    host.appendChild(root);
    this.root = root;
    this.fields = { number: number.field, expiry: expiry.field, cvv: cvv.field };
    return Promise.resolve();
  };
  Card.prototype.tokenize = function () {
    if (!this.fields) return Promise.reject(new Error('Card is not attached'));
    var errors = [];
    var n = digits(this.fields.number.value);
    var exp = /^\\s*(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})\\s*$/.exec(this.fields.expiry.value);
    var cvv = digits(this.fields.cvv.value);
    if (!luhn(n)) errors.push({ type: 'VALIDATION_ERROR', field: 'cardNumber', message: 'Card number is not valid' });
    var month = exp ? Number(exp[1]) : 0;
    var year = exp ? Number(exp[2].length === 2 ? '20' + exp[2] : exp[2]) : 0;
    var now = new Date();
    if (!exp || month < 1 || month > 12 || year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1)
      errors.push({ type: 'VALIDATION_ERROR', field: 'expirationDate', message: 'Expiration date is not valid' });
    if (cvv.length < 3 || cvv.length > 4) errors.push({ type: 'VALIDATION_ERROR', field: 'cvv', message: 'CVV is not valid' });
    if (errors.length > 0) return Promise.resolve({ status: 'Invalid', errors: errors });
    var known = CARDS.filter(function (c) { return c.number === n; })[0];
    var brand = known ? known.brand : brandOf(n);
    var outcome = known ? known.outcome : 'ok';
    var last4 = n.slice(-4);
    return Promise.resolve({
      status: 'OK',
      token: 'cnon:emu-' + outcome + '-' + brand + '-' + last4 + '-' + random(),
      details: { method: 'Card', card: { brand: brand, last4: last4, expMonth: month, expYear: year } },
    });
  };
  Card.prototype.destroy = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null; this.fields = null;
    return Promise.resolve(true);
  };
  function Payments(applicationId, locationId) {
    if (!applicationId) throw new Error('An application id is required');
    this.applicationId = applicationId; this.locationId = locationId;
  }
  Payments.prototype.card = function () { return Promise.resolve(new Card()); };
  // The challenge is passed at once: the emulator only checks that a verification token came with the payment.
  Payments.prototype.verifyBuyer = function (token) {
    return Promise.resolve({ token: /^cnon:emu-verify-/.test(token) ? 'verf:emu-' + random() : undefined, userChallenged: /^cnon:emu-verify-/.test(token) });
  };
  window.Square = { payments: function (applicationId, locationId) { return new Payments(applicationId, locationId); } };
})();
`;
}
