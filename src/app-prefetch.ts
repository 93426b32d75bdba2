/**
 * Loaded while the browser is idle after the first paint (see index.tsx). Loading
 * this tiny chunk makes webpack add `<link rel="prefetch">` for the chunks named
 * below ('webpackPrefetch'): downloaded at the lowest priority into the cache, not
 * run. They are the app itself (React DOM, i18next, the router: about 110 kB) and
 * the chat box, the likeliest first thing a visitor opens; so the first interaction
 * does not wait for the network. The small section chunks are not worth it: the app
 * fetches them as it starts. Each hint costs the main thread about a millisecond on a
 * slow machine, so the list stays short.
 */
export const prefetched = [
  () => import(/* webpackPrefetch: true */ './boot'),
  () => import(/* webpackPrefetch: true */ './chat/chat-box'),
];
