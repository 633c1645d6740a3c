/**
 * Runs `start` once the browser has painted the page it has (the prerendered frame, ADR 0039), or at once when the
 * page is hidden (a background tab paints nothing, and its timers are throttled: it starts, unpainted).
 *
 * Why: the shell's entry used to start the app (share negotiation, a dozen chunk loads, their evaluation) in the same
 * task that ran it, and when `main` arrived with the stylesheet that work ran before the first frame, so a phone
 * showed the prerendered page only after it. Waiting for one frame costs the app ~one frame; the page paints first.
 * requestAnimationFrame fires just before the frame is painted (never while a stylesheet still blocks rendering); a
 * task queued from it runs after that paint.
 */
export function afterFirstPaint(start: () => void, win: Window = window): void {
  if (win.document.visibilityState === 'hidden' || typeof win.requestAnimationFrame !== 'function') {
    start();
    return;
  }
  win.requestAnimationFrame(() => win.setTimeout(start, 0));
}
