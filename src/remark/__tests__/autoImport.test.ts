import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import autoImport from '../autoImport';
import { mdxComponents } from '../mdxComponents';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../__fixtures__/autoImport', name), 'utf8');
const compileWith = async (source: string) => String(await compile(source, { remarkPlugins: [autoImport], jsx: true }));

describe('autoImport', () => {
  it('imports each block the page uses, once, from its module', async () => {
    const out = await compileWith(fixture('uses-blocks.mdx'));
    expect(out).toContain(`import Brv from "${mdxComponents.Brv}"`);
    expect(out).toContain(`import Phone from "${mdxComponents.Phone}"`);
    expect(out).toContain(`import Price from "${mdxComponents.Price}"`);
    expect(out.match(/import Price /g)).toHaveLength(1);
    expect(out).not.toContain('import Checklist');
  });

  it("leaves a page's own import alone", async () => {
    const out = await compileWith(fixture('imports-itself.mdx'));
    expect(out).toMatch(/import Price from ['"]\.\/MyPrice['"]/);
    expect(out).not.toContain(mdxComponents.Price);
  });

  it('adds nothing to a page without blocks', async () => {
    const out = await compileWith(fixture('plain.mdx'));
    expect(out).not.toMatch(/^import /m);
  });
});
