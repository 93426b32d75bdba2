import fs from 'fs';
import path from 'path';
import localeManifest from '../generated/locale-manifest.json';

const manifest: Record<string, Record<string, string>> = localeManifest;
const filesByUrl = new Map<string, string>();
for (const [lng, namespaces] of Object.entries(manifest)) {
  for (const [ns, url] of Object.entries(namespaces)) {
    filesByUrl.set(url, path.join(__dirname, '..', 'locales', lng, `${ns}.json`));
  }
}

/**
 * Answers the i18next HTTP backend's requests from src/locales on disk, the way
 * the static server answers them from public/locales in the browser.
 * Returns undefined for any other URL so a test can handle it.
 */
export function localeResponse(url: string): Response | undefined {
  const pathname = new URL(url, 'http://localhost').pathname;
  const file = filesByUrl.get(pathname);
  if (!file) return undefined;
  return new Response(fs.readFileSync(file, 'utf8'), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}
