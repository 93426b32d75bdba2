import { z } from 'zod';

/**
 * The chunk groups a page fetches ahead (see src/prefetch-hints.ts), by the names given
 * in their `import()`: the app itself (index.tsx), the chat box (lazy-chunks.ts), the
 * likeliest first thing a visitor opens, and the notices' stylesheet (notice-provider.tsx),
 * which a notice must have the moment it shows. The small section chunks are not worth
 * it: the app fetches them as it starts.
 */
export const PREFETCHED_CHUNK_GROUPS = ['app', 'chat-box', 'notices'] as const;

/** The part of webpack's stats (`react-scripts build --stats`) read here. */
const webpackStats = z.object({
  namedChunkGroups: z.record(
    z.string(),
    z.object({ assets: z.array(z.object({ name: z.string() })) }),
  ),
});

/**
 * The URLs of the scripts and stylesheets of the prefetched chunk groups, each once,
 * less the stylesheets the page already has inline (`inlineStyles`, by URL). The site is
 * served from the root, as everywhere in the build (scripts/prerender.mjs).
 * Throws when a group is missing: a renamed import must not silently stop the prefetch.
 */
export function prefetchUrls(stats: unknown, inlineStyles: readonly string[]): string[] {
  const { namedChunkGroups } = webpackStats.parse(stats);
  const urls = new Set<string>();
  for (const name of PREFETCHED_CHUNK_GROUPS) {
    const group = namedChunkGroups[name];
    if (!group) throw new Error(`webpack's stats have no chunk group named '${name}'`);
    for (const { name: file } of group.assets) {
      if (/\.(js|css)$/.test(file)) urls.add(`/${file}`);
    }
  }
  for (const href of inlineStyles) urls.delete(href);
  return [...urls];
}
