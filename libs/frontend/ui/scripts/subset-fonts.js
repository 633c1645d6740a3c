// Build step of @petcora/ui (`npm run build`, run by nx before every app's build): subsets the Latin files of Inter
// and Fraunces (fontsource) to the characters the site's own text uses and the weights its styles use, and writes
// dist/site-fonts.css, which styles.css imports instead of fontsource's stylesheets. It declares the small files for
// exactly those characters, `font-display: optional`, and fontsource's full files again for every other character
// (user content: é, ß, Cyrillic, ...; `swap`, so no tofu), their unicode-ranges cut so the two never overlap.
// Why not overlap: an optional face that arrives after the first paint is not used on this page, and the browser
// then takes the next face covering the character; were that the full file, it would be fetched and swapped in,
// moving the text (a late font on a busy machine grew the cookie banner by a line: CLS 0.06). Without it the page
// keeps the metric-matched fallback (font-fallbacks.css) until the next load. So fonts are subset to the
// characters used, preloaded, with a fallback that does not shift the layout.
const fs = require('node:fs/promises');
const path = require('node:path');

const ROOT = path.join(__dirname, '../../../..');
const OUT_DIR = path.join(__dirname, '..', 'dist');

/** Where the site's own text is: the apps' and front-end libs' sources, and the shared texts they show. */
const TEXT_SOURCES = [
  'shell/src',
  'mfe-social/src',
  'mfe-store/src',
  'mfe-account/src',
  'libs/frontend',
  'libs/shared',
];
const TEXT_FILE = /\.(tsx?|css|html|json|md)$/;
const SKIPPED = /(^|\/)(node_modules|dist|coverage)(\/|$)|\.(spec|int-spec|test)\.[jt]sx?$/;

/** Printable ASCII and the no-break space: always in, so typical user content needs no second file. */
const ALWAYS = String.fromCodePoint(...range(0x20, 0x7e), 0xa0);

/** The faces to subset: fontsource's Latin file of each family, and the name the small file gets. */
const FACES = [
  {
    family: 'Inter Variable',
    weight: '100 900',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: 'inter-site.woff2',
  },
  {
    family: 'Fraunces Variable',
    weight: '100 900',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    output: 'fraunces-site.woff2',
  },
];

/** fontsource's stylesheets of the two families: their faces, re-declared without the site's characters. */
const FULL_STYLESHEETS = ['@fontsource-variable/inter/wght.css', '@fontsource-variable/fraunces/wght.css'];

