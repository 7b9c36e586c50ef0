import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import routeFrames, { frameOf } from './index';

const chunk = (...requests: (string | undefined)[]) => ({
  groupsIterable: [{ origins: requests.map((request) => ({ request })) }],
});

describe('frameOf', () => {
  it('puts the doc route components and the docs plugin data in the doc frame', () => {
    for (const request of [
      '@theme/DocsRoot',
      '@theme/DocVersionRoot',
      '@theme/DocRoot',
      '@theme/DocItem',
      '@generated/docusaurus-plugin-content-docs/default/__plugin.json',
      '@generated/docusaurus-plugin-content-docs/default/p/index-466.json',
    ])
      expect(frameOf(chunk(request)), request).toBe('doc-shell');
  });

  it('puts the /map page and its data in the map frame, wherever the site is checked out', () => {
    for (const request of [
      '@site/src/pages/_map/MapPage',
      '@generated/samguide-places/default/__plugin.json',
      '/tmp/ci/.docusaurus/samguide-places/default/map-data.json',
      'C:\\site\\.docusaurus\\samguide-places\\default\\map-data.json',
    ])
      expect(frameOf(chunk(request)), request).toBe('map-page');
  });

  it('leaves a page’s content, other routes and lazy parts alone', () => {
    for (const request of [
      '@site/docs/purchases/grocery.mdx',
      '@theme/SearchPage',
      '@theme/NotFound',
      '@site/src/pages/_sale/SalePage.tsx',
      '@site/src/components/YandexMap',
      '@generated/samguide-main-menu/default/sidebar.json',
      '@generated/@easyops-cn/docusaurus-search-local/default/__plugin.json',
      'medium-zoom',
      undefined,
    ])
      expect(frameOf(chunk(request)), String(request)).toBeUndefined();
  });

  it('takes a chunk any of whose groups a frame’s part loads', () => {
    expect(frameOf({ groupsIterable: [{ origins: [] }, { origins: [{ request: '@theme/DocItem' }] }] })).toBe(
      'doc-shell',
    );
  });
});

describe('route-frames plugin in a production Rspack build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-frames-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts each frame’s parts and what they share in one chunk, and the page apart', async () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    // Big enough that the bundler's default rules would split the shared module out on its own.
    write('shared.js', `export const SHARED = "MARK_SHARED ${'x'.repeat(40_000)}";\n`);
    write(
      'theme/DocItem.js',
      'import { SHARED } from "../shared.js";\nexport default () => ["MARK_DOC_ITEM", SHARED];\n',
    );
    write(
      'theme/DocRoot.js',
      'import { SHARED } from "../shared.js";\nexport default () => ["MARK_DOC_ROOT", SHARED];\n',
    );
    write('generated/docs/default/p/index.json', '{"mark": "MARK_VERSION_DATA"}\n');
    write('page.js', 'export default () => "MARK_PAGE";\n');
    write('MapPage.js', 'import { SHARED } from "./shared.js";\nexport default () => ["MARK_MAP", SHARED];\n');
    write('search.js', 'import { SHARED } from "./shared.js";\nexport default () => ["MARK_SEARCH", SHARED];\n');
    write(
      'entry.js',
      [
        'import("@theme/DocItem");',
        'import("@theme/DocRoot");',
        'import("@generated/docusaurus-plugin-content-docs/default/p/index.json");',
        'import("./page.js");',
        'import("@site/src/pages/_map/MapPage");',
        'import("./search.js");',
      ].join('\n'),
    );
    const extra = routeFrames().configureWebpack!({} as never, false, {} as never, {} as never) as Configuration;
    const config: Configuration = {
      mode: 'production',
      context: dir,
      entry: { main: './entry.js' },
      resolve: {
        alias: {
          '@theme/DocItem': path.join(dir, 'theme/DocItem.js'),
          '@theme/DocRoot': path.join(dir, 'theme/DocRoot.js'),
          '@generated/docusaurus-plugin-content-docs': path.join(dir, 'generated/docs'),
          '@site/src/pages/_map/MapPage': path.join(dir, 'MapPage.js'),
        },
      },
      output: {
        path: path.join(dir, 'out'),
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
      },
      optimization: extra.optimization,
    };
    await new Promise<void>((resolve, reject) =>
      rspack(config, (error, stats) =>
        error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve(),
      ),
    );
    const files = readdirSync(path.join(dir, 'out')).map((f) => ({
      name: f,
      body: readFileSync(path.join(dir, 'out', f), 'utf8'),
    }));
    const holding = (mark: string) =>
      files.filter((f) => f.body.includes(mark)).map((f) => f.name.replace(/\.[0-9a-f]{8}\.js$/, ''));

    expect(holding('MARK_DOC_ITEM')).toEqual(['doc-shell']);
    expect(holding('MARK_DOC_ROOT')).toEqual(['doc-shell']);
    expect(holding('MARK_VERSION_DATA')).toEqual(['doc-shell']);
    // The page's own content and a route that is not a doc stay in chunks of their own.
    expect(holding('MARK_PAGE')).toHaveLength(1);
    expect(holding('MARK_PAGE')[0]).not.toBe('doc-shell');
    expect(holding('MARK_SEARCH')).toHaveLength(1);
    expect(holding('MARK_SEARCH')[0]).not.toBe('doc-shell');
    expect(holding('MARK_MAP')).toEqual(['map-page']);
    // What the parts share is in each frame's chunk; the other route keeps its own copy.
    expect(holding('MARK_SHARED')).toContain('doc-shell');
    expect(holding('MARK_SHARED')).toContain('map-page');
    expect(holding('MARK_SHARED').filter((f) => f !== 'doc-shell')).not.toContain(holding('MARK_PAGE')[0]);
  }, 60_000);
});
