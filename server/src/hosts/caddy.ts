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
