/**
 * The prerendered page is on screen before the app has hydrated it. Until then its
 * buttons do nothing and a form submit would leave the page (the contact form would
 * even put its fields in the URL). This holds clicks on buttons and submits from the
 * first script on, and hands each to the live app once React has taken over the
 * element it was aimed at.
 *
 * Returns the release: call it once hydration has started.
 */
export function holdEarlyInput(
  doc: Document,
  options: { pollMs?: number; giveUpMs?: number } = {},
): () => void {
  const { pollMs = 16, giveUpMs = 15_000 } = options;
  const clicked: HTMLButtonElement[] = [];
  const submitted: HTMLFormElement[] = [];
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button's click becomes a submit event, held below.
    if (button instanceof HTMLButtonElement && button.type !== 'submit') clicked.push(button);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) submitted.push(event.target);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    const held: [Element, () => void][] = [
      ...clicked.map((button): [Element, () => void] => [button, () => button.click()]),
      ...submitted.map((form): [Element, () => void] => [form, () => form.requestSubmit()]),
    ];
    for (const [element, deliver] of held) whenLive(element, deliver, pollMs, giveUpMs);
  };
}

/** True once React has hydrated the element: its handlers now receive its events. */
export function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Delivers once the element is live. Hydration runs in a transition and lazy parts
 * hydrate when their code arrives, so that may take a few frames. An input that never
 * finds its element live is dropped, never sent the browser's way: a plain submit of
 * the contact form would put the message in the URL.
 */
function whenLive(element: Element, deliver: () => void, pollMs: number, giveUpMs: number) {
  const giveUpAt = Date.now() + giveUpMs;
  const attempt = () => {
    if (!element.isConnected) return;
    if (isLive(element)) deliver();
    else if (Date.now() < giveUpAt) setTimeout(attempt, pollMs);
    else console.error('an early click or submit was dropped: the page never became live');
  };
  attempt();
}
