// Chromium switches for the measuring tools in this folder (Lighthouse, the trace scripts).
import { readFileSync } from 'node:fs';

const { browserUiOff } = JSON.parse(
  readFileSync(new URL('../chromium-features.json', import.meta.url), 'utf8'),
);

/**
 * `flags` with Chromium's own browser-UI pages switched off (e2e/chromium-features.json: headless Chromium 156 renders
 * its omnibox popup as a web page in a renderer of its own, ~0.6 s of CPU per navigation on a 2-core machine, which
 * competes with the page being measured). Chromium reads only the last --disable-features switch, so the features go
 * into the last one given (chrome-launcher's defaults, say) instead of a second switch that would replace it.
 */
export function withBrowserUiOff(flags) {
  const last = flags.findLastIndex((flag) => flag.startsWith('--disable-features='));
  if (last === -1) return [...flags, `--disable-features=${browserUiOff.join(',')}`];
  const merged = [...flags];
  merged[last] = `${flags[last]},${browserUiOff.join(',')}`;
  return merged;
}
