import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import linkIcons from '../../remark/linkIcons';
import tables from '../tables';

const FIXTURES = path.join(__dirname, 'fixtures');

async function compileTables(source: string): Promise<string> {
  return String(
    await compile(source, {
      jsx: true, // As in docusaurus.config.ts: the link icons are in place when tables are measured.
      remarkPlugins: [remarkGfm, [linkIcons, { siteUrl: 'https://samguide.github.io' }]],
      rehypePlugins: [tables],
    }),
  );
}

describe('tables (rehype)', () => {
  it('labels each cell with its column, marks the table and picks the phone layout', async () => {
    const out = await compileTables(await readFile(path.join(FIXTURES, 'tables.mdx'), 'utf8'));
    await expect(out).toMatchFileSnapshot('fixtures/tables.out.txt');
  });

  it('gives every body cell its column header as data-label; the table and its groups their roles', async () => {
    const out = await compileTables(
      '| Что сравниваем | Государственный сад | Частный сад |\n| --- | --- | --- |\n| Плата | <Price sum="300000" /> | дороже |\n',
    );
    expect(out).toContain('<_components.table role="table" className="samguide-table samguide-table--cards">');
    expect(out).toContain('<_components.thead role="rowgroup">');
    expect(out).toContain('<_components.tbody role="rowgroup">');
    // Rows and cells keep their native roles: HTML forbids explicit ones inside a role="table".
    expect(out.match(/<_components\.tr>/g)).toHaveLength(2);
    expect(out).toContain('<_components.th>{"Частный сад"}</_components.th>');
    expect(out).toContain('<_components.td data-label="Что сравниваем">{"Плата"}</_components.td>');
    expect(out).toContain('<_components.td data-label="Государственный сад"><Price sum="300000" /></_components.td>');
    expect(out).toContain('<_components.td data-label="Частный сад">{"дороже"}</_components.td>');
  });

  it('gives an empty cell no label, so a phone shows no «Примечание:» with nothing after it (/services/pets)', async () => {
    const out = await compileTables(
      '| Ветеринар | Телефон | Примечание |\n| --- | --- | --- |\n| Азиз | <Phone number="+998 90 212-08-21" /> | Выезжает на дом |\n| Андрей | <Phone number="+998 91 528-67-97" /> | |\n',
    );
    expect(out).toContain('<_components.td data-label="Примечание">{"Выезжает на дом"}</_components.td>');
    expect(out).toContain('<_components.td data-label="Телефон"><Phone number="+998 91 528-67-97" /></_components.td>');
    expect(out.match(/data-label="Примечание"/g)).toHaveLength(1);
    expect(out).toMatch(/<_components\.td \/>|<_components\.td><\/_components\.td>/);
  });

  it('keeps a short two-column table a table, and stacks one whose words would not fit', async () => {
    const short = await compileTables('| Дата | Цена |\n| --- | --- |\n| 1 мая | 100 |\n');
    expect(short).toContain('className="samguide-table"');
    expect(short).not.toContain('samguide-table--cards');
    const long = await compileTables(
      '| Гражданство | Когда нужно зарегистрироваться |\n| --- | --- |\n| Россия | <Price sum="1900000" to="2400000" /> |\n',
    );
    expect(long).toContain('className="samguide-table samguide-table--cards"');
  });

  it('measures a word with the punctuation after its link, and bold headers as wider', async () => {
    const out = await compileTables(
      '| Приложение | Чем пригодится релоканту |\n| --- | --- |\n| Click | пошлина за [регистрацию](/samarkand/visa), переводы |\n',
    );
    expect(out).toContain('className="samguide-table samguide-table--cards"');
  });

  it('counts the icon of an external link and skips its words for screen readers', async () => {
    const out = await compileTables(
      '| Авиакомпания | Что известно |\n| --- | --- |\n| [Air Samarkand](https://airsamarkand.com/ru/) | билеты на [easybooking.uz](https://easybooking.uz/) |\n',
    );
    expect(out).toContain('className="samguide-table samguide-table--cards"');
    expect(out).toContain('data-label="Что известно"');
    expect(out).not.toContain('data-label="Авиакомпания (');
  });

  it('labels with the visible header text: formatting kept out, an empty header gives no label', async () => {
    const out = await compileTables('| | **Летом** |\n| --- | --- |\n| Днём | жарко |\n');
    expect(out).toContain('<_components.td>{"Днём"}</_components.td>');
    expect(out).toContain('data-label="Летом"');
  });
});
