/**
 * Loaded while the browser is idle after the first paint (see index.tsx). This tiny
 * chunk holds app/lazy-chunks.ts, so loading it makes webpack prefetch the app's
 * chunks: downloaded at the lowest priority into the cache but not run. The page does
 * no work until the visitor needs the app, and the app then starts without waiting
 * for the network.
 */
export * from './app/lazy-chunks';
