/**
 * One script for the frame of a doc page, and one for /map (issue #31).
 *
 * Docusaurus loads a route's parts as separate chunks. A doc route: the docs root, the version root,
 * the doc root and the doc item components, the version's data (the sidebar) and the plugin's route
 * data; the bundler splits the theme code they share into more chunks. A first visit to any doc page
 * ran 13 scripts after main.js besides the page's own content; /map ran 9. main.js inserts each of
 * them inside its long task (every insertion sets up a fetch on the main thread), and each is then
 * compiled and run as a task of its own.
 *
 * Here each frame's parts, with the code they share, go into one chunk: `doc-shell` for doc pages,
 * `map-page` for /map. A doc page runs 6 scripts instead of 16 and /map 6 instead of 11, with fewer
 * bytes. A doc page's own content (its MDX chunk) stays apart, and so do the parts only some pages
 * load (places, the code highlighter, image zoom, the 404 menu, the map widget). Code that a frame
 * shares with other routes (/search, /sale) is in both: a few kilobytes more when a reader moves on.
 */
import type { Plugin } from '@docusaurus/types';

/** The components a doc route is made of, as the routes import them. */
const DOC_ROUTE_COMPONENTS = new Set(['@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot', '@theme/DocItem']);
/** The docs plugin's data modules: its route data and each version's (the sidebar). */
const DOCS_DATA = '@generated/docusaurus-plugin-content-docs/';
/** The places plugin's data modules for /map: its route data and the map's places (src/plugins/places). */
const PLACES_DATA = /[\\/]samguide-places[\\/]default[\\/]/;

/** Each frame: its chunk's name, and which `import()` requests load the route parts that go in it. */
export const FRAMES: { name: string; loads: (request: string) => boolean }[] = [
  { name: 'doc-shell', loads: (request) => DOC_ROUTE_COMPONENTS.has(request) || request.startsWith(DOCS_DATA) },
  { name: 'map-page', loads: (request) => request === '@site/src/pages/_map/MapPage' || PLACES_DATA.test(request) },
];

/** What the bundler tells about a chunk: the `import()` requests that load the groups it is in. */
export type ChunkLike = { groupsIterable: Iterable<{ origins: { request?: string }[] }> };

/** The frame a chunk belongs to, if it is one of a framed route's parts. */
export function frameOf(chunk: ChunkLike): string | undefined {
  for (const group of chunk.groupsIterable)
    for (const { request } of group.origins) {
      const frame = request ? FRAMES.find((f) => f.loads(request)) : undefined;
      if (frame) return frame.name;
    }
  return undefined;
}

export default function routeFrames(): Plugin {
  return {
    name: 'samguide-route-frames',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: Object.fromEntries(
              FRAMES.map(({ name }) => [
                name,
                {
                  name,
                  chunks: (chunk: ChunkLike) => frameOf(chunk) === name,
                  // Every module of those chunks, whatever the size and sharing rules say.
                  enforce: true,
                  // Above Docusaurus's `common` group (40); below `places` (45), so place code keeps its
                  // chunk, and below Docusaurus's `styles` (50), so the parts' CSS stays in the one
                  // stylesheet: a stylesheet of the frame's own, inserted while the page hydrates, made
                  // Chrome restyle and lay out the whole page a second time (measured on grocery).
                  priority: 44,
                },
              ]),
            ),
          },
        },
      };
    },
  };
}
