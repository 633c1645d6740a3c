import type { MailMessage } from './mailer';

/** The product's colours (docs/DESIGN: ink, forest, sand, cream); mail clients need them inline. */
const INK = '#1E2A24';
const FOREST = '#2F5D46';
const SAND = '#F5EFE6';
const CREAM = '#FFFDF9';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One message's content: paragraphs, an optional button, and the footer lines. */
export interface MailContent {
  to: string;
  subject: string;
  /** Salutation's name; the message says "Hello," without one. */
  name?: string | null;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Lines under the button (e.g. how long the link works, what to do if it was not you). */
  notes?: string[];
  /** Marketing and order mail: the footer links here and the List-Unsubscribe header names it. */
  unsubscribeUrl?: string;
}

/**
 * Renders content in the product's look: a plain-text version that reads well alone (links written out) and an
 * HTML version with the same words, every value escaped.
 */
export function renderMail(content: MailContent): MailMessage {
  const greeting = content.name ? `Hello ${content.name},` : 'Hello,';
  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.notes ?? []).flatMap((note) => [note, '']),
    '— Pet Cora',
    ...(content.unsubscribeUrl ? ['', `Unsubscribe: ${content.unsubscribeUrl}`] : []),
  ].join('\n');

  const paragraph = (body: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK}">${escapeHtml(body)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${FOREST};color:#FFFFFF;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${INK}">Or paste this link into your browser: <a href="${escapeHtml(content.action.url)}" style="color:${FOREST}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const notes = (content.notes ?? [])
    .map(
      (note) =>
        `<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:${INK};opacity:0.8">${escapeHtml(note)}</p>`,
    )
    .join('');
  const unsubscribe = content.unsubscribeUrl
    ? ` · <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:${FOREST}">Unsubscribe</a>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${SAND};font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${SAND}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${CREAM};border-radius:12px">
<tr><td style="padding:24px 32px 0;font-size:20px;font-weight:700;color:${FOREST}">Pet Cora</td></tr>
<tr><td style="padding:24px 32px 32px">
${paragraph(greeting)}${content.paragraphs.map(paragraph).join('')}${button}${notes}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:${INK};opacity:0.7">Pet Cora${unsubscribe}</p>
</td></tr></table>
</body></html>`;

  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    unsubscribeUrl: content.unsubscribeUrl,
  };
}

export const MAIL_SUBJECTS = {
  passwordReset: 'Reset your Pet Cora password',
  passwordChanged: 'Your Pet Cora password was changed',
  emailVerification: 'Confirm your e-mail address for Pet Cora',
  emailChange: 'Confirm your new e-mail address for Pet Cora',
  emailChanged: 'The e-mail address of your Pet Cora account was changed',

  orderConfirmation: (number: string) => `Your Pet Cora order #${number} is confirmed`,
  orderUpdate: (number: string, what: string) => `Your Pet Cora order #${number} ${what}`,
} as const;

interface Recipient {
  to: string;
  name?: string | null;
}

