import { createServer, type AddressInfo } from 'node:net';

// smtp-server and mailparser ship without types (maildev's SMTP listener and parser); what the tests use is declared.
interface ParsedMail {
  to?: { value: { address?: string }[] } | { value: { address?: string }[] }[];
  subject?: string;
  text?: string;
  html?: string | false;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { simpleParser } = require('mailparser') as {
  simpleParser(source: NodeJS.ReadableStream): Promise<ParsedMail>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SMTPServer } = require('smtp-server') as {
  SMTPServer: new (options: Record<string, unknown>) => {
    listen(port: number, host: string, done: () => void): void;
    close(done: () => void): void;
  };
};

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A free TCP port on 127.0.0.1 (the listener can be stopped and started again on it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real SMTP listener on a fixed port that keeps what arrives, parsed: the account service sends to it exactly as
 * to a real server. `stop` and `start` again play an SMTP outage.
 */
export class SmtpInbox {
  readonly received: ReceivedMail[] = [];
  private server?: InstanceType<typeof SMTPServer>;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const received = this.received;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream: NodeJS.ReadableStream, _session: unknown, done: (error?: Error) => void) {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            received.push({
              to: to?.value[0]?.address ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(resolve));
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to === address.toLowerCase());
  }
}

/** The token of the first link to `path` in a mail's text. */
export function tokenFrom(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return match[1];
}
