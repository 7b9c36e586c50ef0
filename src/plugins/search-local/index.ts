/**
 * The local-search theme (@easyops-cn/docusaurus-search-local), extended at two points where it
 * has no option (see README.md in this folder):
 * 1. postBuild: the plugin's own scan of the built HTML (its pages, headings and texts) feeds our
 *    compact index (buildIndex.ts), with sidebar labels, front matter `keywords` and the React
 *    pages /map and /sale, written under the plugin's file name (same hash). The plugin's own
 *    postBuild, which would also build a lunr index that nothing reads, does not run;
 * 2. bundling: the plugin's search client `searchByWorker` (used by its search bar and its
 *    /search page) is replaced by ours, which queries the compact index in our worker with our
 *    ranking; and its search bar's import of the lunr-loading constants module is replaced by
 *    a lunr-free one, so lunr leaves every page's first load.
 * The plugin's UI (search bar, suggestion templates, /search page, translations) is unchanged.
 */
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import type { Chunk } from 'webpack';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import { load as loadHtml } from 'cheerio';
import { searchTuning } from '../../../config/search';
import {
  buildSearchIndex,
  readPluginIndex,
  type PageInput,
  type PluginDocument,
  type SectionInput,
} from './buildIndex';
import { pageSections } from './pageText';
import { anchorSections } from './anchorSections';
import { replacementFor } from './replacements';
import { createStemmer } from './text';
import { markSearchIndexFailed, markSearchIndexWritten } from './indexWritten';

interface DocMetadata {
  permalink: string;
  title: string;
  description: string;
  frontMatter: { sidebar_label?: string; keywords?: string[] | string };
}

function keywordList(value: unknown, where: string): string[] {
  if (value === undefined) return [];
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list) || list.some((k) => typeof k !== 'string' || !k.trim())) {
    throw new Error(`${where}: front matter field "keywords" must be a list of non-empty words`);
  }
  return list.map((k: string) => k.trim());
}

// The package's typings declare only its options, not the plugin function.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const upstream = require('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/**
 * The first half of the plugin's postBuild (utils/postBuildFactory.js): which built pages it indexes
 * and what it reads from each. The second half, lunr indexes of all that, took about a third of a
 * ten-fold guide's build and was overwritten by ours, so we call these two and stop there.
 */
