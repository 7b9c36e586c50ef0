/**
 * The readers' change record (issue #30): collects the `changes` lines of every page's front matter
 * (config/changes.ts; each line is validated where the page compiles, src/remark/validateBlocks.ts),
 * and writes them
 * - as a generated module for /changes and the home page's line (src/components/Changes), imported
 *   only by the pages that show them — not global data, which would ship in every page's main.js;
 * - as /changes.xml, an Atom feed (feed.ts);
 * - as /changes.json, which the offline copy holds, so that the first page after an update can tell
 *   the reader how many changes are new since the copy they had (src/components/OfflineSave).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { Plugin } from '@docusaurus/types';
import { changeId, FEED_FILE, pageChanges, sortChanges, type PageChange } from '../../../config/changes';
import { changesFeed } from './feed';

/** `src/components/Changes` imports `@generated/${CHANGES_PLUGIN}/default/${CHANGES_MODULE}`. */
export const CHANGES_PLUGIN = 'samguide-changes';
export const CHANGES_MODULE = 'changes.json';
/** Written next to the pages: the feed (FEED_FILE, config/changes.ts), and the list the offline copy compares. */
export { FEED_FILE };
export const LIST_FILE = 'changes.json';

/**
 * Docusaurus runs every postBuild at the same time; the offline copy's file list
 * (src/plugins/offline/pwa.ts) waits for this, so that it holds /changes.json.
 */
let settle: { resolve: () => void; reject: (error: unknown) => void };
export const changesWritten = new Promise<void>((resolve, reject) => {
  settle = { resolve, reject };
});
changesWritten.catch(() => undefined);

type Doc = LoadedContent['loadedVersions'][number]['docs'][number];

/** Every valid line of every listed page, with its page, newest first. */
export function collectChanges(docs: readonly Doc[]): PageChange[] {
  const all: PageChange[] = [];
  for (const doc of docs) {
    if (doc.unlisted) continue;
    // An index page's permalink ends in «/», its built route does not (trailingSlash: false).
    const page = doc.permalink.length > 1 ? doc.permalink.replace(/\/$/, '') : doc.permalink;
    for (const change of pageChanges(doc.frontMatter as Record<string, unknown>)) {
      all.push({ ...change, id: changeId(page, change), page, pageTitle: doc.title });
    }
  }
  return sortChanges(all);
}

export default function changesPlugin(): Plugin {
  let changes: PageChange[] = [];
  return {
    name: CHANGES_PLUGIN,
    async allContentLoaded({ allContent, actions }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      changes = collectChanges(docs?.loadedVersions[0]?.docs ?? []);
      await actions.createData(CHANGES_MODULE, JSON.stringify(changes));
    },
    async postBuild({ outDir, siteConfig }) {
      try {
        const siteUrl = `${siteConfig.url.replace(/\/$/, '')}${siteConfig.baseUrl}`;
        await writeFile(path.join(outDir, FEED_FILE), changesFeed(changes, { siteUrl, title: siteConfig.title }));
        const list = changes.map(({ id, date }) => ({ id, date }));
        await writeFile(path.join(outDir, LIST_FILE), JSON.stringify(list));
        settle.resolve();
      } catch (error) {
        settle.reject(error);
        throw error;
      }
    },
  };
}
