import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../../src/shared/languages';
import { unhashedInHashedDirs } from '../cache-rules';
import { readBuiltSite } from './built-site';
import { caddyHeaders, caddyPages } from './caddy';
import { nginxHeadersConf, nginxHttpConf, nginxPagesConf } from './nginx';
import { netlifyHeaders, netlifyRedirects } from './netlify';
import { vercelConfig } from './vercel';

/** The public origin of the Node API for hosts that proxy /api/* to it: https://api.example.com. */
export function parseApiOrigin(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`API_ORIGIN must be a URL like https://api.example.com (got ${value})`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.username) {
    throw new Error(`API_ORIGIN must be an origin like https://api.example.com (got ${value})`);
  }
  return url.origin;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

interface NotFoundTexts {
  title: string;
  text: string;
  home: string;
}

/**
 * build/404.html: what a static host shows for a path it has no file or rule for. It sends
 * the visitor on to /de, as the spec's route table does for unknown paths, without a script.
 */
export function notFoundPage(texts: Record<string, NotFoundTexts>): string {
  const home = `/${DEFAULT_LANGUAGE}`;
  const title = SUPPORTED_LANGUAGES.map((lng) => texts[lng]?.title ?? '').join(' · ');
  const body = SUPPORTED_LANGUAGES.map((lng) => {
    const t = texts[lng];
    return t
      ? `<p lang="${lng}">${escapeHtml(t.text)} <a href="/${lng}">${escapeHtml(t.home)}</a></p>`
      : '';
  }).join('\n');
  return `<!doctype html>
<html lang="${DEFAULT_LANGUAGE}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${home}">
<title>${escapeHtml(title)}</title>
</head>
<body>
${body}
</body>
</html>
`;
}

export interface WrittenHostFiles {
  files: string[];
}

/**
 * Writes every host's configuration into build/ from the finished build and the rules the Node
 * server uses. Refuses a build whose hashed folders hold a file without a hash: the hosts
 * cache everything there for a year.
 */
export function writeHostFiles(
  buildDir: string,
  {
    apiOrigin,
    notFound,
  }: { apiOrigin: string | undefined; notFound: Record<string, NotFoundTexts> },
): WrittenHostFiles {
  const site = readBuiltSite(buildDir);
  const unhashed = unhashedInHashedDirs(site.files);
  if (unhashed.length > 0) {
    throw new Error(
      `these files have no content hash in their name but sit where every file is cached for a year: ${unhashed.join(', ')} (move them out of static/ and locales/)`,
    );
  }
  const outputs: Record<string, string> = {
    _headers: netlifyHeaders(site),
    _redirects: netlifyRedirects(site, apiOrigin),
    'vercel.json': `${JSON.stringify(vercelConfig(site, apiOrigin), null, 2)}\n`,
    '404.html': notFoundPage(notFound),
    'server-config/nginx-http.conf': nginxHttpConf(site),
    'server-config/nginx-headers.conf': nginxHeadersConf(site),
    'server-config/nginx-pages.conf': nginxPagesConf(),
    'server-config/caddy-headers.caddyfile': caddyHeaders(site),
    'server-config/caddy-pages.caddyfile': caddyPages(),
  };
  for (const [file, content] of Object.entries(outputs)) {
    const full = path.join(buildDir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  }
  return { files: Object.keys(outputs) };
}
