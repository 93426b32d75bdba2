/**
 * The prerendered page is complete without the app: its text, links, anchors and
 * images work on their own. Only the buttons, the form and the chat need React, so
 * the app (React DOM, i18next, the router: most of the page's JavaScript) is started
 * at the visitor's first sign of interaction, not while the page is loading. Until
 * then early-input.ts holds clicks and submits and hands them to the app.
 *
 * To keep that first interaction quick, index.tsx fetches the app's code (without
 * running it) once the page has painted and the browser is idle, unless the visitor
 * asked to save data.
 */

/** What counts as the visitor reaching for the page. Scrolling and reading do not. */
export const INTERACTION_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'input',
  // Assistive technology may activate a control with a bare click or submit.
  'click',
  'submit',
] as const;

/**
 * Calls `start` once, at the first interaction event on `doc` (seen in the capture
 * phase, before the page's own handlers), and stops listening. If the visitor is
 * already in the page when this runs (on a slow connection they may have started
 * typing before the script arrived: focus is on a field), it starts at once.
 */
export function onFirstInteraction(doc: Document, start: () => void): void {
  const focused = doc.activeElement;
  if (focused && focused !== doc.body && focused !== doc.documentElement) {
    start();
    return;
  }
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const handler = () => {
    for (const type of INTERACTION_EVENTS) doc.removeEventListener(type, handler, options);
    start();
  };
  for (const type of INTERACTION_EVENTS) doc.addEventListener(type, handler, options);
}

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  requestAnimationFrame?: (callback: () => void) => number;
  PerformanceObserver?: typeof PerformanceObserver;
  navigator: Navigator;
  document: Document;
  addEventListener: Window['addEventListener'];
}

/** Resolves once the page's first contentful paint has happened (or, without paint timing, after a frame). */
export function afterFirstPaint(win: IdleWindow): Promise<void> {
  return new Promise((resolve) => {
    const Observer = win.PerformanceObserver;
    if (Observer?.supportedEntryTypes?.includes('paint')) {
      const observer = new Observer((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else if (win.requestAnimationFrame) {
      win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
    } else {
      resolve();
    }
  });
}

/** Resolves at the browser's next moment with nothing else to do. */
function nextIdle(win: IdleWindow): Promise<void> {
  return new Promise<void>((resolve) => {
    if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else win.setTimeout(resolve, 200);
  });
}

/** Resolves after the load event, once the browser has a moment with nothing else to do. */
export function whenIdleAfterLoad(win: IdleWindow): Promise<void> {
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          win.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded.then(() => nextIdle(win));
}

/** True when the visitor asked their browser to save data (Save-Data, "data saver"). */
export function savesData(navigator: Navigator): boolean {
  const { connection } = navigator as { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}

/**
 * Wires a prerendered page: `startApp` at the first interaction; and once the page has
 * painted, loaded and gone idle, the `idleSteps`, each in an idle moment of its own, so
 * that no one of them holds the main thread for long.
 */
export function startWhenNeeded(
  win: IdleWindow,
  idleSteps: readonly (() => void)[],
  startApp: () => void,
): void {
  onFirstInteraction(win.document, startApp);
  void afterFirstPaint(win)
    .then(() => whenIdleAfterLoad(win))
    .then(async () => {
      for (const [index, step] of idleSteps.entries()) {
        if (index > 0) await nextIdle(win);
        step();
      }
    });
}
