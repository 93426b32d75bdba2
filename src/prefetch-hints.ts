/**
 * The app's code worth fetching ahead (the app itself and the chat box), listed in the
 * page by the build (scripts/prerender.mjs, from webpack's stats) less what the page
 * already has inline. index.tsx turns each URL into a `<link rel="prefetch">` in an
 * idle moment of its own: the browser fetches it into its cache at the lowest priority
 * without running it. Adding the hints one by one matters on a slow phone: together,
 * from one script, they made a task of 15–65 ms on the test machine.
 */
export const PREFETCH_LIST_ID = 'app-prefetch';

/** Site paths only: the list never sends the visitor's browser to another origin. */
const SITE_PATH = /^\/(?!\/)[^\s"<>\\]*$/;

/** The URLs the page lists; none if the list is missing or is not a list of site paths. */
export function prefetchList(doc: Document): string[] {
  const text = doc.getElementById(PREFETCH_LIST_ID)?.textContent;
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter((url): url is string => typeof url === 'string' && SITE_PATH.test(url));
}

/** Asks the browser to fetch `url` into its cache when it has nothing better to do. */
export function addPrefetchHint(doc: Document, url: string): void {
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.setAttribute('as', url.endsWith('.css') ? 'style' : 'script');
  link.href = url;
  doc.head.appendChild(link);
}
