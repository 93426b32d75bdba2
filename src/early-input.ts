/**
 * The prerendered page is on screen before the app has hydrated it. Until then its
 * buttons do nothing and a form submit would reload the page with the fields in the
 * URL. This holds both from the first script on, and hands them to the live app.
 * Returns the release: call it once hydration has started (React then hydrates the
 * clicked part at once and delivers the event).
 */
export function holdEarlyInput(doc: Document): () => void {
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
    for (const button of clicked) if (button.isConnected) button.click();
    for (const form of submitted) if (form.isConnected) form.requestSubmit();
  };
}
