import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { Mailer } from './mailer';
import { passwordResetMail } from './templates';

// smtp-server ships without types (it is maildev's SMTP listener); only what this test uses is declared.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SMTPServer } = require('smtp-server') as {
  SMTPServer: new (options: Record<string, unknown>) => {
    listen(port: number, host: string, done: () => void): void;
    close(done: () => void): void;
    server: { address(): AddressInfo };
  };
};

interface Received {
  from: string;
  to: string[];
  raw: string;
}

async function startSmtp(received: Received[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(
      stream: NodeJS.ReadableStream,
      session: { envelope: { mailFrom: { address: string }; rcptTo: { address: string }[] } },
      done: () => void,
    ) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.server.address().port, close: () => new Promise<void>((r) => server.close(r)) };
}

describe('Mailer', () => {
  it('delivers the text and HTML versions to a real SMTP listener', async () => {
    const received: Received[] = [];
    const smtp = await startSmtp(received);
    const mailer = new Mailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Pet Cora <no-reply@petcora.test>',
    });
    try {
      await mailer.send(
        passwordResetMail({
          to: 'ann@example.com',
          link: 'http://localhost/reset-password?token=t',
          validMinutes: 30,
        }),
      );
    } finally {
      mailer.close();
      await smtp.close();
    }
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@petcora.test');
    expect(received[0].to).toEqual(['ann@example.com']);
    expect(received[0].raw).toContain('Subject: Reset your Pet Cora password');
    expect(received[0].raw).toContain('Content-Type: text/plain');
    expect(received[0].raw).toContain('Content-Type: text/html');
  });

  it('rejects when no SMTP server answers, so the queue retries the job', async () => {
    const mailer = new Mailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@petcora.test', timeoutMs: 2000 });
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
    mailer.close();
  });

  it('sets List-Unsubscribe only on messages that carry an unsubscribe link', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = ((options: nodemailer.SendMailOptions) =>
      original(options).then((info: { message: Buffer }) => {
        sent.push(info.message.toString('utf8'));
        return info;
      })) as typeof transport.sendMail;
    const mailer = new Mailer({ smtpUrl: 'unused', from: 'x@petcora.test' }, transport);
    await mailer.send({
      to: 'a@example.com',
      subject: 's',
      text: 't',
      html: 'h',
      unsubscribeUrl: 'http://u/1',
    });
    await mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' });
    expect(sent[0]).toContain('List-Unsubscribe: <http://u/1>');
    expect(sent[1]).not.toContain('List-Unsubscribe');
  });
});
