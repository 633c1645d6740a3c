import { BadRequestException, HttpException, HttpStatus, PayloadTooLargeException } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { BODY_TOO_LARGE_MESSAGE, shallowBodyError } from '@petcora/nest-common';
import {
  type MediaStorage,
  removeStoredFiles,
  type StoredMedia,
  storeMediaStream,
  StrictBase64Decoder,
  type UploadFieldRule,
} from '@petcora/uploads';
import { UPLOAD_MESSAGES } from '@petcora/validation';

export const PROFILE_BODY_MESSAGES = {
  malformed: 'Malformed request body',
  duplicateImage: 'profileImageUrl may appear only once',
  aborted: 'Upload aborted',
  encoding: 'Unsupported request body encoding',
} as const;

/** The top-level field that may carry a picture as `data:image/<type>;base64,<data>`. */
export const INLINE_IMAGE_FIELD = 'profileImageUrl';

export interface ProfileBodyOptions {
  storage: MediaStorage;
  /** The inline image's rule; its limit applies to the decoded bytes. */
  imageRule: UploadFieldRule;
  /** The whole body, image data included. */
  maxBodyBytes: number;
  /** Everything but the image data (display name, bio, ...). */
  maxFieldBytes: number;
}

export interface ProfileBody {
  /** The parsed JSON without the inline image's data (`{}` for an empty body). */
  fields: unknown;
  /** The inline image, checked and stored; null when the body carried none. */
  image: StoredMedia | null;
}

/** Whether a request carries JSON the way body-parser's default `application/json` type means it. */
export function isJsonRequest(req: IncomingMessage): boolean {
  return /^application\/json\s*(?:;|$)/i.test(req.headers['content-type'] ?? '');
}

/**
 * Reads a JSON body as it streams in. The inline image (a top-level `profileImageUrl` holding a base64 data URL) is
 * decoded on the way and streamed through @petcora/uploads like a multipart file (size gate, type by signature,
 * temporary file, random name), so neither the body nor the image is ever held whole in memory. Every other field
 * is kept (at most `maxFieldBytes`) and parsed with JSON.parse at the end. Refuses as soon as anything is wrong:
 * 413 past a limit, 400 for malformed JSON, data that is not strict base64 or not an image, 415 for a compressed or
 * non-UTF-8 body. On a refusal the rest of the body is drained (so the client reads the answer) and no file is left.
 */
export function readProfileJsonBody(req: IncomingMessage, options: ProfileBodyOptions): Promise<ProfileBody> {
  const tooLarge = () =>
    new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge(options.imageRule.maxMegabytes));
  return new Promise<ProfileBody>((resolve, reject) => {
    let received = 0;
    let settled = false;
    let imageInput: PassThrough | null = null;
    let stored: Promise<StoredMedia> | null = null;
    let waitingForDisk = false;
    const resumeReading = (): void => {
      if (!waitingForDisk) return;
      waitingForDisk = false;
      if (!settled) req.resume();
    };

    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.resume();
      imageInput?.destroy(new BadRequestException(PROFILE_BODY_MESSAGES.aborted));
      // Answer only once the image is gone: its temporary file, or the stored file if it was complete.
      const removed = stored
        ? stored.then(
            (file) => removeStoredFiles(options.storage, file.files),
            () => undefined,
          )
        : Promise.resolve();
      void removed.then(() => reject(error));
    };

    const scanner = new ProfileJsonScanner(options.maxFieldBytes, {
      start: () => {
        imageInput = new PassThrough();
        imageInput.on('error', () => undefined); // the store reports it; a late destroy must not throw
        stored = storeMediaStream(options.storage, imageInput, options.imageRule);
        stored.catch(fail);
      },
      write: (bytes) => {
        const input = imageInput!;
        if (input.write(bytes) || waitingForDisk) return;
        waitingForDisk = true; // the disk is behind: stop reading until it catches up
        req.pause();
        input.once('drain', resumeReading);
      },
      end: () => {
        imageInput!.end();
        // An ended stream emits no 'drain'; the rest of the body is small and goes to the kept fields.
        resumeReading();
      },
    });

    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > options.maxBodyBytes) return fail(tooLarge());
      try {
        scanner.push(chunk);
      } catch (error) {
        fail(error);
      }
    };

    const finish = async (): Promise<void> => {
      try {
        const fields = parseFields(scanner.end(), scanner.imageDiverted);
        const image = stored ? await stored : null;
        if (settled) return;
        settled = true;
        resolve({ fields, image });
      } catch (error) {
        fail(error);
      }
    };
    const onEnd = (): void => void finish();

    const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase();
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i
      .exec(req.headers['content-type'] ?? '')?.[1]
      .toLowerCase();
    if (encoding !== 'identity' || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8'))
      return fail(
        new HttpException({ message: PROFILE_BODY_MESSAGES.encoding }, HttpStatus.UNSUPPORTED_MEDIA_TYPE),
      );
    if (Number(req.headers['content-length'] ?? 0) > options.maxBodyBytes) return fail(tooLarge());

    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', () => fail(new BadRequestException(PROFILE_BODY_MESSAGES.aborted)));
    req.on('close', () => {
      if (!req.complete) fail(new BadRequestException(PROFILE_BODY_MESSAGES.aborted));
    });
  });
}

