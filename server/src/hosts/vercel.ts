import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../../src/shared/languages';
import type { BuiltSite } from './built-site';
import {
  FILE_EXTENSION_PATTERN,
  HASHED_PREFIXES,
  IMMUTABLE,
  pagePath,
  REVALIDATE,
  staticSecurityHeaders,
} from './header-set';

/**
 * build/vercel.json: Vercel's headers, redirects and rewrites (sources in path-to-regexp
 * syntax). Vercel runs redirects before it looks for a file, rewrites after, and applies every
 * matching header rule, so no two rules here give the same path a Cache-Control.
 */

interface Header {
  key: string;
  value: string;
}
export interface VercelConfig {
  $schema: string;
  redirects: Array<{ source: string; destination: string; statusCode: number }>;
  rewrites: Array<{ source: string; destination: string }>;
  headers: Array<{ source: string; headers: Header[] }>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Not a path that names a file by its extension: those are a 404 when missing, never a page. */
const NOT_A_FILE = `(?!.*${FILE_EXTENSION_PATTERN})`;

export function vercelConfig(site: BuiltSite, apiOrigin: string | undefined): VercelConfig {
  const home = `/${DEFAULT_LANGUAGE}`;
  const ownTop = [...SUPPORTED_LANGUAGES, 'api'].join('|');
  const hashedTop = HASHED_PREFIXES.map((prefix) => escape(prefix.slice(1))).join('|');
  const cacheControl = (value: string): Header[] => [{ key: 'Cache-Control', value }];
  const rootFiles = [...site.rootFiles, '404.html'].map(escape).join('|');
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    redirects: [
      { source: '/', destination: home, statusCode: 302 },
      {
        // Every path without a language, except the API, the assets and files (/robots.txt).
        source: `/:path((?!(?:${ownTop})(?:/|$)|${hashedTop})${NOT_A_FILE}.+)`,
        destination: home,
        statusCode: 302,
      },
    ],
    rewrites: [
      ...(apiOrigin ? [{ source: '/api/:path*', destination: `${apiOrigin}/api/:path*` }] : []),
      ...site.pages.flatMap((page) => [
        { source: pagePath(page), destination: `${pagePath(page)}/index.html` },
        {
          source: `${pagePath(page)}/:rest(${NOT_A_FILE}.*)`,
          destination: `${pagePath(page)}/index.html`,
        },
      ]),
    ],
    headers: [
      {
        source: '/((?!api/).*)',
        headers: staticSecurityHeaders(site).map(([key, value]) => ({ key, value })),
      },
      ...HASHED_PREFIXES.map((prefix) => ({
        source: `${prefix}(.*)`,
        headers: cacheControl(IMMUTABLE),
      })),
      { source: `/(${SUPPORTED_LANGUAGES.join('|')})`, headers: cacheControl(REVALIDATE) },
      { source: `/(${SUPPORTED_LANGUAGES.join('|')})/(.*)`, headers: cacheControl(REVALIDATE) },
      ...(site.rootDirs.length
        ? [
            {
              source: `/(${site.rootDirs.map(escape).join('|')})/(.*)`,
              headers: cacheControl(REVALIDATE),
            },
          ]
        : []),
      { source: `/(${rootFiles})`, headers: cacheControl(REVALIDATE) },
    ],
  };
}