const UTILS = '@easyops-cn/docusaurus-search-local/dist/server/server/utils';
type PluginConfig = { __processed: true };
/* eslint-disable @typescript-eslint/no-require-imports */
const { processPluginOptions } = require(`${UTILS}/processPluginOptions`) as {
  processPluginOptions: (options: PluginOptions, context: LoadContext) => PluginConfig;
};
const { processDocInfos } = require(`${UTILS}/processDocInfos`) as {
  processDocInfos: (props: PostBuildProps, config: PluginConfig) => { outDir: string; paths: unknown[] }[];
};
const { scanDocuments } = require(`${UTILS}/scanDocuments`) as {
  scanDocuments: (paths: unknown[], config: PluginConfig) => Promise<PluginDocument[][]>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** The plugin's documents (titles, headings, descriptions, keywords, texts) of the built site. */
async function scanBuiltPages(props: PostBuildProps, config: PluginConfig): Promise<PluginDocument[][]> {
  const versions = processDocInfos(props, config);
  // One docs version, written to the build's root: the plugin would write one index file per version.
  if (versions.length !== 1 || versions[0].outDir !== props.outDir) {
    throw new Error(`search-local: expected one docs version at ${props.outDir}, got ${versions.map((v) => v.outDir)}`);
  }
  return scanDocuments(versions[0].paths, config);
}

/** The worker's chunk name (the `name` of `new Worker` in client/searchByWorker.ts). */
const SEARCH_WORKER_CHUNK = 'search';

export default function searchLocal(context: LoadContext, options: unknown): Plugin {
  const base = upstream.default(context, options as PluginOptions);
  const config = processPluginOptions(options as PluginOptions, context);
  const here = __dirname;
  /** Our index, from the plugin's scan of the built pages, under the plugin's file name. */
  async function writeSearchIndex(props: PostBuildProps) {
    const file = path.join(props.outDir, 'search-index.json');
    const scanned = await scanBuiltPages(props, config);
    // The plugin's list of pages with their titles; their text we read ourselves (pageText.ts: only what
    // a reader sees).
    const { titles } = readPluginIndex(scanned.map((documents) => ({ documents })));
    const sections: SectionInput[] = [];

    const docs = new Map<string, DocMetadata>();
    for (const plugin of props.plugins) {
      if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
      const content = plugin.content as { loadedVersions: { docs: DocMetadata[] }[] };
      for (const version of content.loadedVersions) for (const doc of version.docs) docs.set(doc.permalink, doc);
    }
    const pages: PageInput[] = titles.map((t) => {
      const doc = docs.get(t.u);
      return {
        url: t.u,
        title: t.t,
        label: doc?.frontMatter.sidebar_label ?? t.t,
        description: doc?.description ?? '',
        keywords: keywordList(doc?.frontMatter.keywords, `docs page ${t.u}`),
      };
    });
    for (const extra of searchTuning.extraPages) {
      const url = `${props.baseUrl}${extra.route.replace(/^\//, '')}`;
      // a/b.html, which Docusaurus writes (a/b/index.html is src/plugins/trailing-slash's copy,
      // written by a postBuild that runs at the same time as this one).
      const html = path.join(props.outDir, `${extra.route.replace(/^\//, '')}.html`);
      const $ = loadHtml(
        await readFile(html, 'utf8').catch(() => {
          throw new Error(`config/search.ts searchTuning.extraPages: ${extra.route} was not built (${html})`);
        }),
      );
      pages.push({
        url,
        title: $('main h1').first().text().trim() || extra.label,
        label: extra.label,
        description: $('meta[name="description"]').attr('content') ?? '',
        keywords: [...extra.keywords],
      });
    }
    // Each docs page's sections (pageText.ts); rows marked by <Anchor> become sections of their own
    // (anchorSections.ts).
    const ignored = [(options as PluginOptions).ignoreCssSelectors ?? []].flat();
    const docsPages = new Set(titles.map((t) => t.u));
    for (const page of pages) {
      const route = page.url.slice(props.baseUrl.length);
      const html = await readFile(path.join(props.outDir, route ? `${route}.html` : 'index.html'), 'utf8').catch(
        () => '',
      );
      if (docsPages.has(page.url)) sections.push(...pageSections(page.url, html, ignored));
      if (html.includes('data-search-section')) sections.push(...anchorSections(page.url, html, ignored));
    }
    const index = buildSearchIndex(pages, sections, createStemmer(searchTuning.wholeWords));
    await writeFile(file, JSON.stringify(index));
  }

  return {
    ...base,
    async postBuild(props) {
      try {
        await writeSearchIndex(props);
        markSearchIndexWritten();
      } catch (error) {
        markSearchIndexFailed(error);
        throw error;
      }
    },
    configureWebpack(config, isServer, utils, content) {
      const own = base.configureWebpack?.(config, isServer, utils, content) ?? {};
      const { NormalModuleReplacementPlugin, DefinePlugin } = utils.currentBundler.instance;
      // The index URL with its hash, as the plugin wrote it for its own client; our client fetches
      // the index on the main thread while the worker starts (the plugin's module also loads lunr).
      const constants = path.join(
        context.generatedFilesDir,
        '@easyops-cn/docusaurus-search-local/default/generated-constants.js',
      );
      const indexUrl = /export const searchIndexUrl = ("[^"]*");/.exec(readFileSync(constants, 'utf8'))?.[1];
      if (!indexUrl) throw new Error(`search-local: no searchIndexUrl in ${constants} (plugin version changed?)`);
      const replace = new NormalModuleReplacementPlugin(/searchByWorker|proxiedGeneratedConstants/, (data) => {
        const target = replacementFor(data.request, data.context ?? '');
        if (target) data.request = path.join(here, 'client', target);
      });
      return {
        ...own,
        optimization: {
          splitChunks: {
            cacheGroups: {
              // The bundler's default vendor group, which Docusaurus keeps, moved lunr out of the
              // worker into a chunk that the worker then loaded with a second request, one after
              // the other. Same group, same async chunks, except the worker: it stays one file.
              defaultVendors: {
                test: /[\\/]node_modules[\\/]/i,
                priority: -10,
                reuseExistingChunk: true,
                chunks: (chunk: Chunk) => !chunk.canBeInitial() && chunk.name !== SEARCH_WORKER_CHUNK,
              },
            },
          },
        },
        plugins: [
          ...((own as { plugins?: [] }).plugins ?? []),
          replace,
          new DefinePlugin({ SAMGUIDE_SEARCH_INDEX_URL: indexUrl.replace('{dir}', '') }),
        ],
      };
    },
  };
}

searchLocal.validateOptions = upstream.validateOptions;
