/**
 * Every code-split chunk of the app, in one place. The chat box has a name: the build
 * lists its files (and the app's, index.tsx) for the page to fetch ahead (prefetch-hints.ts).
 */
export const importAbout = () => import('../sections/about');
export const importSkills = () => import('../sections/skills');
export const importPortfolio = () => import('../sections/portfolio');
export const importContact = () => import('../contact/contact-section');
export const importFooter = () => import('../sections/footer');
export const importChatBox = () => import(/* webpackChunkName: "chat-box" */ '../chat/chat-box');
export const importLegalPage = () => import('../pages/legal-page');
export const importPrivacyPage = () => import('../pages/privacy-page');

/**
 * The code each page renders lazily. A language switch loads it first: a part of the page
 * still waiting for its code when the switch re-renders it would fall back to its
 * placeholder, the page would shrink, and the reader would lose their place.
 */
export function pageChunks(page: string): Promise<unknown>[] {
  if (page === 'legal') return [importLegalPage(), importFooter()];
  if (page === 'privacy') return [importPrivacyPage(), importFooter()];
  return [importAbout(), importSkills(), importPortfolio(), importContact(), importFooter()];
}
