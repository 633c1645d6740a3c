import { BadRequestException } from '@nestjs/common';

export const BASE64_MESSAGES = {
  invalid: 'Image data is not valid base64',
} as const;

/** Value of each base64 alphabet byte; -1 for anything else. */
const ALPHABET = (() => {
  const values = new Int8Array(256).fill(-1);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  for (let index = 0; index < letters.length; index += 1) values[letters.charCodeAt(index)] = index;
  return values;
})();
const PAD = 0x3d; // '='
const isWhitespace = (byte: number): boolean =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/**
 * Decodes base64 text piece by piece, strictly: only the standard alphabet (whitespace between characters is
 * skipped), padding only at the end and exactly as much as the last group needs, and no stray bits in the last
 * group. Node's own decoder silently skips bad characters and stops at the first `=`, so lying data would decode to
 * something else instead of being refused. Holds at most three characters between pieces.
 */
export class StrictBase64Decoder {
  /** Alphabet characters of an incomplete group (0-3), carried to the next piece. */
  private carry = '';
  private padding = 0;

  /** Decodes what is complete so far; throws a 400 as soon as the text cannot be base64. */
  push(text: Uint8Array): Buffer {
    const clean = Buffer.allocUnsafe(this.carry.length + text.length);
    let length = clean.write(this.carry, 'latin1');
    for (let index = 0; index < text.length; index += 1) {
      const byte = text[index];
      if (isWhitespace(byte)) continue;
      if (byte === PAD) {
        this.padding += 1;
        if (this.padding > 2) throw invalid();
        continue;
      }
      // A character after padding, or one outside the alphabet.
      if (this.padding > 0 || ALPHABET[byte] < 0) throw invalid();
      clean[length] = byte;
      length += 1;
    }
    const complete = length - (length % 4);
    this.carry = clean.toString('latin1', complete, length);
    return complete === 0 ? Buffer.alloc(0) : Buffer.from(clean.toString('latin1', 0, complete), 'base64');
  }

  /** The last group's bytes; throws a 400 for missing or surplus padding or stray bits. */
  end(): Buffer {
    const rest = this.carry;
    if (rest.length === 0) {
      if (this.padding > 0) throw invalid();
      return Buffer.alloc(0);
    }
    // Two characters carry one byte (4 unused bits, `==`), three carry two (2 unused bits, `=`).
    const expectedPadding = 4 - rest.length;
    if (rest.length === 1 || this.padding !== expectedPadding) throw invalid();
    const unusedBits = rest.length === 2 ? 0x0f : 0x03;
    if ((ALPHABET[rest.charCodeAt(rest.length - 1)] & unusedBits) !== 0) throw invalid();
    this.carry = '';
    return Buffer.from(rest + '='.repeat(expectedPadding), 'base64');
  }
}

function invalid(): BadRequestException {
  return new BadRequestException(BASE64_MESSAGES.invalid);
}
