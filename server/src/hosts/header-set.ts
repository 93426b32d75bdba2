import { CACHE_CONTROL, HASHED_DIRS, HASHED_NAME } from '../cache-rules';
import { headerDisplayName, HSTS, securityHeaders } from '../security-headers';
import { FILE_EXTENSION } from '../cache-rules';
import type { BuiltSite } from './built-site';

/**
 * The rules every host file is written from, in one shape: which headers which paths get, as
 * the Node server decides them. Each host module only spells them in its own syntax.
 */

/** Security headers for static responses over HTTPS (static hosts serve nothing else). */
export function staticSecurityHeaders(site: BuiltSite): Array<[string, string]> {
  return Object.entries({ ...securityHeaders(site.cspHashes), [HSTS.name]: HSTS.value }).map(
    ([name, value]) => [headerDisplayName(name), value],
  );
}

/** The same without HSTS, for servers that also answer plain HTTP (nginx and Caddy add it per scheme). */
export function plainSecurityHeaders(site: BuiltSite): Array<[string, string]> {
  return Object.entries(securityHeaders(site.cspHashes)).map(([name, value]) => [
    headerDisplayName(name),
    value,
  ]);
}

/** The first line of every file the build writes for a host. */
export const GENERATED =
  '# Written by `npm run build` (server/src/hosts/) from the rules the Node server uses: do not edit.';

/** A header value as a double-quoted string (Caddy, nginx). */
export const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

export const HSTS_HEADER: [string, string] = [headerDisplayName(HSTS.name), HSTS.value];
export const IMMUTABLE = CACHE_CONTROL.immutable;
export const REVALIDATE = CACHE_CONTROL.revalidate;

/** /static/… and /locales/… (each file there is checked to carry its hash, see cache-rules.ts). */
export const HASHED_PREFIXES = HASHED_DIRS.map((dir) => `/${dir}/`);

/** A regular expression (source) for a URL path of a content-hashed file: PCRE and RE2 alike. */
export function hashedPathPattern(): string {
  const name = HASHED_NAME.source.replace(/^\\\./, '').replace(/\$$/, '');
  return `^/(?:${HASHED_DIRS.join('|')})/.*\\.${name}$`;
}

/** A regular expression (source) for a path that names a file by its extension. */
export const FILE_EXTENSION_PATTERN = FILE_EXTENSION.source;

/** URL path of a page folder: 'en/legal' → '/en/legal'. */
export function pagePath(page: string): string {
  return `/${page}`;
}
