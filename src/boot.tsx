import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';

/** Lets the browser handle input and paint between the costly steps below. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each its own task: i18next with the page's inline
 * translations, then React DOM, then the app, then hydration. The modules are in
 * this chunk ('eager') but only evaluated when their step comes. Hydration runs in
 * a transition, so React yields to the browser while it walks the prerendered tree.
 */
export async function boot(container: HTMLElement, onStarted: () => void): Promise<void> {
  const { createI18n } = await import(/* webpackMode: "eager" */ './lib/i18n');
  const i18n = createI18n();
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{ I18nextProvider }, { BrowserHistoryRouter }, { App }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-i18next'),
    import(/* webpackMode: "eager" */ './app/browser-router'),
    import(/* webpackMode: "eager" */ './app/app'),
  ]);
  await nextTask();
  const app = (
    <StrictMode>
      <Committed onCommitted={onStarted}>
        <I18nextProvider i18n={i18n}>
          <BrowserHistoryRouter>
            <App />
          </BrowserHistoryRouter>
        </I18nextProvider>
      </Committed>
    </StrictMode>
  );
  // Prerendered pages (build/<lng>/…/index.html) arrive with the content: hydrate it.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/**
 * Calls back once the app's first render is committed: React then handles events on
 * what it has hydrated, and input held until now can be delivered (early-input.ts).
 */
function Committed({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useEffect(onCommitted, [onCommitted]);
  return children;
}
