import { PayloadTooLargeException } from '@nestjs/common';
import { createWriteStream } from 'node:fs';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_MESSAGES } from '@petcora/validation';
import { detectMedia, SIGNATURE_BYTES } from './media-signatures';
import type { MediaType } from './media-types';
import { removeQuietly, temporaryPath } from './stored-media';
import { acceptedType, megabytes, type UploadFieldRule } from './upload-rules';

/** A file fully written to its temporary path, of an accepted type. */
export interface ReceivedFile {
  temporary: string;
  type: MediaType;
  size: number;
}

/**
 * Counts bytes (failing as soon as the limit is passed) and holds back the first SIGNATURE_BYTES until the type is
 * decided, so a refused file never reaches the disk beyond its header and memory use stays one chunk.
 */
class SizeAndTypeGate extends Transform {
  size = 0;
  type: MediaType | null = null;
  private held: Buffer[] = [];
  private heldBytes = 0;

  constructor(private readonly rule: UploadFieldRule) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > megabytes(this.rule.maxMegabytes))
      return done(new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge(this.rule.maxMegabytes)));
    if (this.type) return done(null, chunk);
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes < SIGNATURE_BYTES) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.type) return done();
    this.release(done); // a file shorter than the signature window: decide on what there is
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.held, this.heldBytes);
    this.held = [];
    try {
      this.type = acceptedType(detectMedia(head), this.rule.accept);
    } catch (refusal) {
      return done(refusal as Error);
    }
    done(null, head);
  }
}

/** Streams one file part to a temporary file in `directory`; on any failure the temporary file is gone. */
export async function receiveFile(
  input: Readable,
  rule: UploadFieldRule,
  directory: string,
): Promise<ReceivedFile> {
  const temporary = temporaryPath(directory);
  const gate = new SizeAndTypeGate(rule);
  const output = createWriteStream(temporary, { flags: 'wx' });
  try {
    await pipeline(input, gate, output);
  } catch (error) {
    // The write stream may still be opening or flushing; remove the file only once it is closed.
    if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
    await removeQuietly(temporary);
    throw error;
  }
  return { temporary, type: gate.type!, size: gate.size };
}
