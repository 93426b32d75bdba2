import {
  afterFirstPaint,
  INTERACTION_EVENTS,
  onFirstInteraction,
  savesData,
  startWhenNeeded,
} from './start-when-needed';

type Win = Parameters<typeof startWhenNeeded>[0];

/** A window whose paint timing, load and idle moments the test decides. */
function fakeWindow(options: { paintTiming?: boolean } = {}) {
  const paintObservers: PerformanceObserverCallback[] = [];
  const idle: (() => void)[] = [];
  const loadListeners: (() => void)[] = [];
  let readyState: DocumentReadyState = 'interactive';
  const doc = document.implementation.createHTMLDocument('page');
  Object.defineProperty(doc, 'readyState', { get: () => readyState });
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? [] : ['paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      paintObservers.push(this.callback);
    }
    disconnect() {
      paintObservers.splice(paintObservers.indexOf(this.callback), 1);
    }
  }
  const win: Win = {
    document: doc,
    navigator: {} as Navigator,
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
    requestIdleCallback: (callback) => idle.push(callback),
    requestAnimationFrame: (callback) => {
      callback();
      return 1;
    },
    setTimeout: (callback) => callback(),
    addEventListener: ((type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    }) as Window['addEventListener'],
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    win,
    doc,
    async paint(name: string) {
      const list = {
        getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
      } as unknown as PerformanceObserverEntryList;
      for (const callback of [...paintObservers]) callback(list, {} as PerformanceObserver);
      await flush();
    },
    async load() {
      readyState = 'complete';
      for (const listener of loadListeners) listener();
      await flush();
    },
    async idle() {
      for (const callback of idle.splice(0)) callback();
      await flush();
    },
    observers: paintObservers,
  };
}

describe('onFirstInteraction', () => {
  test.each(INTERACTION_EVENTS)('a %s starts the app, once', (type) => {
    const doc = document.implementation.createHTMLDocument('page');
    const start = jest.fn();
    onFirstInteraction(doc, start);
    doc.body.dispatchEvent(new Event(type, { bubbles: true }));
    doc.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('reading does not: scroll, wheel, pointer movement, resize and focus changes elsewhere', () => {
    const doc = document.implementation.createHTMLDocument('page');
    const start = jest.fn();
    onFirstInteraction(doc, start);
    for (const type of [
      'scroll',
      'wheel',
      'pointermove',
      'mousemove',
      'resize',
      'visibilitychange',
    ])
      doc.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });

  test('starts at once when the visitor is already in the page (a field has focus)', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    const start = jest.fn();
    onFirstInteraction(document, start);
    expect(start).toHaveBeenCalledTimes(1);
    input.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    input.remove();
  });

  test('sees the event before the page does, even when the page stops it', () => {
    const doc = document.implementation.createHTMLDocument('page');
    const button = doc.createElement('button');
    doc.body.append(button);
    button.addEventListener('click', (event) => event.stopPropagation());
    const start = jest.fn();
    onFirstInteraction(doc, start);
    button.click();
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('startWhenNeeded', () => {
  test('fetches the app only after the first contentful paint, the load event and an idle moment', async () => {
    const page = fakeWindow();
    const fetchApp = jest.fn();
    const startApp = jest.fn();
    startWhenNeeded(page.win, [fetchApp], startApp);
    await page.paint('first-paint');
    await page.load();
    await page.idle();
    expect(fetchApp).not.toHaveBeenCalled();
    await page.paint('first-contentful-paint');
    expect(page.observers).toHaveLength(0);
    expect(fetchApp).not.toHaveBeenCalled();
    await page.idle();
    expect(fetchApp).toHaveBeenCalledTimes(1);
    expect(startApp).not.toHaveBeenCalled();
  });

  test('waits for the load event when the page paints before it', async () => {
    const page = fakeWindow();
    const fetchApp = jest.fn();
    startWhenNeeded(page.win, [fetchApp], jest.fn());
    await page.paint('first-contentful-paint');
    await page.idle();
    expect(fetchApp).not.toHaveBeenCalled();
    await page.load();
    await page.idle();
    expect(fetchApp).toHaveBeenCalledTimes(1);
  });

  test('starts the app at the first interaction, fetched or not', () => {
    const page = fakeWindow();
    const startApp = jest.fn();
    startWhenNeeded(page.win, [jest.fn()], startApp);
    page.doc.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  test('runs each idle step in an idle moment of its own, in order', async () => {
    const page = fakeWindow();
    const order: string[] = [];
    startWhenNeeded(page.win, [() => order.push('remember'), () => order.push('fetch')], jest.fn());
    await page.paint('first-contentful-paint');
    await page.load();
    expect(order).toEqual([]);
    await page.idle();
    expect(order).toEqual(['remember']);
    await page.idle();
    expect(order).toEqual(['remember', 'fetch']);
    await page.idle();
    expect(order).toEqual(['remember', 'fetch']);
  });
});

test.each([
  [{ connection: { saveData: true } }, true],
  [{ connection: { saveData: false } }, false],
  [{}, false],
])('savesData(%j) is %s', (navigator, expected) => {
  expect(savesData(navigator as unknown as Navigator)).toBe(expected);
});

test('without paint timing, the first paint is taken to be the next frame', async () => {
  const page = fakeWindow({ paintTiming: false });
  await expect(afterFirstPaint(page.win)).resolves.toBeUndefined();
});
