import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import type { Response } from 'express';

/** Postgres error codes we turn into client errors instead of 500s. */
const PG_UNIQUE_VIOLATION = '23505';
const PG_INVALID_TEXT = '22P02';
const PG_FOREIGN_KEY_VIOLATION = '23503';

/**
 * Every error leaves a service as JSON `{ message }` with a fitting status: validation arrays are joined,
 * a unique violation is 409, and anything unexpected is a logged 500 that leaks no internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const { status, message } = this.describe(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    res.status(status).json({ message });
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
    const bodyError = describeBodyParserError(exception);
    if (bodyError) return bodyError;
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
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
