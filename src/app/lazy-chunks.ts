/**
 * Every code-split chunk of the app, in one place (app-prefetch.ts names the ones
 * worth fetching ahead).
 */
export const importAbout = () => import('../sections/about');
export const importSkills = () => import('../sections/skills');
export const importPortfolio = () => import('../sections/portfolio');
export const importContact = () => import('../contact/contact-section');
export const importFooter = () => import('../sections/footer');
export const importChatBox = () => import('../chat/chat-box');
export const importLegalPage = () => import('../pages/legal-page');
export const importPrivacyPage = () => import('../pages/privacy-page');
