/**
 * Every code-split chunk of the app, in one place. Each import carries
 * 'webpackPrefetch': when the chunk holding this module has loaded, webpack adds a
 * `<link rel="prefetch">` for each of them (lowest priority, downloaded, not run).
 * That chunk is app-prefetch, loaded while the browser is idle after the first paint,
 * and the app itself; so whatever the visitor opens first is already in the cache.
 */
// The app itself (index.tsx starts it with its own import()).
export const importBoot = () => import(/* webpackPrefetch: true */ '../boot');
export const importAbout = () => import(/* webpackPrefetch: true */ '../sections/about');
export const importSkills = () => import(/* webpackPrefetch: true */ '../sections/skills');
export const importPortfolio = () => import(/* webpackPrefetch: true */ '../sections/portfolio');
export const importContact = () =>
  import(/* webpackPrefetch: true */ '../contact/contact-section');
export const importFooter = () => import(/* webpackPrefetch: true */ '../sections/footer');
export const importChatBox = () => import(/* webpackPrefetch: true */ '../chat/chat-box');
export const importLegalPage = () => import(/* webpackPrefetch: true */ '../pages/legal-page');
export const importPrivacyPage = () =>
  import(/* webpackPrefetch: true */ '../pages/privacy-page');