/** JSON.parse of everything but the image data, with body-parser's strictness (an object or array) and depth cap. */
function parseFields(text: string, imageDiverted: boolean): unknown {
  if (text.trim() === '') return {};
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch {
    throw new BadRequestException(PROFILE_BODY_MESSAGES.malformed);
  }
  if (typeof fields !== 'object' || fields === null)
    throw new BadRequestException(PROFILE_BODY_MESSAGES.malformed);
  const tooDeep = shallowBodyError({ body: fields });
  if (tooDeep) throw tooDeep;
  // The image's place held `null`; the handler finds the stored image on the request instead.
  if (imageDiverted) delete (fields as Record<string, unknown>)[INLINE_IMAGE_FIELD];
  return fields;
}

interface ImageSink {
  start(): void;
  write(bytes: Buffer): void;
  end(): void;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const DATA_URL_HEADER = /^data:image\/[a-z0-9.+-]+;base64$/i;
/** `data:image/<type>;base64` with room for leading whitespace; a longer header is not an image's. */
const MAX_HEADER_CHARS = 128;
/** A value still undecided after this many characters (e.g. all whitespace) is kept as an ordinary string. */
const MAX_UNDECIDED_CHARS = 256;
const MAX_KEY_BYTES = 256;
const END_OF_STRING = -1;
const NOTHING_YET = -2;
const SIMPLE_ESCAPES: Record<number, number> = {
  0x22: 0x22, 0x5c: 0x5c, 0x2f: 0x2f, 0x62: 0x08, 0x66: 0x0c, 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09,
}; // prettier-ignore

/**
 * A byte-level pass over a JSON body that tracks only what it must: strings (with escapes), nesting depth, and at
 * the top level of an object which string is a key and which value follows which key. The value of the inline image
 * field goes to the image sink (unescaped and base64-decoded); everything else is copied as it came, with `null` in
 * the image's place, for JSON.parse to judge. Structural bytes are ASCII, so UTF-8 text passes through untouched.
 */
class ProfileJsonScanner {
  imageDiverted = false;
  private readonly kept: Buffer[] = [];
  private keptBytes = 0;
  private depth = 0;
  private topIsObject = false;
  private inString = false;
  private escaped = false;
  /** At the top level of an object: the next string is a key. */
  private expectKey = false;
  /** At the top level of an object, right after `:`: the next token is the value of `lastKey`. */
  private afterColon = false;
  private keyBytes: number[] | null = null;
  private lastKey: string | null = null;
  private imageKeys = 0;
  private mode: 'json' | 'imageHead' | 'imageData' = 'json';
  private headRaw: number[] = [];
  private headText = '';
  private unescape: { state: 'plain' | 'backslash' | 'unicode'; hex: string } = { state: 'plain', hex: '' };
  private decoder: StrictBase64Decoder | null = null;

  constructor(
    private readonly maxKeptBytes: number,
    private readonly image: ImageSink,
  ) {}

