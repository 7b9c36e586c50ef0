import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import type { Root } from 'mdast';
import { compileFixture, compileSource } from './compile';
import pageDates, { collectPageDates } from '../pageDates';
import { BRV } from '../../../config/brv';

const parse = (source: string) => unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(source) as Root;

describe('collectPageDates', () => {
  it('collects <Dated>, section marks, the БРВ date and the dated prices of the cards shown', () => {
    const { dates, places } = collectPageDates(
      parse(
        [
          'Безвиз — 30 дней <Dated on="2025-11">с ноября 2025 года</Dated>.',
          '',
          '<Verified date="2024-03" />',
          '',
          '| Услуга | Цена |',
          '| --- | --- |',
          '| Интернет <Dated on="2023">на 2023 год</Dated> | <Price sum="100000" /> |',
          '',
          'Пошлина — <Brv value="0,2" />.',
          '',
          '<Place id="glc-school" />',
          '<Place id="glc-school" />',
        ].join('\n'),
      ),
    );
    // Sorted and distinct; GLC's price is dated 23 September 2024 (data/places/children.ts).
    expect(dates).toEqual(['2023', '2024-03', '2024-09', BRV.since.slice(0, 7), '2025-11'].sort());
    expect(places).toEqual(['glc-school']);
  });

  it('a <PlaceList> brings the dated prices of every card it lists', () => {
    const { dates, places } = collectPageDates(parse('<PlaceList category="kindergarten" />'));
    expect(places.length).toBeGreaterThan(5);
    expect(dates).toContain('2024-09');
  });

  it('a page without marked dates collects none, and the plugin leaves its front matter alone', () => {
    const frontMatter: Record<string, unknown> = { facts_date: '2025-05' };
    pageDates()(parse('Просто текст.'), new VFile({ data: { frontMatter } }));
    expect(frontMatter).toEqual({ facts_date: '2025-05' });
    pageDates()(parse('Тариф <Dated on="2026-01">на январь 2026 года</Dated>.'), new VFile({ data: { frontMatter } }));
    expect(frontMatter).toEqual({ facts_date: '2025-05', dates_in_text: ['2026-01'] });
  });
});

describe('<Dated> at build', () => {
  it.each([
    ['<Dated on="2025-8">на август 2025 года</Dated>', 'on: дата «2025-8» не распознана'],
    ['<Dated>на август 2025 года</Dated>', 'нет атрибута on'],
    [
      '<Dated on="2025-08">на июль 2025 года</Dated>',
      'on="2025-08", а в тексте «на июль 2025 года» не назван этот месяц',
    ],
    ['<Dated on="2025-08">на август 2024 года</Dated>', 'нет 2025 года'],
    ['<Dated on="2027-01">на январь 2027 года</Dated>', 'месяц «2027-01» ещё не наступил'],
    ['<Dated on="2025-08"></Dated>', 'внутри нет текста'],
    ['<Dated on="2025-08" date="x">на август 2025 года</Dated>', 'неизвестный атрибут «date»'],
  ])('rejects %s', async (source, expected) => {
    await expect(compileSource(source)).rejects.toThrow(expected);
  });

  it.each([
    'Тариф <Dated on="2025-08">с 1 августа 2025 года</Dated>.',
    'Цена <Dated on="2025-05">в мае 2025 года</Dated>.',
    'Цена <Dated on="2023">на 2023 год</Dated>.',
    '## Автобус\n\n<Dated on="2023" section />\n\nПроезд подорожал.',
  ])('accepts %s', async (source) => {
    await expect(compileSource(source)).resolves.toContain('Dated');
  });

  it('names the file, line and value of a malformed date', async () => {
    await expect(compileFixture('bad-dated.mdx')).rejects.toThrow(
      /fixtures\/bad-dated\.mdx:7:7 {2}<Dated on="2025-13"> — on: дата «2025-13» не распознана/,
    );
  });
});

describe('page front matter: sources and the derived dates', () => {
  it.each([
    ['---\nsources: https://my.gov.uz\n---\n\nТекст.', 'front matter sources — ожидается список'],
    ['---\nsources:\n  - url: https://my.gov.uz\n---\n\nТекст.', 'пункт 1: нет label'],
    [
      '---\nsources:\n  - label: Портал\n    url: my.gov.uz\n---\n\nТекст.',
      'url «my.gov.uz» — ожидается адрес https://…',
    ],
    [
      '---\nsources:\n  - label: Портал\n    url: https://my.gov.uz\n    date: 2025\n---\n\nТекст.',
      'неизвестные поля date',
    ],
    ['---\ndates_in_text: [2025-01]\n---\n\nТекст.', 'front matter dates_in_text — это поле сборка заполняет сама'],
  ])('rejects %s', async (source, expected) => {
    await expect(compileSource(source)).rejects.toThrow(expected);
  });

  it('accepts labelled https sources', async () => {
    const source = '---\nsources:\n  - label: Портал госуслуг\n    url: https://my.gov.uz/ru\n---\n\nТекст.';
    await expect(compileSource(source)).resolves.toBeTypeOf('string');
  });
});
