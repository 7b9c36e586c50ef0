import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import LinkIcon, { LINK_ICONS, linkHint, linkKind, type LinkKind } from '.';

describe('linkKind', () => {
  it.each<[string, LinkKind]>([
    ['https://t.me/+7MDLGBy89ZVkNDZi', 'telegram'],
    ['https://telegram.me/samguide', 'telegram'],
    ['https://www.instagram.com/p/abc/', 'instagram'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://m.youtube.com/watch?v=abc', 'youtube'],
    ['https://yandex.uz/maps/10334/samarkand/geo/1522495048/', 'yandexMaps'],
    ['https://yandex.ru/maps/-/CDabc', 'yandexMaps'],
    ['https://maps.yandex.ru/?text=x', 'yandexMaps'],
    ['https://yandex.ru/search/?text=maps', 'web'],
    ['https://maps.app.goo.gl/2ereBF15bAWeKRVX9', 'googleMaps'],
    ['https://www.google.com/maps/place/x', 'googleMaps'],
    ['https://goo.gl/maps/abc', 'googleMaps'],
    ['https://www.google.com/search?q=x', 'web'],
    ['https://2gis.uz/samarkand/firm/123', 'twoGis'],
    ['https://go.2gis.com/abc', 'twoGis'],
    ['https://www.facebook.com/example', 'facebook'],
    ['https://lex.uz/docs/3540206', 'web'],
    ['https://not-t.me.example.com/', 'web'],
    ['/samarkand/visa', 'web'],
    ['not a url', 'web'],
  ])('%s → %s', (url, kind) => {
    expect(linkKind(url)).toBe(kind);
  });
});

describe('<LinkIcon>', () => {
  it('is one empty decorative element naming the service, no SVG', () => {
    expect(renderToStaticMarkup(<LinkIcon kind="twoGis" />)).toBe(
      '<span class="samguide-link-icon" aria-hidden="true" data-link-kind="twoGis"></span>',
    );
  });

  it('has a drawing in the global CSS for every kind', () => {
    const css = readFileSync(path.join(__dirname, '../../css/blocks.css'), 'utf8');
    for (const kind of Object.keys(LINK_ICONS) as LinkKind[]) {
      const rule = new RegExp(
        `\\[data-link-kind='${kind}'\\] \\{\\s*--samguide-link-icon: url\\("data:image/svg\\+xml,([^"]+)"\\);`,
      );
      const svg = decodeURIComponent(rule.exec(css)?.[1] ?? '');
      expect(svg, kind).toMatch(
        /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 16 16'><path d='[^']+'[^>]*\/><\/svg>$/,
      );
    }
    // The rules that apply the mask: to <LinkIcon> and to a Markdown link's ::before.
    for (const selector of [/^\.samguide-link-icon/m, /^a\.samguide-ext-link::before/m]) {
      const rule = css.slice(css.search(selector)).split('}')[0];
      expect(rule, String(selector)).toMatch(/\bmask: var\(--samguide-link-icon\)/);
      expect(rule, String(selector)).toContain('background-color: currentColor');
    }
  });

  it('has words for screen readers', () => {
    expect(linkHint('twoGis')).toBe('(2ГИС, откроется в новой вкладке)');
    expect(linkHint('web')).toBe('(откроется в новой вкладке)');
  });
});
