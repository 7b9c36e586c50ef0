import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ogImagePath, ogImageSvg, OG_HEIGHT, OG_WIDTH, wrap } from './image';
import { ogPages, sectionsOf } from '.';

describe('og images', () => {
  it('one file per route under img/og/', () => {
    expect(ogImagePath('/', '/')).toBe('img/og/index.png');
    expect(ogImagePath('/samarkand/visa', '/')).toBe('img/og/samarkand/visa.png');
    expect(ogImagePath('/guide/occupation/', '/guide/')).toBe('img/og/occupation.png');
  });

  it('wraps a title by words', () => {
    expect(wrap('Виза, въезд и регистрация', 17)).toEqual(['Виза, въезд и', 'регистрация']);
  });

  it('renders a 1200×630 PNG with the section and the title, text escaped', async () => {
    const svg = ogImageSvg({ title: 'Кафе <и> «бары» & чайханы', section: 'Кафе и рестораны' });
    expect(svg).toContain('Кафе &lt;и&gt; «бары» &amp;');
    expect(svg).toContain('>Кафе и рестораны</text>');
    const png = await sharp(Buffer.from(svg)).png({ palette: true }).toBuffer();
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: OG_WIDTH, height: OG_HEIGHT });
  });

  it('takes the section from the sidebar’s top category, and fails the build on a title over 60 characters', () => {
    const sidebar = [
      {
        type: 'category',
        label: 'Дети',
        items: [
          { type: 'doc', id: 'children/school' },
          { type: 'category', label: 'Вложенная', items: [{ type: 'doc', id: 'children/x' }] },
        ],
      },
      { type: 'doc', id: 'other/links' },
    ];
    expect(Object.fromEntries(sectionsOf(sidebar))).toEqual({ 'children/school': 'Дети', 'children/x': 'Дети' });
    const version = (title: string) =>
      ({
        sidebars: { main: sidebar },
        docs: [
          { id: 'children/school', title, permalink: '/children/school', source: '@site/docs/children/school.mdx' },
        ],
      }) as never;
    expect(ogPages(version('Школы'))).toEqual([{ permalink: '/children/school', title: 'Школы', section: 'Дети' }]);
    expect(() => ogPages(version('Ш'.repeat(61)))).toThrow(
      '[og-images] @site/docs/children/school.mdx: title «' + 'Ш'.repeat(61) + '» is 61 characters',
    );
  });
});
