/** @jest-environment node */
const path = require('node:path');
const {
  siteCodePoints,
  toUnicodeRange,
  parseUnicodeRange,
  weightSpan,
  siteFontsCss,
  unicodeRangeWithout,
  fullFacesCss,
  LATIN_RANGE,
} = require('./subset-fonts');

describe('font subsets: which characters and weights the small files keep', () => {
  it("keeps printable ASCII and the site's own Latin characters, not the rest", () => {
    const points = siteCodePoints(['Pet Cora — “natural” care…', 'Привет', '\u0007']);
    const range = toUnicodeRange(points);
    expect(range).toBe('U+20-7E,U+A0,U+2014,U+201C-201D,U+2026');
    // Cyrillic is outside the Latin file (fontsource's Cyrillic file serves it), a control character is no glyph.
    expect(points).not.toContain('П'.codePointAt(0));
    expect(points).not.toContain(7);
  });

  it('leaves a character the site never writes to the full files (é in user content)', () => {
    const covered = parseUnicodeRange(toUnicodeRange(siteCodePoints(['Shampoo'])));
    expect(covered('a'.codePointAt(0))).toBe(true);
    expect(covered('é'.codePointAt(0))).toBe(false);
    expect(parseUnicodeRange(LATIN_RANGE)('é'.codePointAt(0))).toBe(true);
  });

  it('cuts the weight axis to the weights the styles name, body and bold always in', () => {
    expect(weightSpan(['.a { font-weight: 600 }', "{ fontWeight: '500' }"])).toEqual({ min: 400, max: 700 });
    expect(weightSpan(['.thin { font-weight: 300 } .heavy{font-weight:800}'])).toEqual({
      min: 300,
      max: 800,
    });
    expect(weightSpan(['.x { font-weight: bolder }'])).toEqual({ min: 100, max: 900 });
    expect(weightSpan(['.x { font-weight: var(--w) }'])).toEqual({ min: 100, max: 900 });
  });

  it("declares the small faces with fontsource's descriptors, so the browser combines them by unicode-range", () => {
    const css = siteFontsCss('U+20-7E');
    expect(css).toContain("font-family: 'Inter Variable';");
    expect(css).toContain("font-family: 'Fraunces Variable';");
    expect(css.match(/font-weight: 100 900;/g)).toHaveLength(2);
    expect(css.match(/unicode-range: U\+20-7E;/g)).toHaveLength(2);
  });
});

describe("fontsource's faces re-declared without the site's characters", () => {
  /** Where fontsource's Inter sheet sits, so the faces' urls come out relative to dist/. */
  const sheetDir = path.join(__dirname, '../../../../node_modules/@fontsource-variable/inter');

  it('cuts code points out of a unicode-range, splitting spans and dropping emptied ones', () => {
    const points = [0x41, 0x42, 0x43, 0x7e, 0xa0];
    expect(unicodeRangeWithout('U+0000-00FF,U+0131', points)).toBe('U+0-40,U+44-7D,U+7F-9F,U+A1-FF,U+131');
    expect(unicodeRangeWithout('U+41-43', points)).toBe('');
    expect(unicodeRangeWithout('U+0400-045F', points)).toBe('U+400-45F');
  });

  it('keeps every face that still has characters, named from dist/, and drops one left with none', () => {
    const css = `/* latin */
@font-face {
  font-family: 'Inter Variable';
  font-display: swap;
  src: url(./files/inter-latin.woff2) format('woff2-variations');
  unicode-range: U+0020-007E,U+00E9;
}
@font-face {
  font-family: 'Inter Variable';
  font-display: swap;
  src: url(./files/inter-ascii.woff2) format('woff2-variations');
  unicode-range: U+0020-007E;
}`;
    const out = fullFacesCss(css, sheetDir, siteCodePoints([]));
    expect(out.match(/@font-face/g)).toHaveLength(1);
    expect(out).toContain('unicode-range: U+E9;');
    expect(out).toContain('url(../../../../node_modules/@fontsource-variable/inter/files/inter-latin.woff2)');
    expect(out).toContain('font-display: swap;');
  });

  it("gives a face that names no unicode-range (all of Unicode) every character but the site's", () => {
    const css = `@font-face {
  font-family: 'Inter Variable';
  src: url(./files/inter-all.woff2) format('woff2-variations')
}`;
    const out = fullFacesCss(css, sheetDir, siteCodePoints(['Pet']));
    expect(out).toContain("format('woff2-variations');\n  unicode-range: U+0-1F,U+7F-9F,U+A1-10FFFF;\n}");
    expect(out).toContain('url(../../../../node_modules/@fontsource-variable/inter/files/inter-all.woff2)');
  });

  it("gives the small files font-display optional: a late one is not swapped in over the page's text", () => {
    expect(siteFontsCss('U+20-7E').match(/font-display: optional;/g)).toHaveLength(2);
  });

  it('leaves no character to both a small file and a full one (a late small file would bring the full one)', () => {
    const site = siteCodePoints(['Pet Cora — “natural” care…']);
    const inSite = parseUnicodeRange(toUnicodeRange(site));
    const rest = parseUnicodeRange(unicodeRangeWithout(LATIN_RANGE, site));
    const both = [];
    for (let codePoint = 0; codePoint <= 0xffff; codePoint += 1) {
      if (inSite(codePoint) && rest(codePoint)) both.push(codePoint);
    }
    expect(both).toEqual([]);
    expect(rest('é'.codePointAt(0))).toBe(true);
  });
});
