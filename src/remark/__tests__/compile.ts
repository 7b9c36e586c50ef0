/**
 * Compiles an MDX fixture the way Docusaurus 3.10 does (the whole file, its front matter parsed by
 * remark-frontmatter, so that positions are the file's own lines; `{#id}` headings, GFM,
 * Docusaurus's heading ids) with our remark plugins, to JSX we can read and compare.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { DEFAULT_PARSE_FRONT_MATTER, escapeMarkdownHeadingIds } from '@docusaurus/utils';
import headings from '@docusaurus/mdx-loader/lib/remark/headings';
import autoImport from '../autoImport';
import validateBlocks from '../validateBlocks';
import priceDates from '../priceDates';
import linkIcons from '../linkIcons';
import verifiedSections from '../verifiedSections';

export const FIXTURES = path.join(__dirname, 'fixtures');
export const BUILD_MONTH = '2026-11';

export async function compileFixture(name: string): Promise<string> {
  const filePath = path.join(FIXTURES, name);
  return compileSource(await readFile(filePath, 'utf8'), filePath);
}

export async function compileSource(
  source: string,
  filePath = path.join(FIXTURES, 'inline.mdx'),
  { requireFactsDate = false }: { requireFactsDate?: boolean } = {},
): Promise<string> {
  const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ fileContent: source, filePath });
  const file = new VFile({ value: escapeMarkdownHeadingIds(source), path: filePath, data: { frontMatter } });
  const result = await compile(file, {
    jsx: true,
    remarkPlugins: [
      // Same order as in docusaurus.config.ts, around what Docusaurus itself runs.
      remarkGfm,
      remarkFrontmatter,
      [validateBlocks, { buildMonth: BUILD_MONTH, requireFactsDate }],
      priceDates,
      autoImport,
      [headings, { anchorsMaintainCase: false }],
      [linkIcons, { siteUrl: 'https://samguide.github.io' }],
      verifiedSections,
    ],
  });
  return String(result);
}
