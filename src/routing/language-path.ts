import type { Language } from '../shared/languages';

/** Rewrites only the leading language segment: ('/de/about', 'en') → '/en/about'. */
export function withLanguage(pathname: string, lng: Language): string {
  return `/${lng}${pathname.replace(/^\/[^/]*/, '')}`;
}
