import { BASE64_MESSAGES, StrictBase64Decoder } from './base64-decoder';

/** Decodes `text` fed in pieces of `pieceLength` characters. */
function decode(text: string, pieceLength = text.length || 1): Buffer {
  const decoder = new StrictBase64Decoder();
  const parts: Buffer[] = [];
  for (let at = 0; at < text.length; at += pieceLength)
    parts.push(decoder.push(Buffer.from(text.slice(at, at + pieceLength), 'latin1')));
  parts.push(decoder.end());
  return Buffer.concat(parts);
}

describe('StrictBase64Decoder', () => {
  const content = Buffer.from(Array.from({ length: 1000 }, (_, index) => (index * 37) % 256));

  it.each([1, 3, 4, 7, 64, 5000])('decodes what Node encodes, fed %i characters at a time', (piece) => {
    for (const length of [0, 1, 2, 3, 4, 999, 1000])
      expect(decode(content.subarray(0, length).toString('base64'), piece)).toEqual(
        content.subarray(0, length),
      );
  });

  it('skips whitespace between characters, as in line-wrapped base64', () => {
    const wrapped = content.toString('base64').replace(/(.{76})/g, '$1\r\n');
    expect(decode(` ${wrapped}\n`, 50)).toEqual(content);
  });

  it.each([
    ['a character outside the alphabet', 'iVBOR*w0KGgo='],
    ['the URL-safe alphabet', 'iVBORw0K_-go'],
    ['a non-ASCII byte', 'iVBO\u00e9w0KGgo'],
    ['data after the padding', 'QQ==QUJD'],
    ['padding in the middle', 'QQ=AQUJD'],
    ['three padding characters', 'QQ==='],
    ['missing padding', 'QUI'],
    ['a lone last character', 'QUJDR'],
    ['surplus padding', 'QUJD='],
    ['padding alone', '=='],
    ['stray bits in the last group (QR== is not canonical)', 'QR=='],
    ['stray bits in a two-byte group', 'QUJ='],
  ])('refuses %s with a 400', (_case, text) => {
    for (const piece of [1, 2, text.length]) {
      expect(() => decode(text, piece)).toThrow(BASE64_MESSAGES.invalid);
      try {
        decode(text, piece);
      } catch (error) {
        expect((error as { getStatus(): number }).getStatus()).toBe(400);
      }
    }
  });
});
