/**
 * A route's frame in one script, and what the frames share in one more (issue #31).
 *
 * Docusaurus loads a route's parts as separate chunks. A doc route: the docs root, the version root,
 * the doc root and the doc item components, the version's data (the sidebar) and the plugin's route
 * data; the bundler splits the theme code they share into more chunks. A first visit to a doc page ran
 * 16 scripts: the runtime, main.js and 14 that main.js inserted inside its long task (each insertion
 * sets up a fetch on the main thread), each then compiled and run as a task of its own.
 *
 * Here the parts of each kind of route go into one chunk, its frame: `doc-frame` for doc pages (and
 * the 404 page, which the docs layout renders), `map-frame`, `search-frame`, `sale-frame`. The code
 * that the doc frame shares with another (the navbar, the footer, the theme's hooks) goes into
 * `site-frame`, so that a reader who moves from a doc page to /map downloads only what /map adds. A
 * doc page now runs 7 scripts (/map on a phone 5 instead of 10), with fewer bytes. A doc page's own
 * content (its MDX chunk) stays apart, and so do the parts only some pages load (places, the code
 * highlighter, image zoom, the 404 menu, the map widget, the search engine).
 */
import type { Plugin } from '@docusaurus/types';

/** The components a doc route is made of, as the routes import them. */
const DOC_ROUTE_COMPONENTS = new Set(['@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot', '@theme/DocItem']);
/** A plugin's data modules for its routes, as `@generated/…` or as a path in `.docusaurus/`. */
const dataOf = (plugin: string) => (request: string) =>
  request.startsWith(`@generated/${plugin}/`) ||
  request.includes(`.docusaurus/${plugin}/`) ||
  request.includes(`.docusaurus\\${plugin}\\`);

const docsData = dataOf('docusaurus-plugin-content-docs');
const placesData = dataOf('samguide-places');
const searchData = dataOf('@easyops-cn/docusaurus-search-local');
const saleData = dataOf('samguide-sale');

/**
 * Small helpers that doc pages, place cards, prices and /sale all use (the no-account help links and
 * the issue forms' labels, the date tag, the JSON-LD builders): shared by a frame and by chunks that
 * are no frame, they would land in Docusaurus's `common` chunk, a seventh script on every doc page.
 */
const SITE_HELPERS = [
  '/src/components/HelpWays/',
  '/src/components/DateTag/',
  '/src/lib/issueForms.ts',
  '/src/lib/structuredData.ts',
  '/src/lib/dateTag.ts',
];
const isSiteHelper = (module: unknown) => {
  const resource = (module as { resource?: string }).resource?.replace(/\\/g, '/');
  return resource !== undefined && SITE_HELPERS.some((part) => resource.includes(part));
};

/** The frame of doc pages, the most read: what it shares with another frame goes into the shared chunk. */
const DOC_FRAME = 'doc-frame';

/** Each frame: its chunk's name, and which `import()` requests load the route parts that go in it. */
export const FRAMES: { name: string; loads: (request: string) => boolean }[] = [
  { name: DOC_FRAME, loads: (request) => DOC_ROUTE_COMPONENTS.has(request) || docsData(request) },
  { name: 'map-frame', loads: (request) => request === '@site/src/pages/_map/MapPage' || placesData(request) },
  { name: 'search-frame', loads: (request) => request === '@theme/SearchPage' || searchData(request) },
  { name: 'sale-frame', loads: (request) => request === '@site/src/pages/_sale/SalePage.tsx' || saleData(request) },
];

/** The chunk of the code that the doc frame shares with another (the navbar, the footer, the theme's hooks). */
export const SHARED_FRAME = 'site-frame';

/**
 * Whether a module that these frames need goes into the shared chunk: only what doc pages need too.
 * What only the other frames share (the phone menu of /map, /search and /sale, with the guide's
 * sidebar) stays in each of them: doc pages, the most read, do not download it.
 */
export function isShared(frames: Set<string>): boolean {
  return frames.size > 1 && frames.has(DOC_FRAME);
}

/** What the bundler tells about a chunk: the `import()` requests that load the groups it is in. */
export type ChunkLike = { groupsIterable: Iterable<{ origins: { request?: string }[] }> };

type ChunkGraphLike = { getModuleChunks(module: unknown): ChunkLike[] };

/** The frame a chunk belongs to, if it is one of a framed route's parts. */
export function frameOf(chunk: ChunkLike): string | undefined {
  for (const group of chunk.groupsIterable)
    for (const { request } of group.origins) {
      const frame = request ? FRAMES.find((f) => f.loads(request)) : undefined;
      if (frame) return frame.name;
    }
  return undefined;
}

/** The frames whose parts include a module, given the chunks it is in. */
export function framesOf(chunks: ChunkLike[]): Set<string> {
  return new Set(chunks.map(frameOf).filter((name): name is string => name !== undefined));
}

export default function routeFrames(): Plugin {
  return {
    name: 'samguide-route-frames',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              [SHARED_FRAME]: {
                name: SHARED_FRAME,
                chunks: (chunk: ChunkLike) => frameOf(chunk) !== undefined,
                test: (module: unknown, { chunkGraph }: { chunkGraph: ChunkGraphLike }) =>
                  isShared(framesOf(chunkGraph.getModuleChunks(module))),
                // Every such module, whatever the size and sharing rules say.
                enforce: true,
                // Above the frames' own groups; see there.
                priority: 44,
              },
              siteHelpers: {
                name: SHARED_FRAME,
                chunks: 'async',
                test: isSiteHelper,
                enforce: true,
                // Above `places` (45): the card code uses them, and so does the doc frame.
                priority: 46,
              },
              ...Object.fromEntries(
                FRAMES.map(({ name }) => [
                  name,
                  {
                    name,
                    chunks: (chunk: ChunkLike) => frameOf(chunk) === name,
                    enforce: true,
                    // Above Docusaurus's `common` group (40); below `places` (45), so place code keeps
                    // its chunk, and below Docusaurus's `styles` (50), so the parts' CSS stays in the one
                    // stylesheet: a stylesheet of a frame's own, inserted while the page hydrates, made
                    // Chrome restyle and lay out the whole page a second time (measured on grocery).
                    priority: 43,
                  },
                ]),
              ),
            },
          },
        },
      };
    },
  };
}
