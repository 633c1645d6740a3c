/** @jest-environment node */
const {
  siteCodePoints,
  toUnicodeRange,
  parseUnicodeRange,
  weightSpan,
  siteFontsCss,
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
