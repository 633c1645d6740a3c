import type { ArgumentsHost } from '@nestjs/common';
import { Client } from 'pg';
import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
} from 'typeorm';
import {
  AllExceptionsFilter,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './all-exceptions.filter';

function answer(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  // Fastify's reply, as the filter receives it: Node's answer in `raw`.
  const res = {
    raw: { headersSent: false },
    sent: false,
    code(code: number) {
      sent.status = code;
      return this;
    },
    send(body: unknown) {
      sent.body = body;
    },
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({}) }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('the database going away answers 503, other errors keep their status', () => {
  it.each([
    [
      'a restart (57P01)',
      new QueryFailedError(
        'INSERT',
        [],
        pgError('57P01', 'terminating connection due to administrator command'),
      ),
    ],
    ['crash recovery (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', pgError('08006', 'connection failure')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['a transaction whose connection dropped', new QueryRunnerProviderAlreadyReleasedError()],
    ['a COMMIT on a connection already dropped', new QueryRunnerAlreadyReleasedError()],
  ])('%s', (_name, error) => {
    expect(answer(error)).toEqual({ status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE } });
  });

  it('a real refused connection from pg', async () => {
    const client = new Client({
      connectionString: 'postgres://postgres@127.0.0.1:1/none',
      connectionTimeoutMillis: 1000,
    });
    const error = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('leaves a constraint violation, a syntax error and an unknown error alone', () => {
    expect(answer(new QueryFailedError('INSERT', [], pgError('23505', 'duplicate key'))).status).toBe(409);
    expect(answer(new QueryFailedError('SELEC', [], pgError('42601', 'syntax error'))).status).toBe(500);
    expect(answer(new Error('boom'))).toEqual({ status: 500, body: { message: 'Internal server error' } });
  });
});
