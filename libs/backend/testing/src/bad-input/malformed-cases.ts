import type { OutgoingHttpHeaders } from 'node:http';

/** One malformed request body (with its headers), sent to every route. */
export interface MalformedCase {
  name: string;
  headers: OutgoingHttpHeaders;
  body?: Buffer;
  /** The one field a well-formed JSON body gives a value of the wrong type (only a DTO's validation can refuse it). */
  wrongTypeOf?: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const ONE_MB = 1024 * 1024;
const NESTING_DEPTH = 10_000;

/** Values of the wrong type for a field that expects text (and the other way round). */
const WRONG_TYPES: Record<string, unknown> = {
  number: 12345,
  array: ['x', 1],
  object: { nested: 'x' },
  null: null,
  boolean: true,
};

/** Field names an upload route may read its file from (multer refuses any other field with a 400). */
const UPLOAD_FIELDS = [
  'file',
  'image',
  'photo',
  'avatar',
  'media',
  'profilePicture',
  'profilePhoto',
  'bannerPhoto',
];

const json = (name: string, value: unknown): MalformedCase => raw(name, JSON.stringify(value), JSON_TYPE);

function raw(name: string, text: string | Buffer, headers: OutgoingHttpHeaders): MalformedCase {
  return { name, headers, body: Buffer.isBuffer(text) ? text : Buffer.from(text) };
}

/** `[[[…]]]` / `{"a":{"a":…}}` 10 000 levels deep, as raw JSON text (JSON.stringify would not be asked to). */
function deepArray(depth = NESTING_DEPTH): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}
function deepObject(depth = NESTING_DEPTH): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/**
 * The malformed inputs tried on every mutating route, for a body plausibly made of `fields`: wrong types
 * for every field, missing body, unknown fields, huge strings, deep nesting, prototype keys, invalid JSON, wrong
 * content types and encodings, truncated multipart and files lying about their type.
 */
export function malformedCases(fields: readonly string[]): MalformedCase[] {
  const cases: MalformedCase[] = [{ name: 'missing body', headers: {} }];
  for (const field of fields)
    for (const [kind, value] of Object.entries(WRONG_TYPES))
      cases.push({ ...json(`${field}: ${kind}`, { [field]: value }), wrongTypeOf: field });

  const strings = Object.fromEntries(fields.map((field) => [field, 'x']));
  cases.push(
    json('unknown fields', { ...strings, unexpectedField: 'x', isAdmin: true, role: 'admin' }),
    json('body is an array', [strings]),
    json('body is a string', 'x'),
    json('body is a number', 42),
    raw('body is null', 'null', JSON_TYPE),
    raw('empty JSON body', '', JSON_TYPE),
  );

  const huge = 'a'.repeat(ONE_MB);
  for (const field of fields.slice(0, 3)) cases.push(json(`${field}: 1 MB string`, { [field]: huge }));
  cases.push(json('1 MB JSON string', huge), raw('1 MB of text', huge, { 'content-type': 'text/plain' }));

  cases.push(
    raw('10 000 nested arrays', deepArray(), JSON_TYPE),
    raw('10 000 nested objects', deepObject(), JSON_TYPE),
    ...fields
      .slice(0, 3)
      .flatMap((field) => [
        raw(`${field}: 10 000 nested arrays`, `{"${field}":${deepArray()}}`, JSON_TYPE),
        raw(`${field}: 10 000 nested objects`, `{"${field}":${deepObject()}}`, JSON_TYPE),
      ]),
  );

  cases.push(
    raw('__proto__ key', '{"__proto__":{"polluted":"yes","role":"admin","isAdmin":true}}', JSON_TYPE),
    raw('constructor.prototype key', '{"constructor":{"prototype":{"polluted":"yes"}}}', JSON_TYPE),
    raw(
      '__proto__ beside fields',
      JSON.stringify(strings).replace(/^\{/, '{"__proto__":{"polluted":"yes"},'),
      JSON_TYPE,
    ),
    raw('__proto__ in a form', '__proto__[polluted]=yes&constructor[prototype][polluted]=yes', {
      'content-type': 'application/x-www-form-urlencoded',
    }),
  );

  cases.push(
    raw('truncated JSON', '{"a": "b', JSON_TYPE),
    raw('JSON with trailing garbage', '{"a": 1} garbage', JSON_TYPE),
    raw('single-quoted JSON', "{'a': 1}", JSON_TYPE),
    raw('bare word as JSON', 'nul', JSON_TYPE),
    raw(
      'invalid UTF-8 in JSON',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      JSON_TYPE,
    ),
    raw('unsupported JSON charset', '{"a":1}', { 'content-type': 'application/json; charset=utf-7' }),
    raw('unsupported content encoding', '{"a":1}', { ...JSON_TYPE, 'content-encoding': 'br-junk' }),
    raw('gzip encoding of junk', 'not gzip at all', { ...JSON_TYPE, 'content-encoding': 'gzip' }),
  );

  cases.push(
    raw('text/plain body', JSON.stringify(strings), { 'content-type': 'text/plain' }),
    raw('application/xml body', '<?xml version="1.0"?><a><b>1</b></a>', {
      'content-type': 'application/xml',
    }),
    raw('form-urlencoded body', fields.map((field) => `${field}=x&${field}[a][b]=1`).join('&') || 'a=1', {
      'content-type': 'application/x-www-form-urlencoded',
    }),
    raw('made-up content type', '\u0000\u0001\u0002', { 'content-type': 'application/x-made-up' }),
  );

  cases.push(...multipartCases());
  return cases;
}

const BOUNDARY = '----petcora-bad-input';
const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function filePart(field: string, filename: string, type: string, content: string): string {
  return (
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n${content}\r\n`
  );
}

function multipartCases(): MalformedCase[] {
  const cases: MalformedCase[] = [
    raw(
      'truncated multipart (boundary never closed)',
      filePart('file', 'photo.png', 'image/png', HTML).slice(0, -2),
      MULTIPART,
    ),
    raw('multipart without a boundary', `--${BOUNDARY}\r\n`, { 'content-type': 'multipart/form-data' }),
    raw('multipart with a garbage body', 'this is not multipart', MULTIPART),
  ];
  for (const field of UPLOAD_FIELDS) {
    // Truncated inside a file the route reads: multer has started streaming when the body ends.
    cases.push(
      raw(
        `${field}: truncated multipart`,
        filePart(field, 'photo.png', 'image/png', 'x'.repeat(4096)).slice(0, -2),
        MULTIPART,
      ),
    );
    for (const [what, content] of [
      ['HTML', HTML],
      ['SVG', SVG],
    ])
      cases.push(
        raw(
          `${field}: ${what} named photo.png as image/png`,
          `${filePart(field, 'photo.png', 'image/png', content)}--${BOUNDARY}--\r\n`,
          MULTIPART,
        ),
      );
  }
  return cases;
}
