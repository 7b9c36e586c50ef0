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

  it('has a drawing in the strip for every kind, at the slot its CSS rule moves the mask to', () => {
    const css = readFileSync(path.join(__dirname, '../../css/blocks.css'), 'utf8');
    const strip = readFileSync(path.join(__dirname, 'link-icons.svg'), 'utf8');
    // One image, W × 16 units, a 16 × 16 drawing every 32 units (blocks.css: W/16 em × 1em, slots 2em apart).
    const width = Number(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="16" viewBox="0 0 \1 16" fill-rule="evenodd">\n/.exec(
        strip,
      )?.[1],
    );
    expect(width, "the strip's opening tag").toBeGreaterThan(0);
    const slots = [
      ...strip.matchAll(
        /<svg id="(\w+)" x="(\d+)" width="16" height="16" viewBox="0 0 16 16">\s*<path d="[^"]+"[^>]*\/>\s*<\/svg>/g,
      ),
    ].map(([, kind, x]) => ({ kind, x: Number(x) }));
    expect(slots.map((s) => s.kind).sort()).toEqual(Object.keys(LINK_ICONS).sort());
    expect(new Set(slots.map((s) => s.x)).size, 'one drawing per slot').toBe(slots.length);
    for (const { kind, x } of slots) {
      expect(x % 32, `${kind}: x on a slot`).toBe(0);
      expect(x, `${kind}: inside the strip`).toBeLessThanOrEqual(width - 16);
      const offset = new RegExp(`\\[data-link-kind='${kind}'\\] \\{\\s*--samguide-link-icon-x: ([^;]+);\\s*\\}`).exec(
        css,
      )?.[1];
      expect(offset, kind).toBe(x === 0 ? '0' : `-${x / 16}em`);
    }
    // The rule that masks <LinkIcon> and a Markdown link's ::before with the strip.
    const mask = css.slice(css.search(/^\.samguide-link-icon,\na\.samguide-ext-link::before \{/m)).split('}')[0];
    expect(mask).toContain("mask-image: url('../components/LinkIcon/link-icons.svg');");
    expect(mask).toContain(`mask-size: ${width / 16}em 1em;`);
    expect(mask).toContain('mask-repeat: no-repeat;');
    // An unknown kind gets the globe.
    const web = slots.find((s) => s.kind === 'web')!.x;
    expect(mask).toContain(`mask-position: var(--samguide-link-icon-x, -${web / 16}em) center;`);
    // The mask cuts the icon out of the text colour, in both themes.
    for (const selector of [/^\.samguide-link-icon \{/m, /^a\.samguide-ext-link::before \{/m]) {
      const rule = css.slice(css.search(selector)).split('}')[0];
      expect(rule, String(selector)).toContain('background-color: currentColor');
    }
  });

  it('has words for screen readers', () => {
    expect(linkHint('twoGis')).toBe('(2ГИС, откроется в новой вкладке)');
    expect(linkHint('web')).toBe('(откроется в новой вкладке)');
  });
});
