import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import routeFrames, { frameOf, framesOf, isShared, SHARED_FRAME } from './index';

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
      expect(frameOf(chunk(request)), request).toBe('doc-frame');
  });

  it('puts /map, /search and /sale and their data in frames of their own, wherever the site is checked out', () => {
    const cases: [string, string][] = [
      ['@site/src/pages/_map/MapPage', 'map-frame'],
      ['@generated/samguide-places/default/__plugin.json', 'map-frame'],
      ['/tmp/ci/.docusaurus/samguide-places/default/map-data.json', 'map-frame'],
      ['C:\\site\\.docusaurus\\samguide-places\\default\\map-data.json', 'map-frame'],
      ['@theme/SearchPage', 'search-frame'],
      ['@generated/@easyops-cn/docusaurus-search-local/default/__plugin.json', 'search-frame'],
      ['@site/src/pages/_sale/SalePage.tsx', 'sale-frame'],
      ['/work/site/.docusaurus/samguide-sale/default/listings.json', 'sale-frame'],
      ['@generated/samguide-sale/default/__plugin.json', 'sale-frame'],
    ];
    for (const [request, frame] of cases) expect(frameOf(chunk(request)), request).toBe(frame);
  });

  it('leaves a page’s content and the parts loaded later alone', () => {
    for (const request of [
      '@site/docs/purchases/grocery.mdx',
      '@site/docs/samarkand/places.mdx',
      '@theme/NotFound',
      '@site/src/components/YandexMap',
      '@generated/samguide-main-menu/default/sidebar.json',
      'medium-zoom',
      undefined,
    ])
      expect(frameOf(chunk(request)), String(request)).toBeUndefined();
  });

  it('takes a chunk any of whose groups a frame’s part loads', () => {
    expect(frameOf({ groupsIterable: [{ origins: [] }, { origins: [{ request: '@theme/DocItem' }] }] })).toBe(
      'doc-frame',
    );
  });
});

describe('framesOf', () => {
  it('names each frame once, and none for chunks outside the frames', () => {
    expect(framesOf([chunk('@theme/DocItem'), chunk('@theme/DocRoot')])).toEqual(new Set(['doc-frame']));
    expect(framesOf([chunk('@theme/DocItem'), chunk('@theme/SearchPage'), chunk('medium-zoom')])).toEqual(
      new Set(['doc-frame', 'search-frame']),
    );
    expect(framesOf([chunk('@site/docs/cafe/bar.mdx')]).size).toBe(0);
  });
});

describe('isShared', () => {
  it('shares what the doc frame needs with another frame, and nothing doc pages do not need', () => {
    expect(isShared(new Set(['doc-frame', 'map-frame']))).toBe(true);
    expect(isShared(new Set(['doc-frame', 'search-frame', 'sale-frame']))).toBe(true);
    expect(isShared(new Set(['doc-frame']))).toBe(false);
    // The phone menu of /map, /search and /sale.
    expect(isShared(new Set(['map-frame', 'search-frame', 'sale-frame']))).toBe(false);
  });
});

describe('route-frames plugin in a production Rspack build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-frames-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts each frame’s parts in one chunk, what frames share in one more, and a page’s content apart', async () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    // Big enough that the bundler's default rules would split them out on their own.
    const big = (mark: string) => `export const V = "${mark} ${'x'.repeat(40_000)}";\n`;
    write('shared.js', big('MARK_SHARED'));
    write('docOnly.js', big('MARK_DOC_ONLY'));
    write(
      'theme/DocItem.js',
      'import { V } from "../shared.js";\nimport { V as D } from "../docOnly.js";\nexport default () => ["MARK_DOC_ITEM", V, D];\n',
    );
    write('theme/DocRoot.js', 'import { V as D } from "../docOnly.js";\nexport default () => ["MARK_DOC_ROOT", D];\n');
    write('generated/docs/default/p/index.json', '{"mark": "MARK_VERSION_DATA"}\n');
    write('MapPage.js', 'import { V } from "./shared.js";\nexport default () => ["MARK_MAP", V];\n');
    write('page.js', 'export default () => "MARK_PAGE";\n');
    write('later.js', 'import { V } from "./shared.js";\nexport default () => ["MARK_LATER", V];\n');
    write(
      'entry.js',
      [
        'import("@theme/DocItem");',
        'import("@theme/DocRoot");',
        'import("@generated/docusaurus-plugin-content-docs/default/p/index.json");',
        'import("@site/src/pages/_map/MapPage");',
        'import("./page.js");',
        'import("./later.js");',
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
      name: f.replace(/\.[0-9a-f]{8}\.js$/, ''),
      body: readFileSync(path.join(dir, 'out', f), 'utf8'),
    }));
    const holding = (mark: string) => files.filter((f) => f.body.includes(mark)).map((f) => f.name);

    expect(holding('MARK_DOC_ITEM')).toEqual(['doc-frame']);
    expect(holding('MARK_DOC_ROOT')).toEqual(['doc-frame']);
    expect(holding('MARK_VERSION_DATA')).toEqual(['doc-frame']);
    expect(holding('MARK_MAP')).toEqual(['map-frame']);
    // What only doc parts share stays in their frame; what the doc and map frames share, in one file.
    expect(holding('MARK_DOC_ONLY')).toEqual(['doc-frame']);
    expect(holding('MARK_SHARED')).toContain(SHARED_FRAME);
    expect(holding('MARK_SHARED').filter((name) => name.endsWith('-frame') && name !== SHARED_FRAME)).toEqual([]);
    // A page's content and a part loaded later stay in chunks of their own.
    for (const mark of ['MARK_PAGE', 'MARK_LATER']) {
      expect(holding(mark), mark).toHaveLength(1);
      expect(holding(mark)[0], mark).not.toMatch(/-frame$/);
    }
  }, 60_000);
});
