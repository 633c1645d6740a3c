import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
} from 'typeorm';
import type { ServerResponse } from 'node:http';
import { requestTraceOf, withTraceSync } from '@petcora/tracing';

/** Postgres error codes we turn into client errors instead of 500s. */
const PG_UNIQUE_VIOLATION = '23505';
const PG_INVALID_TEXT = '22P02';
const PG_FOREIGN_KEY_VIOLATION = '23503';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';
/** Postgres going away (shutdown, restart, crash recovery) or unreachable, as pg and the socket report it. */
const PG_SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']); // admin / crash shutdown, cannot connect now
const PG_CONNECTION_EXCEPTION_CLASS = '08';
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * True when the database could not be reached or dropped the connection: the request did not half happen (its
 * transaction rolled back with the connection), so the client may retry, and 503 says so where 500 would say bug.
 */
export function isDatabaseUnavailable(exception: unknown): boolean {
  // TypeORM releases a transaction's connection when it errors (the server went away mid-transaction); the
  // transaction's next statement (or its COMMIT, never sent) then finds it released: TypeORM words it two ways.
  if (
    exception instanceof QueryRunnerProviderAlreadyReleasedError ||
    exception instanceof QueryRunnerAlreadyReleasedError
  )
    return true;
  const candidates = [exception, (exception as { driverError?: unknown } | null)?.driverError];
  return candidates.some((error) => {
    // Duck-typed: errors made by Node's own sockets may come from another realm (instanceof Error fails in jest).
    if (typeof error !== 'object' || error === null) return false;
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (PG_SERVER_GOING_AWAY.has(code) || SOCKET_ERRORS.has(code)) return true;
      if (code.length === 5 && code.startsWith(PG_CONNECTION_EXCEPTION_CLASS)) return true;
    }
    // pg's own wording when the server closes the socket under a query or a connect times out.
    return typeof message === 'string' && /^Connection terminated/.test(message);
  });
}

/**
 * Every error leaves a service as JSON `{ message }` with a fitting status: validation arrays are joined,
 * a unique violation is 409, the database being away is 503, and anything unexpected is a logged 500 that leaks no
 * internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<AnswerObject>();
    const { status, message } = this.describe(exception);
    // The line joins the request's others by its trace, which rides on the request (ADR 0054).
    withTraceSync(requestTraceOf(http.getRequest<object>()), () => {
      if (status === HttpStatus.SERVICE_UNAVAILABLE && !(exception instanceof HttpException))
        this.logger.warn(
          `Database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`,
        );
      else if (status >= 500)
        this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    });
    sendJsonError(res, status, { message });
  }

  private describe(exception: unknown): { status: number; message: string } {
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join(', ') : typeof raw === 'string' ? raw : exception.message;
      return { status: exception.getStatus(), message };
    }
    if (exception instanceof QueryFailedError) {
      const code = (exception as QueryFailedError & { driverError?: { code?: string } }).driverError?.code;
      if (code === PG_UNIQUE_VIOLATION)
        return { status: HttpStatus.CONFLICT, message: 'That already exists' };
      if (code === PG_INVALID_TEXT) return { status: HttpStatus.BAD_REQUEST, message: 'Invalid identifier' };
      if (code === PG_FOREIGN_KEY_VIOLATION)
        return { status: HttpStatus.BAD_REQUEST, message: 'Referenced item does not exist' };
    }
    if (isDatabaseUnavailable(exception))
      return { status: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
    const bodyError = describeBodyParserError(exception);
    if (bodyError) return bodyError;
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
}

/** What a filter receives as the answer: Fastify's reply (which wraps Node's in `raw`). */
interface AnswerObject {
  raw: ServerResponse;
  sent: boolean;
  code(status: number): { send(body: unknown): void };
}

/**
 * Writes the error's JSON, unless an answer has already started (a stream, a file being sent): then only the log line
 * tells.
 */
function sendJsonError(res: AnswerObject, status: number, body: { message: string }): void {
  if (!res.sent && !res.raw.headersSent) res.code(status).send(body);
}

export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';

/**
 * Errors of the body parsers (body-parser / raw-body, which run before any route): a body over the limit is 413
 * with a message, a malformed or wrongly encoded body 400/415. They carry a 4xx `status` and either a `type` or,
 * like a zlib error for a body that claims gzip but is not, http-errors' `expose` flag instead.
 */
function describeBodyParserError(exception: unknown): { status: number; message: string } | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const { type, status, expose } = exception as { type?: unknown; status?: unknown; expose?: unknown };
  if (type === 'entity.too.large')
    return { status: HttpStatus.PAYLOAD_TOO_LARGE, message: BODY_TOO_LARGE_MESSAGE };
  const fromParser = typeof type === 'string' || expose === true;
  if (fromParser && typeof status === 'number' && status >= 400 && status < 500)
    return {
      status,
      message: status === 415 ? 'Unsupported request body encoding' : 'Malformed request body',
    };
  return null;
}
