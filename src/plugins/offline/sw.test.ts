import { describe, expect, it } from 'vitest';
import { offlinePage, savedPath } from './sw.js';

describe('savedPath', () => {
  it.each([
    ['/samarkand/visa.html', '/', '/samarkand/visa'],
    ['/samarkand/visa/', '/', '/samarkand/visa'],
    ['/samarkand/visa/index.html', '/', '/samarkand/visa'],
    ['/samarkand/visa', '/', '/samarkand/visa'],
    ['/', '/', '/'],
    ['/index.html', '/', '/'],
    ['/samguide/index.html', '/samguide/', '/samguide/'],
    ['/samguide/map.html', '/samguide/', '/samguide/map'],
  ])('%s under %s → %s', (pathname, scope, expected) => expect(savedPath(pathname, scope)).toBe(expected));
});

describe('offlinePage', () => {
  it('is a Russian page linking home and to search under the base URL', () => {
    const html = offlinePage('/samguide/');
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<h1>Этой страницы нет в сохранённой копии</h1>');
    expect(html).toContain('href="/samguide/"');
    expect(html).toContain('href="/samguide/search"');
    expect(html).not.toMatch(/[A-Za-z]{4,} (page|offline|network)/i);
  });
});
