import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deadLinks, issueBody, linkText, routeOf } from './links-report.mjs';

// As the production build writes it: minified, attribute quotes dropped where possible.
const HTML =
  '<p>См. <a href=https://lex.uz/docs/3540206#3541827 target=_blank rel="noopener noreferrer" class=samguide-ext-link>' +
  '<svg aria-hidden=true></svg>закон на lex.uz<span class=samguide-sr-only> (откроется в новой вкладке)</span></a>, ' +
  '<a href=\'https://example.uz/a?x=1&amp;y=2\'>Сайт &laquo;А&raquo;</a> и <a class=x href="https://example.uz/">пример</a>.</p>';

describe('links report', () => {
  it('reads dead links from lychee JSON, old and new shapes', () => {
    expect(
      deadLinks({
        error_map: { 'build/a.html': [{ url: 'https://x.uz/', status: { text: 'Not Found', code: 404 } }] },
      }),
    ).toEqual([{ file: 'build/a.html', url: 'https://x.uz/', status: '404 Not Found' }]);
    expect(deadLinks({ fail_map: { 'build/b.html': [{ url: 'https://y.uz/', status: 'Timeout' }] } })).toEqual([
      { file: 'build/b.html', url: 'https://y.uz/', status: 'Timeout' },
    ]);
    expect(deadLinks({ fail_map: {} })).toEqual([]);
  });

  it('names the page by its route', () => {
    const build = path.resolve('build');
    expect(routeOf(path.join(build, 'samarkand/visa.html'), build)).toBe('/samarkand/visa');
    expect(routeOf(path.join(build, 'occupation/index.html'), build)).toBe('/occupation');
    expect(routeOf(path.join(build, 'index.html'), build)).toBe('/');
  });

  it('finds the text readers click, whatever the quoting, without the screen-reader hint', () => {
    expect(linkText(HTML, 'https://lex.uz/docs/3540206#3541827')).toBe('закон на lex.uz');
    expect(linkText(HTML, 'https://example.uz/a?x=1&y=2')).toBe('Сайт «А»');
    expect(linkText(HTML, 'https://example.uz')).toBe('пример');
    expect(linkText(HTML, 'https://nowhere.uz/')).toBeUndefined();
  });

  it('writes one issue body with dead links and overdue facts, escaping table cells', () => {
    const body = issueBody({
      dead: [{ page: '/samarkand/visa', text: 'закон | кодекс', url: 'https://lex.uz/x', status: '404 Not Found' }],
      overdue: [
        {
          kind: 'page',
          id: '/purchases/malls',
          title: 'ТЦ',
          file: 'docs/purchases/malls.mdx',
          facts: 'октябрь 2023',
          age: 37,
        },
        { kind: 'place', id: 'it-park', title: 'IT-Park', file: 'data/places/services.ts', facts: '2023 год', age: 46 },
      ],
      date: '2026-11-23',
      runUrl: 'https://github.com/samguide/samguide/actions/runs/1',
    });
    expect(body).toContain('## Неработающие ссылки: 1');
    expect(body).toContain('| /samarkand/visa | закон \\| кодекс | https://lex.uz/x | 404 Not Found |');
    expect(body).toContain('## Сведения старше 12 месяцев: 2');
    expect(body).toContain('| 37 | октябрь 2023 | — | страница /purchases/malls | docs/purchases/malls.mdx |');
    expect(body).toContain('| 46 | 2023 год | — | место it-park («IT-Park») | data/places/services.ts |');
    expect(body).toContain('([запуск](https://github.com/samguide/samguide/actions/runs/1))');
  });

  it('says so when all is well, and keeps a huge report under GitHub’s limit', () => {
    const clean = issueBody({ dead: [], overdue: [], date: '2026-11-23' });
    expect(clean).toContain('Все внешние ссылки открываются.');
    expect(clean).toContain('Просроченных сведений нет.');
    const many = Array.from({ length: 2000 }, (_, i) => ({
      page: `/p${i}`,
      text: 'x'.repeat(20),
      url: `https://x.uz/${i}`,
      status: '404',
    }));
    const body = issueBody({ dead: many, overdue: [], date: '2026-11-23' });
    expect(body.length).toBeLessThan(65_536);
    expect(body).toMatch(/список обрезан/);
  });
});
