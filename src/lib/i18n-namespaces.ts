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
/**
 * Content only the server reads: the owner's answers for the assistant
 * (src/locales/<lng>/assistant.json). Published with the others, never loaded by the page.
 */
export const SERVER_NAMESPACES = ['assistant'] as const;
