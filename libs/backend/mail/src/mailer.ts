import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** One message in both forms every mail client can show. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `List-Unsubscribe` target for messages the law expects one on (not on account security mail). */
  unsubscribeUrl?: string;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` (or `smtps://`); the local catcher under npm start and the e2e stack. */
  smtpUrl: string;
  /** The sender shown to members, e.g. `Pet Cora <no-reply@petcora.example>`. */
  from: string;
  /** Give up on one SMTP conversation after this long, so a stalled server fails the job (then retried). */
  timeoutMs?: number;
}

/**
 * The one mailer of every service: a nodemailer SMTP transport built from SMTP_URL. It only sends; queueing,
 * retries and deciding what to say belong to the caller (mail-queue.ts, templates.ts).
 */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly options: MailerOptions,
    transport?: Transporter,
  ) {
    const timeoutMs = options.timeoutMs ?? 10_000;
    this.transport =
      transport ??
      nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      } satisfies SMTPTransport.Options);
  }

  /** Sends one message; rejects when the server is down or refuses it. Answers the server's message id. */
  async send(message: MailMessage): Promise<string> {
    const info = await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.unsubscribeUrl
        ? {
            'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : undefined,
    });
    return String(info.messageId ?? '');
  }

  close(): void {
    this.transport.close();
  }
}

/** The default SMTP_URL of a local run: the mail catcher npm start runs (infra/scripts/lib/maildev.mjs). */
export const LOCAL_SMTP_URL = 'smtp://127.0.0.1:1025';
export const DEFAULT_MAIL_FROM = 'Pet Cora <no-reply@petcora.local>';
