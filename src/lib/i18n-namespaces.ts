/** Every translation namespace; each is one JSON file per language in src/locales. */
export const NAMESPACES = [
  'common',
  'nav',
  'hero',
  'charlesTech',
  'about',
  'skills',
  'portfolio',
  'contact',
  'footer',
  'chat',
  'legal',
  'privacy',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';
