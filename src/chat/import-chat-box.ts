/**
 * The chat box's chunk, fetched on first open. It has a name: the build lists its files
 * for the page to fetch ahead (src/prefetch-hints.ts, scripts/prerender.mjs).
 */
export const importChatBox = () => import(/* webpackChunkName: "chat-box" */ './chat-box');
