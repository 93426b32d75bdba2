/**
 * How long browsers and CDNs may keep each response, defined once: the Node server applies it
 * (static.ts, pages.ts) and the build writes it for the other hosts (server/src/hosts/). A file
 * whose name carries its content hash never changes under that name, so it is kept for a year;
 * everything else is revalidated on each use, so a new deploy is seen at once. Which paths
 * name a file (and never a page) is decided here too.
 */

export const CACHE_CONTROL = {
  /** Content-hashed files under HASHED_DIRS. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and every other file: cached, but revalidated (ETag / Last-Modified) before each use. */
  revalidate: 'no-cache',
  /** API answers are personal and one-off. */
  api: 'no-store',
} as const;

/** The folders of build/ whose files are content-hashed by the build (webpack, build-locales). */
export const HASHED_DIRS = ['static', 'locales'] as const;

/**
 * A file name carrying a content hash: main.d251270f.js, 104.80ca6849.chunk.js,
 * about.7a847ff01a.json, and webpack's 274.7a159c81.chunk.js.LICENSE.txt beside its chunk.
 */
export const HASHED_NAME = /\.[0-9a-f]{8,}\.(?:chunk\.)?[a-z0-9]+(?:\.LICENSE\.txt)?$/i;

/** A path relative to build/ ('static/js/main.1234abcd.js.br'), with / separators. */
export function cacheControlForFile(relPath: string): string {
  // main.1234abcd.js.br is main.1234abcd.js, precompressed at build time.
  const rel = relPath.replace(/\.(br|gz)$/, '');
  const inHashedDir = HASHED_DIRS.some((dir) => rel.startsWith(`${dir}/`));
  return inHashedDir && HASHED_NAME.test(rel) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
}

/**
 * The files of a build that sit in a hashed folder without a hash in their name. Hosts that can
 * only say "everything under /static/ is immutable" need this list to be empty.
 */
export function unhashedInHashedDirs(relPaths: readonly string[]): string[] {
  return relPaths.filter(
    (rel) =>
      HASHED_DIRS.some((dir) => rel.startsWith(`${dir}/`)) &&
      cacheControlForFile(rel) !== CACHE_CONTROL.immutable,
  );
}

/** The end of a path that names a file by its extension (/robots.txt, /de/logo.png). */
export const FILE_EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

/** Paths that name a file, not a page: they get a 404 when missing, never the page. */
export function looksLikeFile(pathname: string): boolean {
  return (
    HASHED_DIRS.some((dir) => pathname.startsWith(`/${dir}/`)) || FILE_EXTENSION.test(pathname)
  );
}
