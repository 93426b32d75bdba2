import { createContext, useContext } from 'react';
import type { SitePage } from '../shared/site-pages';

/** Starts loading the code a page renders lazily; settles when it is in. */
export type LoadPageCode = (page: SitePage) => Promise<unknown>[];

/**
 * Which chunks each page renders is the app's knowledge (src/app/lazy-chunks.ts); the
 * language switcher, a section, asks for them through this context instead of importing
 * the app. Outside the app (a feature rendered on its own) there is nothing to load.
 */
export const PageCodeContext = createContext<LoadPageCode>(() => []);

export function usePageCode(): LoadPageCode {
  return useContext(PageCodeContext);
}
