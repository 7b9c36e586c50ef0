import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from '@docusaurus/types';
import trailingSlash, { slashCopies } from './index';

describe('slashCopies', () => {
  it('maps each page route to a/b.html → a/b/index.html', () => {
    expect(slashCopies(['/', '/samarkand/about', '/search', '/404.html'], '/')).toEqual([
      { from: 'samarkand/about.html', to: 'samarkand/about/index.html' },
      { from: 'search.html', to: 'search/index.html' },
    ]);
  });

  it('works under a project-page base URL', () => {
    expect(slashCopies(['/samguide/', '/samguide/occupation', '/other'], '/samguide/')).toEqual([
      { from: 'occupation.html', to: 'occupation/index.html' },
    ]);
  });
});

describe('postBuild', () => {
  it('copies written pages and leaves existing files alone', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'slash-'));
    await writeFile(path.join(outDir, 'search.html'), 'search page');
    await writeFile(path.join(outDir, 'occupation.html'), 'occupation page');
    await mkdir(path.join(outDir, 'occupation'));
    await writeFile(path.join(outDir, 'occupation', 'index.html'), 'already here');

    const plugin = trailingSlash();
    await plugin.postBuild?.({
      siteConfig: { baseUrl: '/' },
      routesPaths: ['/', '/search', '/occupation', '/missing'],
      outDir,
    } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);

    expect(await readFile(path.join(outDir, 'search', 'index.html'), 'utf8')).toBe('search page');
    expect(await readFile(path.join(outDir, 'occupation', 'index.html'), 'utf8')).toBe('already here');
    expect(existsSync(path.join(outDir, 'missing', 'index.html'))).toBe(false);
  });
});
