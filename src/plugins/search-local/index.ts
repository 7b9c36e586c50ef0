/**
 * The local-search theme (@easyops-cn/docusaurus-search-local), extended at two points where it
 * has no option (see README.md in this folder):
 * 1. postBuild: the plugin's list of built pages to index feeds our compact index (buildIndex.ts):
 *    each page's sections as a reader sees them (pageText.ts), its title, sidebar label and front
 *    matter `keywords` from the docs plugin, plus the React pages /map and /sale. The index is cut
 *    into parts (splitIndex.ts, issue #20 §5): the meta file under the plugin's file name (same
 *    hash), term shards and section texts in search-data/. The plugin's own postBuild, which
 *    would scan every page's text and build a lunr index that nothing reads, does not run;
 * 2. bundling: the plugin's search client `searchByWorker` (used by its search bar and its
 *    /search page) is replaced by ours, which queries the compact index in our worker with our
 *    ranking; and its search bar's import of the lunr-loading constants module is replaced by
 *    a lunr-free one, so lunr leaves every page's first load.
 * The plugin's UI (search bar, suggestion templates, /search page, translations) is unchanged.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import type { Chunk } from 'webpack';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import { load as loadHtml } from 'cheerio';
import { searchTuning } from '../../../config/search';
import { buildSearchIndex, type PageInput, type SectionInput } from './buildIndex';
import { splitIndex } from './splitIndex';
import { encodeGroups, sourceGroups } from './sourceGroups';
import { SEARCH_DATA_DIR, SEARCH_GROUPS_DIR } from './format';
import { pageSections } from './pageText';
import { anchorSections } from './anchorSections';
import { replacementFor } from './replacements';
import { createStemmer } from './text';
import { markSearchIndexFailed, markSearchIndexWritten } from './indexWritten';
import { loadCatalogue } from '../../../data/places';
import { placePages } from '../../remark/places';

interface DocMetadata {
  permalink: string;
  source: string;
  title: string;
  description: string;
  frontMatter: { sidebar_label?: string; keywords?: string[] | string; seo_title?: string };
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
 * The first step of the plugin's postBuild (utils/postBuildFactory.js): which built pages it indexes.
 * The rest, a scan of every page's text (we read each page ourselves, pageText.ts) and lunr indexes of
 * it (about a third of a ten-fold guide's build), would be thrown away, so it does not run.
 */
const UTILS = '@easyops-cn/docusaurus-search-local/dist/server/server/utils';
type PluginConfig = { __processed: true };
/* eslint-disable @typescript-eslint/no-require-imports */
const { processPluginOptions } = require(`${UTILS}/processPluginOptions`) as {
  processPluginOptions: (options: PluginOptions, context: LoadContext) => PluginConfig;
};
const { processDocInfos } = require(`${UTILS}/processDocInfos`) as {
  processDocInfos: (props: PostBuildProps, config: PluginConfig) => { outDir: string; paths: { url: string }[] }[];
};
/* eslint-enable @typescript-eslint/no-require-imports */

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** The URLs of the built docs pages the plugin would index, in its order. */
function pagesToIndex(props: PostBuildProps, config: PluginConfig): string[] {
  const versions = processDocInfos(props, config);
  // One docs version, written to the build's root: the plugin would write one index file per version.
  if (versions.length !== 1 || versions[0].outDir !== props.outDir) {
    throw new Error(`search-local: expected one docs version at ${props.outDir}, got ${versions.map((v) => v.outDir)}`);
  }
  return versions[0].paths.map((p) => p.url);
}

/** The worker's chunk name (the `name` of `new Worker` in client/searchByWorker.ts). */
const SEARCH_WORKER_CHUNK = 'search';

export default function searchLocal(context: LoadContext, options: unknown): Plugin {
  const base = upstream.default(context, options as PluginOptions);
  const config = processPluginOptions(options as PluginOptions, context);
  const here = __dirname;
  // The term groups the page may fetch before the meta file (issue #29 §3): known when the code is
  // bundled, from the sources; postBuild writes a file for each.
  let earlyGroups: string[] | undefined;
  const pageGroups = () => (earlyGroups ??= sourceGroups(context.siteDir));
  /** Our index of the pages the plugin lists: the meta file under the plugin's file name, the parts beside it. */
  async function writeSearchIndex(props: PostBuildProps) {
    const file = path.join(props.outDir, 'search-index.json');
    const urls = pagesToIndex(props, config);
    const sections: SectionInput[] = [];

    const docs = new Map<string, DocMetadata>();
    for (const plugin of props.plugins) {
      if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
      const content = plugin.content as { loadedVersions: { docs: DocMetadata[] }[] };
      for (const version of content.loadedVersions) for (const doc of version.docs) docs.set(doc.permalink, doc);
    }
    const pages: PageInput[] = urls.map((url) => {
      // An index.md page's permalink ends in '/', its built route does not (trailingSlash: false).
      const doc = docs.get(url) ?? docs.get(`${url}/`);
      if (!doc) throw new Error(`search-local: ${url} is built, but the docs plugin has no page there`);
      return {
        url,
        title: doc.title,
        seoTitle: doc.frontMatter.seo_title,
        label: doc.frontMatter.sidebar_label ?? doc.title,
        description: doc.description,
        keywords: keywordList(doc.frontMatter.keywords, doc.source),
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
    const docsPages = new Set(urls);
    for (const page of pages) {
      const route = page.url.slice(props.baseUrl.length);
      const html = await readFile(path.join(props.outDir, route ? `${route}.html` : 'index.html'), 'utf8').catch(
        () => '',
      );
      if (docsPages.has(page.url)) sections.push(...pageSections(page.url, html, ignored));
      if (html.includes('data-search-section')) sections.push(...anchorSections(page.url, html, ignored));
    }
    // Each place's home page (its card's address, data/places/address.ts): a card shown on two pages
    // is one suggestion, the home one (issue #49 §2).
    const homes = new Map(
      [...placePages(loadCatalogue(), path.join(context.siteDir, 'docs'))].map(([id, route]) => [
        id,
        `${props.baseUrl}${route.replace(/^\//, '')}`,
      ]),
    );
    const index = buildSearchIndex(pages, sections, createStemmer(searchTuning.wholeWords), homes);
    const { meta, files } = splitIndex(index, { groups: pageGroups() });
    for (const dir of [SEARCH_DATA_DIR, SEARCH_GROUPS_DIR]) {
      await rm(path.join(props.outDir, dir), { recursive: true, force: true });
      await mkdir(path.join(props.outDir, dir), { recursive: true });
    }
    await Promise.all([...files].map(([name, content]) => writeFile(path.join(props.outDir, name), content)));
    await writeFile(file, JSON.stringify(meta));
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
              // The bundler's default vendor group, which Docusaurus keeps, moved the stemmers out of
              // the worker into a chunk that the worker then loaded with a second request, one after
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
          new DefinePlugin({
            SAMGUIDE_SEARCH_INDEX_URL: indexUrl.replace('{dir}', ''),
            SAMGUIDE_SEARCH_GROUPS: JSON.stringify(encodeGroups(pageGroups())),
          }),
        ],
      };
    },
  };
}

searchLocal.validateOptions = upstream.validateOptions;
