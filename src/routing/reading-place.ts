/**
 * A language switch re-renders every text of the page, and the German ones are longer: the
 * part of the page the visitor is reading would move down by hundreds of pixels where the
 * browser does not anchor the scroll position itself. The switcher notes what is just below
 * the sticky header when it is pressed, and the language route puts it back at the same
 * height once the new texts are on the page.
 */

interface ReadingPlace {
  element: Element;
  top: number;
  /** The section around it, found again by its id if the element itself was replaced. */
  sectionId: string | undefined;
  sectionTop: number;
}

let kept: ReadingPlace | undefined;

/** Notes the element just below the sticky header and where it is (nothing at the very top). */
export function keepReadingPlace(): void {
  kept = undefined;
  if (window.scrollY === 0) return;
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const element = document.elementFromPoint(window.innerWidth / 2, headerBottom + 8);
  if (!element?.closest('main, footer')) return;
  const section = element.closest('[id]');
  kept = {
    element,
    top: element.getBoundingClientRect().top,
    sectionId: section?.id,
    sectionTop: section?.getBoundingClientRect().top ?? 0,
  };
}

/** Scrolls the noted element (or its section) back to where it was; forgets it either way. */
export function restoreReadingPlace(): void {
  const place = kept;
  kept = undefined;
  if (!place) return;
  const section = place.sectionId ? document.getElementById(place.sectionId) : null;
  let moved: number;
  if (place.element.isConnected) moved = place.element.getBoundingClientRect().top - place.top;
  else if (section) moved = section.getBoundingClientRect().top - place.sectionTop;
  else return;
  if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
}
