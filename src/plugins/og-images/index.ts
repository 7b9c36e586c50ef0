/**
 * Each doc page's own preview picture for chats and social networks (issue #50 §2): after the build,
 * build/img/og/<route>.png (image.ts) from the page's short title (front matter `title`) and its
 * section (the «main» sidebar's category). src/theme/DocItem/Metadata points `og:image` at it and
 * makes `og:title` the short title. The pictures are left out of the offline copy (config/offline.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { Plugin } from '@docusaurus/types';
import sharp from 'sharp';
import { MAX_OG_TITLE, ogImagePath, ogImageSvg } from './image';

type Version = LoadedContent['loadedVersions'][number];
type Item = { type: string; id?: string; label?: string; items?: Item[] };

/** Each doc id of the sidebar → the label of the top-level category it is in (none for top-level docs). */
export function sectionsOf(items: readonly Item[]): Map<string, string> {
  const sections = new Map<string, string>();
  const walk = (list: readonly Item[], section: string | undefined) => {
    for (const item of list) {
      if (item.type === 'category') walk(item.items ?? [], section ?? item.label);
      else if (item.type === 'doc' && item.id && section) sections.set(item.id, section);
    }
  };
  walk(items, undefined);
  return sections;
}

export type OgPage = { permalink: string; title: string; section?: string };

export function ogPages(version: Version): OgPage[] {
  const sections = sectionsOf((version.sidebars.main ?? []) as Item[]);
  return version.docs.map((doc) => {
    if (doc.title.length > MAX_OG_TITLE)
      throw new Error(
        `[og-images] ${doc.source}: title «${doc.title}» is ${doc.title.length} characters; a link preview's og:title takes at most ${MAX_OG_TITLE}`,
      );
    return { permalink: doc.permalink, title: doc.title, section: sections.get(doc.id) };
  });
}

export default function ogImages(): Plugin {
  let pages: OgPage[] = [];
  return {
    name: 'samguide-og-images',
    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      pages = docs ? ogPages(docs.loadedVersions[0]) : [];
    },
    async postBuild({ outDir, siteConfig }) {
      await Promise.all(
        pages.map(async (page) => {
          const file = path.join(outDir, ogImagePath(page.permalink, siteConfig.baseUrl));
          await mkdir(path.dirname(file), { recursive: true });
          // A palette PNG: the picture has a handful of colours, and is 4–5 times smaller so.
          const png = await sharp(Buffer.from(ogImageSvg(page)))
            .png({ palette: true, compressionLevel: 9 })
            .toBuffer();
          await writeFile(file, png);
        }),
      );
    },
  };
}
