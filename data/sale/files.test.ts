import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readListingFiles } from './files';
import { listingSchema } from './schema';

function folder(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'sale-files-'));
  mkdirSync(path.join(root, 'data/sale/listings'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, 'data/sale/listings', name), text);
  return root;
}

describe('readListingFiles', () => {
  it('reads every JSON file, sorted, and nothing else', () => {
    const root = folder({ 'b.json': '{"id":"b"}', 'a.json': '{"id":"a"}', 'notes.txt': 'x' });
    expect(readListingFiles(root)).toEqual([
      { file: 'data/sale/listings/a.json', data: { id: 'a' } },
      { file: 'data/sale/listings/b.json', data: { id: 'b' } },
    ]);
  });

  it('is empty without the folder', () => {
    expect(readListingFiles(mkdtempSync(path.join(tmpdir(), 'sale-none-')))).toEqual([]);
  });

  it('names the file of broken JSON and of an id that is not the file name', () => {
    const root = folder({ 'a.json': '{"id":', 'b.json': '{"id":"c"}' });
    expect(() => readListingFiles(root)).toThrow(
      /data\/sale\/listings\/a\.json: не читается как JSON[\s\S]*data\/sale\/listings\/b\.json, поле «id»: должно совпадать с именем файла \(«b»\)/,
    );
  });
});

describe('the issue number of a listing', () => {
  const base = {
    id: 'kettle',
    title: 'Чайник',
    price: 1000,
    description: 'Да.',
    date: '2026-03-01',
    sold: false,
    seller: 'anna_sells',
  };
  it('is optional and a positive integer', () => {
    const schema = listingSchema('2026-03-15');
    expect(schema.safeParse(base).success).toBe(true);
    expect(schema.safeParse({ ...base, issue: 21 }).success).toBe(true);
    expect(schema.safeParse({ ...base, issue: '21' }).success).toBe(false);
    expect(schema.safeParse({ ...base, issue: 0 }).success).toBe(false);
  });
});