export function passwordResetMail(input: Recipient & { link: string; validMinutes: number }): MailMessage {
  return renderMail({
    to: input.to,
    name: input.name,
    subject: MAIL_SUBJECTS.passwordReset,
    paragraphs: ['Someone asked to reset the password of your Pet Cora account.'],
    action: { label: 'Choose a new password', url: input.link },
    notes: [
      `The link works once, for ${input.validMinutes} minutes.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
  });
}

export function passwordChangedMail(input: Recipient & { signInUrl: string; resetUrl: string }): MailMessage {
  return renderMail({
    to: input.to,
    name: input.name,
    subject: MAIL_SUBJECTS.passwordChanged,
    paragraphs: [
      'The password of your Pet Cora account was just changed, and every device signed in to it was signed out.',
    ],
    action: { label: 'Sign in', url: input.signInUrl },
    notes: [`If this was not you, reset your password now: ${input.resetUrl}`],
  });
}

export function emailVerificationMail(input: Recipient & { link: string; validHours: number }): MailMessage {
  return renderMail({
    to: input.to,
    name: input.name,
    subject: MAIL_SUBJECTS.emailVerification,
    paragraphs: ['Please confirm that this is your e-mail address, so we can reach you about your account.'],
    action: { label: 'Confirm my address', url: input.link },
    notes: [
      `The link works for ${input.validHours} hours.`,
      'If you did not create a Pet Cora account, ignore this message.',
    ],
  });
}

export function emailChangeMail(input: Recipient & { link: string; validHours: number }): MailMessage {
  return renderMail({
    to: input.to,
    name: input.name,
    subject: MAIL_SUBJECTS.emailChange,
    paragraphs: [
      'You asked to use this address for your Pet Cora account. Confirm it and it becomes the address you sign in with.',
    ],
    action: { label: 'Confirm my new address', url: input.link },
    notes: [
      `The link works once, for ${input.validHours} hours. Until then your account keeps its current address.`,
      'If you did not ask for this, ignore this message: nothing changes.',
    ],
  });
}

/** To the old address: it no longer signs in, so the message says where the account went (masked) and what to do. */
export function emailChangedMail(
  input: Recipient & { maskedNewEmail: string; resetUrl: string },
): MailMessage {
  return renderMail({
    to: input.to,
    name: input.name,
    subject: MAIL_SUBJECTS.emailChanged,
    paragraphs: [
      `The e-mail address of your Pet Cora account was changed to ${input.maskedNewEmail}. This address no longer signs in.`,
    ],
    notes: [`If this was not you, reset your password now and contact us: ${input.resetUrl}`],
  });
}

/** `maya.lee@example.com` → `m•••••••@example.com`: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}${'•'.repeat(Math.min(at - 1, 8) || 1)}${email.slice(at)}`;
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export interface OrderMailInput extends Recipient {
  orderNumber: string;
  totalAmount: number;
  items: { name: string; quantity: number; price: number }[];
  /** Where the member sees the order (the dashboard). */
  ordersUrl: string;
}

/** Sent once the order's card payment completes. */
export function orderConfirmationMail(input: OrderMailInput & { card: string | null }): MailMessage {
  return renderMail({
    to: input.to,
    name: input.name,
    subject: MAIL_SUBJECTS.orderConfirmation(input.orderNumber),
    paragraphs: [
      `Thank you for your order #${input.orderNumber}. Your payment went through and we are preparing it.`,
      ...input.items.map((i) => `${i.name} × ${i.quantity}: ${usd(i.price * i.quantity)}`),
      `Total paid: ${usd(input.totalAmount)}${input.card ? ` (${input.card})` : ''}`,
    ],
    action: { label: 'View your order', url: input.ordersUrl },
    notes: ['We will write again when it ships.'],
  });
}

/** Sent when an operator moves the order along or refunds part of it. */
export function orderUpdateMail(
  input: OrderMailInput & {
    status: string;
    carrier: string | null;
    trackingNumber: string | null;
    refundAmount: number;
  },
): MailMessage {
  let what: string;
  const paragraphs: string[] = [];
  if (input.status === 'shipped') {
    what = 'has shipped';
    paragraphs.push(`Good news: order #${input.orderNumber} is on its way.`);
    if (input.carrier || input.trackingNumber)
      paragraphs.push(`Carrier: ${input.carrier ?? '—'} · Tracking number: ${input.trackingNumber ?? '—'}`);
  } else if (input.status === 'delivered') {
    what = 'was delivered';
    paragraphs.push(`Order #${input.orderNumber} was delivered. We hope your pet enjoys it.`);
  } else if (input.status === 'canceled') {
    what = 'was canceled';
    paragraphs.push(`Order #${input.orderNumber} was canceled.`);
  } else {
    what = 'was refunded in part';
    paragraphs.push(`We refunded part of order #${input.orderNumber}.`);
  }
  if (input.refundAmount > 0)
    paragraphs.push(
      `${usd(input.refundAmount)} is on its way back to your card; banks take a few days to show it.`,
    );
  return renderMail({
    to: input.to,
    name: input.name,
    subject: MAIL_SUBJECTS.orderUpdate(input.orderNumber, what),
    paragraphs,
    action: { label: 'View your order', url: input.ordersUrl },
  });
}
