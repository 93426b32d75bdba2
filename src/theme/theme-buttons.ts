/**
 * The prerendered theme buttons say "system" is pressed: the server cannot know the stored
 * choice. theme-early.ts shows that choice before the first paint, and the buttons' pressed
 * look follows <html data-theme> in CSS; but their aria-pressed would tell a screen reader
 * "system" until the app starts, which for a visitor who only reads may be never. The loader
 * calls this at once, so the state read out is the one on screen.
 */
export function markChosenTheme(doc: Document): void {
  const theme = doc.documentElement.getAttribute('data-theme');
  if (!theme) return;
  doc.querySelectorAll('[data-theme-choice]').forEach((button) => {
    button.setAttribute('aria-pressed', String(button.getAttribute('data-theme-choice') === theme));
  });
}
