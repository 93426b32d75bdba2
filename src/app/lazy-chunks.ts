import type { SitePage } from '../shared/site-pages';

/**
 * Every code-split chunk of the pages, in one place (the chat box's is the chat's own:
 * src/chat/import-chat-box.ts).
 */
export const importAbout = () => import('../sections/about');
export const importSkills = () => import('../sections/skills');
export const importPortfolio = () => import('../sections/portfolio');
export const importContact = () => import('../contact/contact-section');
export const importFooter = () => import('../sections/footer');
export const importLegalPage = () => import('../pages/legal-page');
export const importPrivacyPage = () => import('../pages/privacy-page');

/**
 * The code each page renders lazily. A language switch loads it first (the switcher gets it
 * through src/routing/page-code.ts): a part of the page still waiting for its code when the
 * switch re-renders it would fall back to its placeholder, the page would shrink, and the
 * reader would lose their place.
 */
export function pageChunks(page: SitePage): Promise<unknown>[] {
  if (page === 'legal') return [importLegalPage(), importFooter()];
  if (page === 'privacy') return [importPrivacyPage(), importFooter()];
  return [importAbout(), importSkills(), importPortfolio(), importContact(), importFooter()];
}
