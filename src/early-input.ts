/**
 * The prerendered page is on screen before the app has hydrated it, and parts of it
 * (the lazily loaded sections) hydrate later still. Until then their buttons do
 * nothing and a form submit would leave the page (the contact form would even put its
 * fields in the URL). From the first script on, this:
 *
 * - holds every click on a button React has not taken over yet, stopping it at the
 *   document before the app's listeners could half-handle it, and clicks the button
 *   again once it is live;
 * - takes every submit: with JavaScript on, no form leaves the page. The submit is
 *   handed to the app as a copy of the event (a dispatched event never submits a form
 *   by itself), again and again until the app's handler takes it (calls
 *   preventDefault), which it cannot do while its part of the page is still hydrating;
 * - takes the browser's check of a form the app has not taken over yet: its bubble would
 *   speak the browser's language, not the page's. The form is checked again once it is
 *   live, so the app shows its own messages (src/contact/use-field-errors.ts).
 *
 * Returns the release: call it once the app's first render has been committed. Input
 * held until then waits for it; later input is delivered as soon as it can be.
 */
export function holdEarlyInput(
  doc: Document,
  options: { pollMs?: number; giveUpMs?: number } = {},
): () => void {
  const { pollMs = 16, giveUpMs = 15_000 } = options;
  let released = false;
  const held: [Element, Deliver][] = [];
  const hold = (element: Element, deliver: Deliver) => {
    if (released) whenLive(element, deliver, pollMs, giveUpMs);
    else held.push([element, deliver]);
  };
  const ours = new WeakSet<Event>();

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button's click becomes a submit event, taken below.
    if (!(button instanceof HTMLButtonElement) || button.type === 'submit' || isLive(button))
      return;
    event.stopPropagation();
    hold(button, () => {
      button.click();
      return true;
    });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (ours.has(event) || !(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    const submitter = event.submitter;
    const deliver = () => {
      const copy = submitEvent(submitter);
      ours.add(copy);
      form.dispatchEvent(copy);
      return copy.defaultPrevented;
    };
    if (!released || !isLive(form) || !deliver()) hold(form, deliver);
  };
  const checking = new WeakSet<HTMLFormElement>();
  const onInvalid = (event: Event) => {
    const field = event.target;
    const form = field instanceof Element && !isLive(field) ? field.closest('form') : null;
    if (!form) return;
    event.preventDefault();
    // One check per press: the browser fires `invalid` at each invalid field in turn.
    if (checking.has(form)) return;
    checking.add(form);
    hold(form, () => {
      // Taken once the app cancels each `invalid` of the check (it shows its own message),
      // which it cannot do while the form is still hydrating: then it is tried again.
      let taken = true;
      const note = (invalid: Event) => (taken &&= invalid.defaultPrevented);
      const fields = Array.from(form.elements);
      for (const field of fields) field.addEventListener('invalid', note);
      form.checkValidity();
      for (const field of fields) field.removeEventListener('invalid', note);
      if (taken) checking.delete(form);
      return taken;
    });
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  // `invalid` does not bubble: only a listener in the capture phase sees it here.
  doc.addEventListener('invalid', onInvalid, true);
  return () => {
    released = true;
    for (const [element, deliver] of held.splice(0)) whenLive(element, deliver, pollMs, giveUpMs);
  };
}

/** Hands an input to its element; true once the app has taken it. */
type Deliver = () => boolean;

function submitEvent(submitter: HTMLElement | null): Event {
  const init = { bubbles: true, cancelable: true };
  return typeof SubmitEvent === 'function'
    ? new SubmitEvent('submit', { ...init, submitter })
    : new Event('submit', init);
}

/** True once React has hydrated the element: its handlers now receive its events. */
export function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Delivers once the element is live and until the app takes it. Hydration runs in a
 * transition and lazy parts hydrate when their code arrives, so that may take a few
 * frames. An input the app never takes is dropped with an error, never left to the
 * browser.
 */
function whenLive(element: Element, deliver: Deliver, pollMs: number, giveUpMs: number) {
  const giveUpAt = Date.now() + giveUpMs;
  const attempt = () => {
    if (!element.isConnected) return;
    if (isLive(element) && deliver()) return;
    if (Date.now() < giveUpAt) setTimeout(attempt, pollMs);
    else console.error('an early click or submit was dropped: the page never became live');
  };
  attempt();
}
