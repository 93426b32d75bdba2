import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../../src/shared/languages';
import type { BuiltSite } from './built-site';
import {
  hashedPathPattern,
  HSTS_HEADER,
  IMMUTABLE,
  plainSecurityHeaders,
  REVALIDATE,
  GENERATED,
  quote,
} from './header-set';

/**
 * A Caddyfile snippet the documented site block imports: the security headers and cache rules
 * for everything but /api/ (the Node server sets those itself), HSTS only over HTTPS.
 */

export function caddyHeaders(site: BuiltSite): string {
  const hashed = `(?i)${hashedPathPattern()}`;
  const security = plainSecurityHeaders(site).map(([name, value]) => `\t${name} ${quote(value)}`);
  return [
    GENERATED,
    '@site_not_api not path /api/*',
    'header @site_not_api {',
    ...security,
    '}',
    '@site_https_not_api {',
    '\tprotocol https',
    '\tnot path /api/*',
    '}',
    `header @site_https_not_api ${HSTS_HEADER[0]} ${quote(HSTS_HEADER[1])}`,
    `@site_hashed path_regexp \`${hashed}\``,
    `header @site_hashed Cache-Control ${quote(IMMUTABLE)}`,
    '@site_revalidate {',
    '\tnot path /api/*',
    `\tnot path_regexp \`${hashed}\``,
    '}',
    `header @site_revalidate Cache-Control ${quote(REVALIDATE)}`,
    '',
  ].join('\n');
}

/**
 * The page routes of the site block, from the site's languages (imported after the handler for
 * files): `/` and any path without a language go to the default language's home page (302),
 * /<lng>/legal is that page, and /<lng>/anything-else that language's home page.
 */
export function caddyPages(): string {
  const languages = SUPPORTED_LANGUAGES.join('|');
  return [
    GENERATED,
    `redir / /${DEFAULT_LANGUAGE} 302`,
    '# /en/legal → en/legal/index.html; /en/anything-else → en/index.html.',
    `@page path_regexp page ^/(${languages})(?:/([A-Za-z0-9_-]+))?(?:/|$)`,
    'handle @page {',
    '\ttry_files /{re.page.1}/{re.page.2}/index.html /{re.page.1}/index.html',
    '\tfile_server {',
    '\t\tprecompressed br gzip',
    '\t}',
    '}',
    '# Every other path: the spec sends it to the default language.',
    'handle {',
    `\tredir * /${DEFAULT_LANGUAGE} 302`,
    '}',
    '',
  ].join('\n');
}