/** fontsource's unicode-range of its Latin files (the same for both families): only these can come from them. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

function range(from, to) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** A CSS unicode-range ("U+0000-00FF,U+0131") as [from, to] spans. */
function unicodeSpans(text) {
  return text.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** Parses a CSS unicode-range into a predicate on code points. */
function parseUnicodeRange(text) {
  const spans = unicodeSpans(text);
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** [from, to] spans as a CSS unicode-range ("U+20-7E,U+A0"). */
function formatSpans(spans) {
  const hex = (n) => n.toString(16).toUpperCase();
  return spans.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** A CSS unicode-range for a set of code points, consecutive ones merged ("U+20-7E,U+A0"). */
function toUnicodeRange(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const spans = [];
  for (const codePoint of sorted) {
    const last = spans.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else spans.push([codePoint, codePoint]);
  }
  return formatSpans(spans);
}

/** A CSS unicode-range without the given code points; '' when none of it is left. */
function unicodeRangeWithout(text, codePoints) {
  const removed = [...new Set(codePoints)].sort((a, b) => a - b);
  const kept = [];
  for (const [from, to] of unicodeSpans(text)) {
    let start = from;
    for (const codePoint of removed) {
      if (codePoint < start || codePoint > to) continue;
      if (codePoint > start) kept.push([start, codePoint - 1]);
      start = codePoint + 1;
    }
    if (start <= to) kept.push([start, to]);
  }
  return formatSpans(kept);
}

/** What a face without a unicode-range covers (CSS's initial value). */
const EVERY_CODE_POINT = 'U+0-10FFFF';

/**
 * fontsource's @font-face rules (`css`, read from `sheetDir`) for every character but the site's: each face's
 * unicode-range (all of Unicode where it names none) without `codePoints` (a face left with none is dropped), its
 * file named from `OUT_DIR`.
 */
function fullFacesCss(css, sheetDir, codePoints) {
  const fromOutDir = (file) => path.relative(OUT_DIR, path.join(sheetDir, file)).split(path.sep).join('/');
  const faces = [];
  for (const [rule] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    const declared = /unicode-range:\s*([^;]+);/.exec(rule);
    const rest = unicodeRangeWithout(declared ? declared[1] : EVERY_CODE_POINT, codePoints);
    if (!rest) continue;
    const ranged = declared
      ? rule.replace(declared[0], `unicode-range: ${rest};`)
      : rule.replace(/;?\s*}$/, `;\n  unicode-range: ${rest};\n}`);
    faces.push(
      ranged.replace(
        /url\((['"]?)([^'")]+)\1\)/g,
        (_, quote, file) => `url(${quote}${fromOutDir(file)}${quote})`,
      ),
    );
  }
  return faces.join('\n\n');
}

/**
 * The code points to put in the small files: ALWAYS plus every character of `texts` that the Latin files cover
 * (control characters and anything outside them left out: those come from the full files or the fallback).
 */
function siteCodePoints(texts, inLatinFile = parseUnicodeRange(LATIN_RANGE)) {
  const codePoints = new Set();
  for (const text of [ALWAYS, ...texts]) {
    for (const char of text) {
      const codePoint = char.codePointAt(0);
      if (codePoint >= 0x20 && inLatinFile(codePoint)) codePoints.add(codePoint);
    }
  }
  return [...codePoints].sort((a, b) => a - b);
}

async function* textFiles(dir) {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return; // a folder a checkout may not have
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (SKIPPED.test(path.relative(ROOT, full))) continue;
    if (entry.isDirectory()) yield* textFiles(full);
    else if (TEXT_FILE.test(entry.name)) yield full;
  }
}

/** Weights CSS can name; `bolder`/`lighter` (relative) could reach any of them. */
const KEYWORD_WEIGHTS = { normal: [400], bold: [700], bolder: [100, 900], lighter: [100, 900] };

/**
 * The lowest and highest font weight the site's styles ask for (CSS `font-weight`, React's `fontWeight`), with 400
 * (body text) and 700 (<strong>, headings) always in: the small files keep only that part of the weight axis.
 */
function weightSpan(texts) {
  const weights = [400, 700];
  for (const text of texts) {
    for (const match of text.matchAll(/font-?weight\s*:\s*['"]?([a-z]+|\d+)/gi)) {
      const value = match[1].toLowerCase();
      weights.push(...(KEYWORD_WEIGHTS[value] ?? (/^\d+$/.test(value) ? [Number(value)] : [100, 900])));
    }
  }
  return { min: Math.max(100, Math.min(...weights)), max: Math.min(900, Math.max(...weights)) };
}

/** The @font-face rules of the small files: used only if they are there for the first paint (see the top). */
function siteFontsCss(unicodeRange) {
  return FACES.map(
    (face) => `@font-face {
  font-family: '${face.family}';
  font-style: normal;
  font-display: optional;
  font-weight: ${face.weight};
  src: url(./fonts/${face.output}) format('woff2-variations');
  unicode-range: ${unicodeRange};
}
`,
  ).join('\n');
}

async function main() {
  const subsetFont = require('subset-font');
  const texts = [];
  for (const dir of TEXT_SOURCES) {
    for await (const file of textFiles(path.join(ROOT, dir))) texts.push(await fs.readFile(file, 'utf8'));
  }
  const codePoints = siteCodePoints(texts);
  const weights = weightSpan(texts);
  const characters = String.fromCodePoint(...codePoints);
  await fs.mkdir(path.join(OUT_DIR, 'fonts'), { recursive: true });
  for (const face of FACES) {
    const original = await fs.readFile(require.resolve(face.source));
    // The weight axis is cut to the span the site uses (a weight outside it renders at the nearest end). The
    // @font-face keeps fontsource's `100 900`: faces of one family with different descriptors are not combined by
    // unicode-range, so the full files would no longer stand in for the characters the small ones lack.
    const subset = await subsetFont(original, characters, {
      targetFormat: 'woff2',
      variationAxes: { wght: weights },
    });
    await fs.writeFile(path.join(OUT_DIR, 'fonts', face.output), subset);
    console.log(`${face.output}: ${original.length} -> ${subset.length} bytes`);
  }
  const fullFaces = [];
  for (const sheet of FULL_STYLESHEETS) {
    const file = require.resolve(sheet);
    fullFaces.push(fullFacesCss(await fs.readFile(file, 'utf8'), path.dirname(file), codePoints));
  }
  await fs.writeFile(
    path.join(OUT_DIR, 'site-fonts.css'),
    `/* Built by scripts/subset-fonts.js: fontsource's faces for the characters the site never writes, */\n` +
      `/* then the small files for those it does. */\n${fullFaces.join('\n\n')}\n\n${siteFontsCss(toUnicodeRange(codePoints))}`,
  );
  console.log(
    `${codePoints.length} characters, weights ${weights.min}-${weights.max}: ${JSON.stringify(characters)}`,
  );
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = {
  siteCodePoints,
  weightSpan,
  toUnicodeRange,
  parseUnicodeRange,
  unicodeRangeWithout,
  fullFacesCss,
  siteFontsCss,
  LATIN_RANGE,
};
