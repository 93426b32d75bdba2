import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../../src/shared/languages';
import type { BuiltSite } from './built-site';
import {
  HASHED_PREFIXES,
  IMMUTABLE,
  pagePath,
  REVALIDATE,
  staticSecurityHeaders,
  GENERATED,
} from './header-set';

/**
 * build/_headers and build/_redirects, read by Netlify and Cloudflare Pages from the published
 * folder. Both hosts apply every matching header rule and join a header set by two rules, so
 * no two rules here give the same path a Cache-Control.
 */

function rule(pathPattern: string, headers: Array<[string, string]>): string {
  return [pathPattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

export function netlifyHeaders(site: BuiltSite): string {
  const revalidate: Array<[string, string]> = [['Cache-Control', REVALIDATE]];
  const rules = [
    rule('/*', staticSecurityHeaders(site)),
    ...HASHED_PREFIXES.map((prefix) => rule(`${prefix}*`, [['Cache-Control', IMMUTABLE]])),
    ...SUPPORTED_LANGUAGES.flatMap((lng) => [
      rule(`/${lng}`, revalidate),
      rule(`/${lng}/*`, revalidate),
    ]),
    ...site.rootDirs.map((dir) => rule(`/${dir}/*`, revalidate)),
    ...site.rootFiles.map((file) => rule(`/${file}`, revalidate)),
    rule('/404.html', revalidate),
  ];
  return `${GENERATED}\n${rules.join('\n')}\n`;
}

/**
 * Rules apply in order, and (unless forced with !) only where no file answers: / and every path without a language
 * go to /de (302, as the spec's route table says), a path below a language gets the deepest
 * prerendered page above it, a missing asset is a 404. With `apiOrigin`, /api/* is proxied to
 * the Node server; without, it is a 404 and the form and the assistant show their error texts.
 */
export function netlifyRedirects(site: BuiltSite, apiOrigin: string | undefined): string {
  // Forced (!): build/index.html, the app shell, would otherwise answer /.
  const lines: Array<[string, string, string]> = [['/', `/${DEFAULT_LANGUAGE}`, '302!']];
  lines.push(
    apiOrigin ? ['/api/*', `${apiOrigin}/api/:splat`, '200'] : ['/api/*', '/404.html', '404'],
  );
  for (const prefix of HASHED_PREFIXES) lines.push([`${prefix}*`, '/404.html', '404']);
  for (const page of site.pages) {
    lines.push([`${pagePath(page)}/*`, `${pagePath(page)}/index.html`, '200']);
  }
  lines.push(['/*', `/${DEFAULT_LANGUAGE}`, '302']);
  const width = Math.max(...lines.map(([from]) => from.length)) + 2;
  const targetWidth = Math.max(...lines.map(([, to]) => to.length)) + 2;
  const body = lines.map(
    ([from, to, status]) => `${from.padEnd(width)}${to.padEnd(targetWidth)}${status}`,
  );
  return `${GENERATED}\n${body.join('\n')}\n`;
}
