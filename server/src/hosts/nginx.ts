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
 * Two nginx include files. nginx drops every add_header of an outer level in a location that
 * sets one of its own, so no location of the documented config sets any: the server block
 * includes nginx-headers.conf once, and each value comes from a map (nginx-http.conf, http
 * level) that is empty for /api/ — the Node server sets those headers itself — and, for HSTS,
 * empty over plain HTTP. An empty value sends no header.
 */

const variableFor = (name: string) => `$site_${name.toLowerCase().replace(/-/g, '_')}`;

export function nginxHttpConf(site: BuiltSite): string {
  const maps = plainSecurityHeaders(site).map(([name, value]) =>
    [`map $uri ${variableFor(name)} {`, `  "~^/api/" "";`, `  default ${quote(value)};`, '}'].join(
      '\n',
    ),
  );
  maps.push(
    [
      `map "$scheme:$uri" ${variableFor(HSTS_HEADER[0])} {`,
      `  "~^https:/api/" "";`,
      `  "~^https:" ${quote(HSTS_HEADER[1])};`,
      `  default "";`,
      '}',
    ].join('\n'),
    [
      'map $uri $site_cache_control {',
      `  "~^/api/" "";`,
      `  ${quote(`~*${hashedPathPattern()}`)} ${quote(IMMUTABLE)};`,
      `  default ${quote(REVALIDATE)};`,
      '}',
    ].join('\n'),
  );
  return `${GENERATED}\n# Include once in the http {} context (a conf.d file is read there).\n${maps.join('\n')}\n`;
}

export function nginxHeadersConf(site: BuiltSite): string {
  const names = [
    ...plainSecurityHeaders(site).map(([name]) => name),
    HSTS_HEADER[0],
    'Cache-Control',
  ];
  const lines = names.map((name) => `add_header ${name} ${variableFor(name)} always;`);
  return `${GENERATED}\n# Include once in the server {} block; set no add_header in its locations.\n${lines.join('\n')}\n`;
}

/**
 * The page routes of the server block, from the site's languages (included where the
 * documented config routes pages, after the locations for files): `/` and any path without a
 * language go to the default language's home page (302, as the Node server answers),
 * /<lng>/legal is that page, and /<lng>/anything-else that language's home page.
 */
export function nginxPagesConf(): string {
  const languages = SUPPORTED_LANGUAGES.join('|');
  return [
    GENERATED,
    'location = / {',
    `  return 302 /${DEFAULT_LANGUAGE};`,
    '}',
    '# /en/legal → en/legal/index.html; /en/anything-else → en/index.html.',
    `location ~ "^/(${languages})(?:/([A-Za-z0-9_-]+))?(?:/|$)" {`,
    '  try_files /$1/$2/index.html /$1/index.html =404;',
    '}',
    '# Every other path: the spec sends it to the default language.',
    'location / {',
    `  return 302 /${DEFAULT_LANGUAGE};`,
    '}',
    '',
  ].join('\n');
}
