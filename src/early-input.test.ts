import { holdEarlyInput, isLive } from './early-input';

/** What React leaves on an element it has hydrated. */
function makeLive(element: Element) {
  Object.assign(element, { __reactProps$test: {} });
}

function page() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `
    <button type="button" id="menu">Menu</button>
    <form id="contact"><input name="name"><button type="submit" id="send">Send</button></form>`;
  const byId = <T extends HTMLElement>(id: string) => doc.getElementById(id) as T;
  return { doc, menu: byId<HTMLButtonElement>('menu'), form: byId<HTMLFormElement>('contact') };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('isLive tells a hydrated element from a prerendered one', () => {
  const { menu } = page();
  expect(isLive(menu)).toBe(false);
  makeLive(menu);
  expect(isLive(menu)).toBe(true);
});

test('a submit before the release never reaches the browser', () => {
  const { doc, form } = page();
  holdEarlyInput(doc);
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
});

test('held clicks and submits are delivered once their element is live, not before', () => {
  const { doc, menu, form } = page();
  const release = holdEarlyInput(doc, { pollMs: 10 });
  menu.click();
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

  const clicks = jest.fn();
  const submits = jest.fn((event: Event) => event.preventDefault());
  menu.addEventListener('click', clicks);
  form.addEventListener('submit', submits);
  release();
  jest.advanceTimersByTime(100);
  expect(clicks).not.toHaveBeenCalled();
  expect(submits).not.toHaveBeenCalled();

  makeLive(menu);
  jest.advanceTimersByTime(10);
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(submits).not.toHaveBeenCalled();

  makeLive(form);
  jest.advanceTimersByTime(10);
  expect(submits).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1000);
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(submits).toHaveBeenCalledTimes(1);
});

test('a live button gets its clicks as usual, before and after the release', () => {
  const { doc, menu } = page();
  const release = holdEarlyInput(doc);
  makeLive(menu);
  const clicks = jest.fn();
  doc.body.addEventListener('click', clicks);
  menu.click();
  release();
  menu.click();
  expect(clicks).toHaveBeenCalledTimes(2);
});

test('no submit ever reaches the browser; on a live form the app gets it at once', () => {
  const { doc, form } = page();
  holdEarlyInput(doc)();
  makeLive(form);
  const app = jest.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', app);
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(app).toHaveBeenCalledTimes(1);
  expect(app.mock.calls[0]?.[0]).not.toBe(event);
});

test('a submit is handed over again until the app takes it', () => {
  const { doc, form } = page();
  holdEarlyInput(doc, { pollMs: 10 })();
  makeLive(form);
  let hydrating = true;
  const app = jest.fn((event: Event) => {
    if (!hydrating) event.preventDefault();
  });
  form.addEventListener('submit', app);
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  jest.advanceTimersByTime(30);
  expect(app.mock.calls.length).toBeGreaterThanOrEqual(3);
  hydrating = false;
  jest.advanceTimersByTime(10);
  const taken = app.mock.calls.length;
  jest.advanceTimersByTime(1000);
  expect(app).toHaveBeenCalledTimes(taken);
});

test('after the release, input aimed at a part not yet live is held until it is', () => {
  const { doc, form } = page();
  holdEarlyInput(doc, { pollMs: 10 })();
  const event = new Event('submit', { bubbles: true, cancelable: true });
  const app = jest.fn((e: Event) => e.preventDefault());
  doc.body.addEventListener('submit', app);
  form.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(app).not.toHaveBeenCalled();

  makeLive(form);
  jest.advanceTimersByTime(10);
  expect(app).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1000);
  expect(app).toHaveBeenCalledTimes(1);
});

test('a held click stops at the document: the app cannot half-handle it', () => {
  const { doc, menu } = page();
  holdEarlyInput(doc);
  const atTheRoot = jest.fn();
  doc.body.addEventListener('click', atTheRoot, true);
  menu.click();
  expect(atTheRoot).not.toHaveBeenCalled();
});

test('an input whose element never becomes live is dropped, with an error', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { doc, form } = page();
  const release = holdEarlyInput(doc, { pollMs: 10, giveUpMs: 200 });
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  const submits = jest.fn();
  form.addEventListener('submit', submits);
  release();
  jest.advanceTimersByTime(1000);
  makeLive(form);
  jest.advanceTimersByTime(1000);
  expect(submits).not.toHaveBeenCalled();
  expect(error).toHaveBeenCalledTimes(1);
  error.mockRestore();
});

test('a click on a submit button is left to its submit event', () => {
  const { doc, form } = page();
  const release = holdEarlyInput(doc, { pollMs: 10 });
  const send = doc.getElementById('send') as HTMLButtonElement;
  const clicks = jest.fn();
  send.click(); // jsdom turns this into a submit of the form, which is held
  send.addEventListener('click', clicks);
  makeLive(send);
  makeLive(form);
  const submits = jest.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', submits);
  release();
  jest.advanceTimersByTime(10);
  expect(clicks).not.toHaveBeenCalled();
  expect(submits).toHaveBeenCalledTimes(1);
});

test("the browser's check before the app has started shows no bubble: the live form is checked again", () => {
  const { doc, form } = page();
  const name = form.querySelector('input') as HTMLInputElement;
  name.required = true;
  const release = holdEarlyInput(doc, { pollMs: 10 });
  const early = new Event('invalid', { cancelable: true });
  name.dispatchEvent(early);
  // A second invalid field of the same check asks for no second check.
  name.dispatchEvent(new Event('invalid', { cancelable: true }));
  expect(early.defaultPrevented).toBe(true);

  const app = jest.fn((event: Event) => event.preventDefault());
  name.addEventListener('invalid', app);
  release();
  jest.advanceTimersByTime(100);
  expect(app).not.toHaveBeenCalled();

  makeLive(form);
  makeLive(name);
  jest.advanceTimersByTime(10);
  expect(app).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1000);
  expect(app).toHaveBeenCalledTimes(1);
});

test("a live field's check is the app's alone", () => {
  const { doc, form } = page();
  const name = form.querySelector('input') as HTMLInputElement;
  holdEarlyInput(doc)();
  makeLive(name);
  const event = new Event('invalid', { cancelable: true });
  name.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(false);
});

test('a check the app cannot take yet (still hydrating) is made again until it does', () => {
  const { doc, form } = page();
  const name = form.querySelector('input') as HTMLInputElement;
  name.required = true;
  holdEarlyInput(doc, { pollMs: 10 })();
  name.dispatchEvent(new Event('invalid', { cancelable: true }));
  let hydrating = true;
  const app = jest.fn((event: Event) => {
    if (!hydrating) event.preventDefault();
  });
  name.addEventListener('invalid', app);
  makeLive(form);
  makeLive(name);
  jest.advanceTimersByTime(30);
  expect(app.mock.calls.length).toBeGreaterThanOrEqual(3);
  hydrating = false;
  jest.advanceTimersByTime(10);
  const taken = app.mock.calls.length;
  jest.advanceTimersByTime(1000);
  expect(app).toHaveBeenCalledTimes(taken);
});
