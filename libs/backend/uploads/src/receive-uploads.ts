import { BadRequestException, RequestTimeoutException } from '@nestjs/common';
import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { mkdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { ReceivedUploads } from './received-uploads';
import { type ReceivedFile, receiveFile } from './receive-file';
import { publish } from './processing/publish';
import { removeQuietly, removeStoredFiles, type StoredMedia } from './stored-media';
import { megabytes, type UploadOptions } from './upload-rules';

const DEFAULT_TEXT_FIELDS = 20;
const DEFAULT_TEXT_FIELD_BYTES = 64 * 1024;
export const DEFAULT_UPLOAD_IDLE_TIMEOUT_MS = 30_000;
export const DEFAULT_UPLOAD_TOTAL_TIMEOUT_MS = 10 * 60_000;
/** Names that would reach an object's prototype if used as keys. */
const FORBIDDEN_FIELD_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

export const MULTIPART_MESSAGES = {
  malformed: 'Malformed multipart body',
  unexpectedField: 'Unexpected field',
  tooManyFiles: 'Too many files',
  tooManyFields: 'Too many form fields',
  fieldTooLong: 'Form field too long',
  aborted: 'Upload aborted',
  idle: 'Upload timed out: no data arrived for too long',
  tooSlow: 'Upload timed out: it took too long',
} as const;

/** Whether a request carries a multipart body (anything else is left to the other body parsers). */
export function isMultipart(req: IncomingMessage): boolean {
  return /^multipart\//i.test(req.headers['content-type'] ?? '');
}

/**
 * Reads a multipart request as a stream: each file goes straight to a temporary file in the storage's staging
 * folder while its bytes are counted and its type is decided from its first bytes. Resolves once every file is
 * complete and handed to the storage under its random final name. Rejects with an HttpException (413 over the limit, 400 for a refused type or a
 * malformed body, 408 for a body that stalls or takes too long) as soon as anything is wrong, including a client that
 * goes away mid-upload; by then every temporary file of the request has been removed.
 */
export async function receiveUploads(req: IncomingMessage, options: UploadOptions): Promise<ReceivedUploads> {
  const rules = new Map(options.fields.map((rule) => [rule.name, rule]));
  const maxFileBytes = Math.max(0, ...options.fields.map((rule) => megabytes(rule.maxMegabytes)));
  const maxFiles = options.fields.reduce((sum, rule) => sum + (rule.maxFiles ?? 1), 0);
  const maxTextFields = options.maxTextFields ?? DEFAULT_TEXT_FIELDS;
  await mkdir(options.storage.stagingDirectory, { recursive: true });

  return new Promise<ReceivedUploads>((resolve, reject) => {
    if (req.destroyed) {
      reject(new BadRequestException(MULTIPART_MESSAGES.aborted)); // went away while the folder was made
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          // Our own gate refuses at the per-field limit; this is only a backstop for busboy itself.
          fileSize: maxFileBytes + 1,
          files: maxFiles,
          fields: maxTextFields,
          fieldSize: options.maxTextFieldBytes ?? DEFAULT_TEXT_FIELD_BYTES,
          parts: maxFiles + maxTextFields,
        },
      });
    } catch {
      reject(new BadRequestException(MULTIPART_MESSAGES.malformed)); // no or bad boundary, unsupported type
      return;
    }

    const fields: Record<string, string> = {};
    const inputs: Readable[] = [];
    const files: Promise<ReceivedFile & { field: string }>[] = [];
    const fileCounts = new Map<string, number>();
    let failure: unknown = null;
    let parsed = false;

    // Slow bodies: cut off after idleTimeoutMs without a byte, or totalTimeoutMs in all, so a stalled or trickling
    // client cannot hold a partial file (and the request's place) for ever.
    const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_UPLOAD_IDLE_TIMEOUT_MS;
    const timedOut = (message: string) => () => fail(new RequestTimeoutException(message));
    let idleTimer = setTimeout(timedOut(MULTIPART_MESSAGES.idle), idleTimeoutMs);
    const totalTimer = setTimeout(
      timedOut(MULTIPART_MESSAGES.tooSlow),
      options.totalTimeoutMs ?? DEFAULT_UPLOAD_TOTAL_TIMEOUT_MS,
    );
    const stopTimers = (): void => {
      clearTimeout(idleTimer);
      clearTimeout(totalTimer);
      req.off('data', restartIdleTimer);
    };
    const restartIdleTimer = (): void => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(timedOut(MULTIPART_MESSAGES.idle), idleTimeoutMs);
    };
    req.on('data', restartIdleTimer);

    const fail = (error: unknown): void => {
      if (failure) return;
      failure = error;
      stopTimers();
      // Stop parsing, let the rest of the body drain (so the client reads our answer), end every file in flight.
      req.unpipe(parser);
      req.resume();
      parser
        .removeAllListeners('file')
        .removeAllListeners('field')
        .on('error', () => undefined);
      // With an error: a stream destroyed without one, after its data was buffered, can leave its pipeline hanging.
      for (const input of inputs) input.destroy(new Error(MULTIPART_MESSAGES.aborted));
      // Answer only after every temporary file of this request is gone.
      void Promise.allSettled(files).then(async (outcomes) => {
        for (const outcome of outcomes)
          if (outcome.status === 'fulfilled') await removeQuietly(outcome.value.temporary);
        reject(failure);
      });
    };

    parser.on('file', (field, input, _info) => {
      const rule = rules.get(field);
      const count = (fileCounts.get(field) ?? 0) + 1;
      fileCounts.set(field, count);
      if (!rule || count > (rule.maxFiles ?? 1)) {
        input.resume();
        fail(
          new BadRequestException(
            rule
              ? (rule.tooManyMessage ?? MULTIPART_MESSAGES.tooManyFiles)
              : MULTIPART_MESSAGES.unexpectedField,
          ),
        );
        return;
      }
      inputs.push(input);
      const file = receiveFile(input, rule, options.storage.stagingDirectory).then((received) => ({
        ...received,
        field,
      }));
      file.catch(fail);
      files.push(file);
    });

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated)
        return fail(new BadRequestException(MULTIPART_MESSAGES.fieldTooLong));
      if (FORBIDDEN_FIELD_NAMES.has(name))
        return fail(new BadRequestException(MULTIPART_MESSAGES.unexpectedField));
      fields[name] = value;
    });

    parser.on('filesLimit', () =>
      fail(
        new BadRequestException(
          options.fields.find((rule) => rule.tooManyMessage)?.tooManyMessage ??
            MULTIPART_MESSAGES.tooManyFiles,
        ),
      ),
    );
    parser.on('fieldsLimit', () => fail(new BadRequestException(MULTIPART_MESSAGES.tooManyFields)));
    parser.on('partsLimit', () => fail(new BadRequestException(MULTIPART_MESSAGES.tooManyFields)));
    parser.on('error', () => fail(new BadRequestException(MULTIPART_MESSAGES.malformed)));

    parser.on('close', () => {
      parsed = true;
      if (failure) return;
      stopTimers();
      void Promise.all(files).then(
        async (received) => {
          if (failure) return;
          const stored: StoredMedia[] = [];
          try {
            for (const file of received)
              stored.push(
                await publish(file.temporary, options.storage, file.type, rules.get(file.field)!, file.size),
              );
          } catch (error) {
            await Promise.all([
              ...received.map((file) => removeQuietly(file.temporary)),
              removeStoredFiles(
                options.storage,
                stored.flatMap((file) => file.files),
              ),
            ]);
            reject(error);
            return;
          }
          resolve(new ReceivedUploads(stored, fields, options.storage));
        },
        () => undefined, // fail() already answers for a failed file
      );
    });

    // A client that goes away mid-body never ends the parser: treat it as a failure so the files in flight go.
    req.on('close', () => {
      if (!parsed && !req.complete) fail(new BadRequestException(MULTIPART_MESSAGES.aborted));
    });
    req.on('error', () => fail(new BadRequestException(MULTIPART_MESSAGES.aborted)));
    req.pipe(parser);
  });
}
