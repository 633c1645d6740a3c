import {
  emailChangedMail,
  emailChangeMail,
  emailVerificationMail,
  MAIL_SUBJECTS,
  maskEmail,
  orderConfirmationMail,
  orderUpdateMail,
  passwordResetMail,
  renderMail,
} from './templates';

describe('mail templates', () => {
  it('writes the link out in the text version and escapes every value in the HTML', () => {
    const mail = passwordResetMail({
      to: 'ann@example.com',
      name: '<b>Ann</b>',
      link: 'http://localhost:8080/reset-password?token=abc&x="1"',
      validMinutes: 30,
    });
    expect(mail.subject).toBe(MAIL_SUBJECTS.passwordReset);
    expect(mail.text).toContain(
      'Choose a new password: http://localhost:8080/reset-password?token=abc&x="1"',
    );
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain('Hello &lt;b&gt;Ann&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Ann</b>');
    expect(mail.html).toContain('href="http://localhost:8080/reset-password?token=abc&amp;x=&quot;1&quot;"');
    expect(mail.unsubscribeUrl).toBeUndefined();
  });

  it('adds the unsubscribe link to both versions only when the message has one', () => {
    const withLink = renderMail({
      to: 'a@example.com',
      subject: 'Your order',
      paragraphs: ['Thanks'],
      unsubscribeUrl: 'http://localhost:8080/unsubscribe?u=1',
    });
    expect(withLink.text).toContain('Unsubscribe: http://localhost:8080/unsubscribe?u=1');
    expect(withLink.html).toContain('>Unsubscribe</a>');
    const verification = emailVerificationMail({
      to: 'a@example.com',
      link: 'http://x/verify',
      validHours: 24,
    });
    expect(verification.text).not.toContain('Unsubscribe');
    expect(verification.text.startsWith('Hello,')).toBe(true);
  });

  it('confirms a new address at that address and tells the old one only a masked form of it', () => {
    const confirm = emailChangeMail({
      to: 'new@example.com',
      link: 'http://x/verify-email?token=t',
      validHours: 24,
    });
    expect(confirm.subject).toBe(MAIL_SUBJECTS.emailChange);
    expect(confirm.text).toContain('Confirm my new address: http://x/verify-email?token=t');
    const notice = emailChangedMail({
      to: 'old@example.com',
      maskedNewEmail: maskEmail('maya.lee@example.com'),
      resetUrl: 'http://x/forgot-password',
    });
    expect(notice.subject).toBe(MAIL_SUBJECTS.emailChanged);
    expect(notice.text).toContain('m•••••••@example.com');
    expect(notice.text).not.toContain('maya.lee');
    expect(notice.text).toContain('http://x/forgot-password');
  });

  it('masks the local part of an address whatever its length', () => {
    expect(maskEmail('a@example.com')).toBe('a•@example.com');
    expect(maskEmail('ab@example.com')).toBe('a•@example.com');
    expect(maskEmail('averyveryverylongname@example.com')).toBe('a••••••••@example.com');
    expect(maskEmail('no-at-sign')).toBe('•••');
  });

  it('writes the order confirmation and the shipping update with the order, the card and the tracking number', () => {
    const common = {
      to: 'maya@example.com',
      name: 'Maya',
      orderNumber: '1F2A3B4C',
      totalAmount: 4998,
      items: [{ name: 'Dog <Shampoo>', quantity: 2, price: 2499 }],
      ordersUrl: 'http://localhost:8080/dashboard',
    };
    const confirmed = orderConfirmationMail({ ...common, card: 'Visa ending in 1111' });
    expect(confirmed.subject).toBe('Your Pet Cora order #1F2A3B4C is confirmed');
    expect(confirmed.text).toContain('Dog <Shampoo> × 2: $49.98');
    expect(confirmed.text).toContain('Total paid: $49.98 (Visa ending in 1111)');
    expect(confirmed.html).toContain('Dog &lt;Shampoo&gt;');
    const shipped = orderUpdateMail({
      ...common,
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999',
      refundAmount: 0,
    });
    expect(shipped.subject).toBe('Your Pet Cora order #1F2A3B4C has shipped');
    expect(shipped.text).toContain('Carrier: UPS · Tracking number: 1Z999');
    const canceled = orderUpdateMail({
      ...common,
      status: 'canceled',
      carrier: null,
      trackingNumber: null,
      refundAmount: 4998,
    });
    expect(canceled.text).toContain('$49.98 is on its way back to your card');
  });
});
