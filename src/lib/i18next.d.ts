// Type-checks every t('ns:key') call against the English source files.
import 'i18next';
import type about from '../locales/en/about.json';
import type charlesTech from '../locales/en/charlesTech.json';
import type chat from '../locales/en/chat.json';
import type common from '../locales/en/common.json';
import type contact from '../locales/en/contact.json';
import type footer from '../locales/en/footer.json';
import type hero from '../locales/en/hero.json';
import type legal from '../locales/en/legal.json';
import type nav from '../locales/en/nav.json';
import type portfolio from '../locales/en/portfolio.json';
import type privacy from '../locales/en/privacy.json';
import type skills from '../locales/en/skills.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      about: typeof about;
      charlesTech: typeof charlesTech;
      chat: typeof chat;
      common: typeof common;
      contact: typeof contact;
      footer: typeof footer;
      hero: typeof hero;
      legal: typeof legal;
      nav: typeof nav;
      portfolio: typeof portfolio;
      privacy: typeof privacy;
      skills: typeof skills;
    };
  }
}
