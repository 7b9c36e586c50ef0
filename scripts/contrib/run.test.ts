/**
 * The commands' contract with the workflows: exit code, the Russian problems, the written file's
 * path on the last line, the comment and pull request texts. Each runs in a scratch copy of the
 * folders it touches; the photo fetcher is never the network.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import createJiti from 'jiti';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../data/places/categories';
import { readListingFiles } from '../../data/sale/files';
import { parseArgs, runExpire, runListing, runPlace, runSold, type Io } from './run';
import { placeBody, saleBody } from './__fixtures__/bodies';

const ROOT = path.join(__dirname, '../..');

function scratch(): { io: Io; file: (name: string, text: string) => string } {
  const root = mkdtempSync(path.join(tmpdir(), 'contrib-'));
  mkdirSync(path.join(root, 'data/places'), { recursive: true });
  for (const g of GROUPS) cpSync(path.join(ROOT, `data/places/${g}.ts`), path.join(root, `data/places/${g}.ts`));
  return {
    io: {
      root,
      today: '2026-03-15',
      fetcher: () => Promise.reject(new Error('no network in tests')),
      format: async (text) => text,
    },
    file: (name, text) => {
      const full = path.join(root, name);
      writeFileSync(full, text);
      return full;
    },
  };
}

const listing = (id: string, date: string, issue: number, more: object = {}) => ({
  id,
  title: 'Вещь',
  price: 1000,
  description: 'Описание.',
  date,
  sold: false,
  seller: 'anna_sells',
  issue,
  ...more,
});

describe('npm run listing', () => {
  it('writes one JSON file and prints its path last', async () => {
    const { io, file } = scratch();
    const pr = path.join(io.root, 'pr.md');
    const out = await runListing(parseArgs([file('issue.md', saleBody()), '--issue', '7', '--pr-body', pr]), io);
    expect(out).toEqual({ code: 0, lines: ['data/sale/listings/progulochnaya-kolyaska.json'] });
    expect(readListingFiles(io.root)[0].data).toMatchObject({
      id: 'progulochnaya-kolyaska',
      issue: 7,
      date: '2026-03-15',
    });
    expect(readFileSync(pr, 'utf8')).toMatch(/^Объявление из #7\./);
  });

  it('exits 1 with every problem and writes the comment for the issue', async () => {
    const { io, file } = scratch();
    const comment = path.join(io.root, 'comment.md');
    const body = saleBody({
      price: '450 долларов',
      seller: '_No response_',
      title: '<script>alert(1)</script> [x](https://evil.example) @octocat',
    });
    const out = await runListing(parseArgs([file('issue.md', body), '--issue', '8', '--comment', comment]), io);
    expect(out.code).toBe(1);
    expect(out.lines).toHaveLength(2);
    expect(existsSync(path.join(io.root, 'data/sale/listings'))).toBe(false);
    const text = readFileSync(comment, 'utf8');
    expect(text).toContain('- Цена: нужно целое число в сумах, например 450000 или 450 000');
    expect(text).toMatch(/^Спасибо! Чтобы опубликовать это, поправьте, пожалуйста:/);
  });
});

describe('npm run listing:sold and listing:expire', () => {
  const setUp = () => {
    const s = scratch();
    const dir = path.join(s.io.root, 'data/sale/listings');
    mkdirSync(dir, { recursive: true });
    mkdirSync(path.join(s.io.root, 'static/img/sale'), { recursive: true });
    const put = (l: ReturnType<typeof listing>) => writeFileSync(path.join(dir, `${l.id}.json`), JSON.stringify(l));
    put(listing('fresh', '2026-03-10', 1));
    put(listing('sixty-days', '2026-01-14', 2));
    put(listing('old', '2026-01-13', 3, { image: 'img/sale/old.jpg' }));
    writeFileSync(path.join(s.io.root, 'static/img/sale/old.jpg'), '');
    return s;
  };

  it('marks the listing of an issue sold, once', async () => {
    const { io } = setUp();
    expect(await runSold(parseArgs(['--issue', '1']), io)).toEqual({
      code: 0,
      lines: ['data/sale/listings/fresh.json'],
    });
    expect(readListingFiles(io.root).find((f) => f.file.endsWith('fresh.json'))!.data).toMatchObject({ sold: true });
    expect((await runSold(parseArgs(['--issue', '1']), io)).code).toBe(1);
    expect((await runSold(parseArgs(['--issue', '99']), io)).code).toBe(1);
  });

  it('removes listings older than 60 days on a fixed date, with their photos', async () => {
    const { io } = setUp();
    expect(await runExpire(parseArgs([]), io)).toEqual({
      code: 0,
      lines: ['data/sale/listings/old.json', 'static/img/sale/old.jpg'],
    });
    expect(readListingFiles(io.root).map((f) => f.file)).toEqual([
      'data/sale/listings/fresh.json',
      'data/sale/listings/sixty-days.json',
    ]);
    expect(await runExpire(parseArgs([]), { ...io, today: '2026-03-14' })).toEqual({ code: 0, lines: [] });
  });
});

describe('npm run place', () => {
  it('appends the entry to the group file and prints its path last', async () => {
    const { io, file } = scratch();
    const pr = path.join(io.root, 'pr.md');
    const out = await runPlace(
      parseArgs([file('issue.md', placeBody({ where: 'ул. Регистан, 5' })), '--issue', '12', '--pr-body', pr]),
      {
        ...io,
        today: '2026-11-24',
      },
    );
    expect(out.code).toBe(0);
    expect(out.lines.at(-1)).toBe('data/places/cafe.ts');
    expect(readFileSync(path.join(io.root, 'data/places/cafe.ts'), 'utf8')).toContain('// From issue #12.');
    const body = readFileSync(pr, 'utf8');
    expect(body).toContain('**Перед слиянием нужно добавить** (пока это черновик):');
    expect(body).toContain('Координаты: в ссылке из заявки их нет');
    // A second run for the same issue (an edit after merging) changes nothing.
    const again = await runPlace(parseArgs([file('issue.md', placeBody()), '--issue', '12']), {
      ...io,
      today: '2026-11-24',
    });
    expect(again.lines[0]).toMatch(/уже в справочнике/);
  });
});

describe('the CLI', () => {
  it('npm run listing -- FILE: exit 0 and the path on the last line; exit 1 and Russian problems', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'contrib-cli-'));
    const good = path.join(root, 'good.md');
    const bad = path.join(root, 'bad.md');
    writeFileSync(good, saleBody());
    writeFileSync(bad, saleBody({ price: '450 долларов' }));
    const cli = path.join(ROOT, 'scripts/contrib/cli.mjs');
    const env = { ...process.env, SAMGUIDE_TODAY: '2026-03-15', GITHUB_OUTPUT: '' };
    const stdout = execFileSync('node', [cli, 'listing', good, '--root', root], { env, encoding: 'utf8' });
    expect(stdout.trim().split('\n').at(-1)).toBe('data/sale/listings/progulochnaya-kolyaska.json');
    const failed = spawnSync('node', [cli, 'listing', bad, '--root', root], { env, encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('Цена: нужно целое число в сумах');
    // Two cold starts of jiti on a loaded machine.
  }, 60_000);
});

describe('the photo under jiti, as the CLI loads it', () => {
  it('is resized and saved', async () => {
    // jiti hands modules in differently from Vitest (CommonJS `sharp` has no `default`): run the CLI's way.
    const load = createJiti(path.join(ROOT, 'scripts/contrib/cli.mjs'), { interopDefault: true });
    const run = load('./run.ts') as typeof import('./run');
    const { io, file } = scratch();
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#393' } })
      .png()
      .toBuffer();
    const body = saleBody({ photo: '![IMG](https://github.com/user-attachments/assets/abc)' });
    const out = await run.runListing(run.parseArgs([file('issue.md', body)]), {
      ...io,
      fetcher: async () => ({ status: 200, body: async () => png }),
    });
    expect(out).toEqual({
      code: 0,
      lines: ['static/img/sale/progulochnaya-kolyaska.jpg', 'data/sale/listings/progulochnaya-kolyaska.json'],
    });
    const meta = await sharp(path.join(io.root, 'static/img/sale/progulochnaya-kolyaska.jpg')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600]);
  }, 60_000);
});

describe('a message sent without GitHub (src/components/HelpWays), saved to a file', () => {
  const fixture = (name: string) => readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8');

  it('npm run listing writes the same file as from the issue', async () => {
    const fromIssue = scratch();
    const fromMessage = scratch();
    const a = await runListing(parseArgs([fromIssue.file('issue.md', fixture('sale-valid.md'))]), fromIssue.io);
    const b = await runListing(
      parseArgs([fromMessage.file('message.txt', fixture('sale-message.txt'))]),
      fromMessage.io,
    );
    expect(b).toEqual(a);
    const written = (root: string) => readFileSync(path.join(root, a.lines.at(-1)!), 'utf8');
    expect(written(fromMessage.io.root)).toBe(written(fromIssue.io.root));
  });

  it('npm run place appends the same entry as from the issue', async () => {
    const fromIssue = scratch();
    const fromMessage = scratch();
    // «Когда вы это видели: ноябрь 2026» must not be in the future.
    const today = '2026-11-24';
    const a = await runPlace(parseArgs([fromIssue.file('issue.md', fixture('place-valid.md'))]), {
      ...fromIssue.io,
      today,
    });
    const b = await runPlace(parseArgs([fromMessage.file('message.txt', fixture('place-message.txt'))]), {
      ...fromMessage.io,
      today,
    });
    // The path of the group file on the last line.
    expect(a.lines.at(-1)).toBe('data/places/cafe.ts');
    expect(b).toEqual(a);
    const written = (root: string) => readFileSync(path.join(root, a.lines.at(-1)!), 'utf8');
    expect(written(fromMessage.io.root)).toBe(written(fromIssue.io.root));
  });
});
