import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setHeaders } from './set-headers';
import { removeQuietly } from '../stored-media';
import type { MediaStorage } from './media-storage';

export interface S3BucketSettings {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, …); unset → AWS S3 of `region`. */
  endpoint?: string;
  /** MinIO and most self-hosted stores want `bucket` in the path instead of the host name. */
  forcePathStyle?: boolean;
  /** Both or neither; neither → the SDK's default chain (instance or pod role, environment). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** One byte range of the simple form browsers send for media (`bytes=a-b`, `bytes=a-`, `bytes=-n`). */
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

function isUnsatisfiableRange(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416;
}

/**
 * Stored files as objects `<keyPrefix><fileName>` in an S3-compatible bucket, so every copy of a service reads and
 * writes the same files. Files are streamed through the service (not redirected to the bucket) so they keep the
 * same URL, the same safe headers and the same origin rules as local files.
 */
export class S3BucketStorage implements MediaStorage {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3BucketSettings,
    private readonly keyPrefix: string,
    readonly stagingDirectory: string,
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle ?? false,
      // The SDK's default since 3.729 streams uploads with trailing CRC32 checksums (aws-chunked), which several
      // S3-compatible stores do not understand and would store as part of the file; checksums only where S3 needs them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  private key(fileName: string): string {
    return `${this.keyPrefix}${fileName}`;
  }

  async put(temporary: string, fileName: string, contentType: string, size: number): Promise<void> {
    try {
      // A PUT is atomic in S3: readers see the whole object or none.
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(fileName),
          Body: createReadStream(temporary),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    } finally {
      await removeQuietly(temporary);
    }
  }

  async send(
    req: IncomingMessage,
    res: ServerResponse,
    fileName: string,
    headers: Record<string, string>,
  ): Promise<boolean> {
    const range = typeof req.headers.range === 'string' ? req.headers.range.trim() : undefined;
    const request = { Bucket: this.settings.bucket, Key: this.key(fileName) };
    try {
      if (req.method === 'HEAD') {
        const head = await this.client.send(new HeadObjectCommand(request));
        res.writeHead(200, {
          ...headers,
          'Accept-Ranges': 'bytes',
          'Content-Length': String(head.ContentLength ?? 0),
        });
        res.end();
        return true;
      }
      const object = await this.client.send(
        // Anything but one plain range is answered whole, as Express's sendFile does.
        new GetObjectCommand({ ...request, Range: range && SINGLE_RANGE.test(range) ? range : undefined }),
      );
      setHeaders(res, { ...headers, 'Accept-Ranges': 'bytes' });
      if (object.ContentLength !== undefined) res.setHeader('Content-Length', String(object.ContentLength));
      if (object.ContentRange) {
        res.statusCode = 206;
        res.setHeader('Content-Range', object.ContentRange);
      }
      if (object.ETag) res.setHeader('ETag', object.ETag);
      if (object.LastModified) res.setHeader('Last-Modified', object.LastModified.toUTCString());
      await pipeline(object.Body as Readable, res);
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      if (isUnsatisfiableRange(error) && !res.headersSent) {
        res.writeHead(416, headers);
        res.end();
        return true;
      }
      throw error;
    }
  }

  async remove(fileName: string): Promise<void> {
    // Deleting a missing object succeeds in S3, which is what "already gone is success" asks.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(fileName) }),
    );
  }
}