  push(chunk: Buffer): void {
    let keptFrom = 0;
    let at = 0;
    while (at < chunk.length) {
      if (this.mode === 'imageHead') {
        at = this.scanImageHead(chunk, at);
        keptFrom = at;
        continue;
      }
      if (this.mode === 'imageData') {
        at = this.scanImageData(chunk, at);
        keptFrom = at;
        continue;
      }
      const byte = chunk[at];
      at += 1;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) {
          this.inString = false;
          if (this.keyBytes) this.finishKey();
          continue;
        }
        if (this.keyBytes && this.keyBytes.length <= MAX_KEY_BYTES) this.keyBytes.push(byte);
        continue;
      }
      if (byte === QUOTE) {
        const isImageValue = this.depth === 1 && this.afterColon && this.lastKey === INLINE_IMAGE_FIELD;
        this.afterColon = false;
        if (isImageValue) {
          this.keep(chunk, keptFrom, at - 1); // up to the opening quote: the value is decided on its content
          this.startImageValue();
          keptFrom = at;
          continue;
        }
        if (this.depth === 1 && this.topIsObject && this.expectKey) {
          this.expectKey = false;
          this.keyBytes = [];
        }
        this.inString = true;
      } else if (byte === 0x7b || byte === 0x5b) {
        // `{` or `[`
        if (this.depth === 0) this.topIsObject = byte === 0x7b;
        this.depth += 1;
        this.expectKey = this.depth === 1 && this.topIsObject;
        this.afterColon = false;
      } else if (byte === 0x7d || byte === 0x5d) {
        this.depth -= 1;
        this.afterColon = false;
      } else if (byte === 0x3a) {
        if (this.depth === 1) this.afterColon = true;
      } else if (byte === 0x2c) {
        if (this.depth === 1 && this.topIsObject) this.expectKey = true;
        this.afterColon = false;
      } else if (!isJsonWhitespace(byte)) this.afterColon = false;
    }
    if (this.mode === 'json') this.keep(chunk, keptFrom, chunk.length);
  }

  /** Everything but the image data, as text; throws a 400 if the body stopped inside the image's value. */
  end(): string {
    if (this.mode !== 'json') throw new BadRequestException(PROFILE_BODY_MESSAGES.malformed);
    return Buffer.concat(this.kept, this.keptBytes).toString('utf8');
  }

  private keep(chunk: Uint8Array, from: number, to: number): void {
    if (to <= from) return;
    this.keptBytes += to - from;
    if (this.keptBytes > this.maxKeptBytes) throw new PayloadTooLargeException(BODY_TOO_LARGE_MESSAGE);
    this.kept.push(Buffer.from(chunk.subarray(from, to))); // a copy: a slice would keep the whole chunk alive
  }

  private finishKey(): void {
    const raw = this.keyBytes!;
    this.keyBytes = null;
    this.lastKey = null;
    if (raw.length > MAX_KEY_BYTES) return;
    try {
      this.lastKey = JSON.parse(`"${Buffer.from(raw).toString('utf8')}"`) as string;
    } catch {
      return; // not a valid key: JSON.parse of the whole refuses it
    }
    if (this.lastKey === INLINE_IMAGE_FIELD && ++this.imageKeys > 1)
      throw new BadRequestException(PROFILE_BODY_MESSAGES.duplicateImage);
  }

  private startImageValue(): void {
    this.mode = 'imageHead';
    this.headRaw = [];
    this.headText = '';
    this.unescape = { state: 'plain', hex: '' };
  }

  /** The value's first characters decide: a data URL streams to the image; anything else stays an ordinary string. */
  private scanImageHead(chunk: Buffer, from: number): number {
    let at = from;
    while (at < chunk.length) {
      const byte = chunk[at];
      at += 1;
      this.headRaw.push(byte);
      const code = this.unescapeByte(byte);
      if (code === END_OF_STRING) {
        this.keepOrdinaryValue();
        return at;
      }
      if (code === NOTHING_YET) continue;
      this.headText += String.fromCharCode(code);
      const decision = this.decideHead();
      if (decision === 'ordinary') {
        this.keepOrdinaryValue();
        this.inString = true; // the rest of the string is scanned as any other
        this.escaped = this.unescape.state === 'backslash';
        return at;
      }
      if (decision === 'data') {
        this.imageDiverted = true;
        this.decoder = new StrictBase64Decoder();
        this.mode = 'imageData';
        this.image.start();
        return at;
      }
    }
    return at;
  }

  private keepOrdinaryValue(): void {
    this.mode = 'json';
    const raw = Buffer.from([QUOTE, ...this.headRaw]);
    this.keep(raw, 0, raw.length);
  }

  private decideHead(): 'ordinary' | 'data' | 'undecided' {
    const text = this.headText.trimStart();
    const scheme = text.slice(0, 5).toLowerCase();
    if (!'data:'.startsWith(scheme)) return 'ordinary';
    if (scheme === 'data:') {
      const comma = text.indexOf(',');
      if (comma >= 0) {
        if (!DATA_URL_HEADER.test(text.slice(0, comma)))
          throw new BadRequestException(UPLOAD_MESSAGES.imageOnly);
        return 'data';
      }
      if (text.length > MAX_HEADER_CHARS) throw new BadRequestException(UPLOAD_MESSAGES.imageOnly);
      return 'undecided';
    }
    return this.headText.length > MAX_UNDECIDED_CHARS ? 'ordinary' : 'undecided';
  }

  /** Base64 characters go to the decoder in runs; escapes (`\/`, `\n`, `\u002F`, ...) one at a time. */
  private scanImageData(chunk: Buffer, from: number): number {
    let at = from;
    while (at < chunk.length) {
      if (this.unescape.state === 'plain') {
        let runEnd = at;
        while (runEnd < chunk.length) {
          const byte = chunk[runEnd];
          if (byte === QUOTE || byte === BACKSLASH || byte < 0x20) break;
          runEnd += 1;
        }
        if (runEnd > at) this.feedImage(chunk.subarray(at, runEnd));
        at = runEnd;
        if (at >= chunk.length) break;
      }
      const code = this.unescapeByte(chunk[at]);
      at += 1;
      if (code === END_OF_STRING) {
        const last = this.decoder!.end();
        if (last.length > 0) this.image.write(last);
        this.image.end();
        this.decoder = null;
        this.mode = 'json';
        const placeholder = Buffer.from('null');
        this.keep(placeholder, 0, placeholder.length);
        return at;
      }
      // Anything not ASCII cannot be base64: hand the decoder a byte it refuses.
      if (code !== NOTHING_YET) this.feedImage(Uint8Array.of(code < 0x80 ? code : 0xff));
    }
    return at;
  }

  private feedImage(text: Uint8Array): void {
    const bytes = this.decoder!.push(text);
    if (bytes.length > 0) this.image.write(bytes);
  }

  /** One byte of a JSON string's content: the character it completes, NOTHING_YET inside an escape, or the end. */
  private unescapeByte(byte: number): number {
    const state = this.unescape;
    if (state.state === 'plain') {
      if (byte === QUOTE) return END_OF_STRING;
      if (byte === BACKSLASH) {
        state.state = 'backslash';
        return NOTHING_YET;
      }
      if (byte < 0x20) throw new BadRequestException(PROFILE_BODY_MESSAGES.malformed);
      return byte;
    }
    if (state.state === 'backslash') {
      if (byte === 0x75) {
        // `\uXXXX`
        state.state = 'unicode';
        state.hex = '';
        return NOTHING_YET;
      }
      const escaped = SIMPLE_ESCAPES[byte];
      if (escaped === undefined) throw new BadRequestException(PROFILE_BODY_MESSAGES.malformed);
      state.state = 'plain';
      return escaped;
    }
    const digit = String.fromCharCode(byte);
    if (!/^[0-9a-f]$/i.test(digit)) throw new BadRequestException(PROFILE_BODY_MESSAGES.malformed);
    state.hex += digit;
    if (state.hex.length < 4) return NOTHING_YET;
    state.state = 'plain';
    return parseInt(state.hex, 16);
  }
}

function isJsonWhitespace(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}
