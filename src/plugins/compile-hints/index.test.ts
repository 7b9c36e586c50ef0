import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import compileHints, { COMPILE_HINT, MAIN_BUNDLE } from './index';

describe('MAIN_BUNDLE', () => {
  it('matches the entry bundle only', () => {
    expect(MAIN_BUNDLE.test('assets/js/main.1f8af476.js')).toBe(true);
    for (const other of [
      'assets/js/runtime~main.268582ed.js',
      'assets/js/common.223a45f2.js',
      'assets/js/17896441.a9e5a2f6.js',
      'sw.js',
    ])
      expect(MAIN_BUNDLE.test(other), other).toBe(false);
  });
});

describe('compile-hints plugin in a production Rspack build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the hint on the first line of the minified main.js, and nowhere else', async () => {
    writeFileSync(
      path.join(dir, 'entry.js'),
      '/* a comment minification drops */\nexport function hello(name) { return `hi ${name}`; }\nconsole.log(hello("x"), import("./late.js"));\n',
    );
    writeFileSync(path.join(dir, 'late.js'), 'export default 1;\n');
    const plugin = compileHints();
    const extra = plugin.configureWebpack!(
      {} as never,
      false,
      { currentBundler: { name: 'rspack', instance: rspack } } as never,
      {} as never,
    ) as Configuration;
    const config: Configuration = {
      mode: 'production',
      context: dir,
      entry: { main: './entry.js' },
      output: {
        path: path.join(dir, 'out'),
        filename: 'assets/js/[name].[contenthash:8].js',
        chunkFilename: 'assets/js/[name].[contenthash:8].js',
      },
      optimization: { runtimeChunk: true },
      plugins: extra.plugins,
    };
    await new Promise<void>((resolve, reject) =>
      rspack(config, (error, stats) =>
        error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve(),
      ),
    );
    const files = readdirSync(path.join(dir, 'out/assets/js'));
    const main = files.filter((f) => MAIN_BUNDLE.test(`assets/js/${f}`));
    expect(main).toHaveLength(1);
    const body = readFileSync(path.join(dir, 'out/assets/js', main[0]), 'utf8');
    expect(body.split('\n', 1)[0]).toBe(COMPILE_HINT);
    expect(body).not.toContain('a comment minification drops');
    // The runtime and the lazy chunk are left as they were.
    for (const other of files.filter((f) => !main.includes(f)))
      expect(readFileSync(path.join(dir, 'out/assets/js', other), 'utf8')).not.toContain(COMPILE_HINT);
  }, 60_000);
});
