import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { isValidElement, type ReactNode } from 'react';
import { VFile } from 'vfile';
import { describe, expect, test } from 'vitest';
import { loadCatalogue } from '../../data/places';
import remarkPlaces, {
  headingId,
  placePages,
  routeOf,
  toEstree,
  type PlaceListData,
  type PlaceMapData,
} from './places';
import type { PlaceView } from '../../data/places/types';

const fixture = (name: string) => {
  const p = path.join(__dirname, '__fixtures__', name);
  return new VFile({ path: path.relative(process.cwd(), p), value: fs.readFileSync(p, 'utf8') });
};

type Captured = { name: string; props: Record<string, unknown> };

/** Compile a page with the plugin and capture the props each component receives. */
async function render(name: string) {
  const captured: Captured[] = [];
  const capture = (component: string) => Object.assign(() => null, { componentName: component });
  const { default: Content } = await evaluate(fixture(name), {
    ...runtime,
    remarkPlugins: [[remarkPlaces, { catalogue: loadCatalogue() }]],
  });
  const tree = Content({
    components: { Place: capture('Place'), PlaceList: capture('PlaceList'), PlaceMap: capture('PlaceMap') },
  });
  // Walk the element tree instead of rendering: the elements carry the props as compiled.
  const walk = (node: ReactNode): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isValidElement(node)) return;
    const { type, props } = node as { type: unknown; props: Record<string, unknown> & { children?: ReactNode } };
    const name = (type as { componentName?: string }).componentName;
    if (name) captured.push({ name, props });
    walk(props.children);
  };
  walk(tree);
  return captured;
}

describe('remarkPlaces', () => {
  test('resolves cards, lists and maps and inlines their data', async () => {
    const [place, osh, uzbekDirect, pyatok, oshMap, ikeaMap] = await render('places-ok.mdx');
    expect(place.name).toBe('Place');
    expect((place.props.data as PlaceView).name).toBe('Mahallaosh');
    expect(place.props.anchor).toBeUndefined();

    const list = osh.props.data as PlaceListData;
    expect(list.label).toBe('Плов');
    expect(list.places.map((p) => p.id)).toContain('polvonosh');
    expect(list.places.map((p) => p.id)).toContain('rozmarin'); // tagged osh
    // Mahallaosh has its own card on the page: one card per place.
    expect(list.places.map((p) => p.id)).not.toContain('mahallaosh');

    const direct = (uzbekDirect.props.data as PlaceListData).places.map((p) => p.id);
    expect(direct).not.toContain('polvonosh'); // nested={false}
    expect(direct).not.toContain('rozmarin'); // already in the osh list above
    expect(direct).toContain('gilos');
    expect(uzbekDirect.props.nested).toBe(false);
    expect((pyatok.props.data as PlaceListData).places).toHaveLength(4);

    const map = oshMap.props.data as PlaceMapData;
    expect(map.mapHash).toBe('cafe/uzbek-food/osh');
    expect(map.places.every((p) => p.location)).toBe(true);
    // A hidden category (Tashkent shops) has no /map view and no pins.
    expect(ikeaMap.props.data).toMatchObject({ mapHash: null, places: [], unpinned: 3 });
  });

  test('a <Place> written twice keeps its anchor only the first time', async () => {
    const [first, second] = await render('places-twice.mdx');
    expect(first.props.anchor).toBeUndefined();
    expect(second.props.anchor).toBe(false);
  });

  test('a card gets no anchor when a heading of the page has its id', async () => {
    const [list, card] = await render('places-heading.mdx');
    expect((list.props.data as PlaceListData).noAnchor).toEqual(['happy-land']);
    expect(card.props.anchor).toBe(false);
  });

  test('a place inside another links to its card: on the same page, else on the page that lists it', async () => {
    const [, homeMarket, korzinka, bazar] = await render('places-inside.mdx');
    expect((homeMarket.props.data as PlaceView).inside).toEqual({
      id: 'makon-mall',
      preposition: 'в ТЦ',
      name: 'Makon Mall (ГУМ)',
      href: '#makon-mall',
    });
    // Atlas is not on this page: its card is in the malls list of /purchases/malls.
    expect((korzinka.props.data as PlaceView).inside?.href).toBe('/purchases/malls#atlas');
    // A district with no card: its section on /apartment/districts.
    const market = (bazar.props.data as PlaceListData).places.find((p) => p.id === 'pervaya-ostanovka-mikrorayona');
    expect(market?.inside?.href).toBe('/apartment/districts#mikrorayon');
    // The catalogue's own view is left as it was.
    expect(loadCatalogue().place('home-market')!.inside!.href).toBeUndefined();
  });

  test('routes of docs files', () => {
    expect(routeOf('purchases/malls.mdx')).toBe('/purchases/malls');
    expect(routeOf('occupation/index.mdx')).toBe('/occupation');
  });

  test('heading ids: custom, else a slug of the text', () => {
    expect(headingId('Happy Land {#happy-land}')).toBe('happy-land');
    expect(headingId('Polvonosh')).toBe('polvonosh');
    expect(headingId('Crazy Park «SHAXONYA»')).toBe('crazy-park-shaxonya');
  });

  test('an unknown id fails with the file, the line and a suggestion', async () => {
    await expect(render('places-unknown-id.mdx')).rejects.toThrow(
      /src\/remark\/__fixtures__\/places-unknown-id\.mdx:5:1: unknown place id "mahalaosh" in <Place id="mahalaosh" \/>\. Did you mean "mahallaosh"\? Place ids are in data\/places\/\*\.ts\./,
    );
  });

  test('an unknown category fails with the file and a suggestion', async () => {
    await expect(render('places-unknown-category.mdx')).rejects.toThrow(
      /places-unknown-category\.mdx:3:1: unknown category or tag "uzbek_food".*Did you mean "uzbek-food"\?/,
    );
  });

  test('ids must be plain strings', async () => {
    await expect(render('places-expression-id.mdx')).rejects.toThrow(/must be a plain string/);
  });

  test('toEstree keeps negative numbers, nulls and nesting', () => {
    expect(toEstree({ a: [-1.5, null, 'x'] })).toMatchObject({
      type: 'ObjectExpression',
      properties: [
        {
          value: {
            type: 'ArrayExpression',
            elements: [{ type: 'UnaryExpression', operator: '-' }, { value: null }, { value: 'x' }],
          },
        },
      ],
    });
  });
});

describe('placePages', () => {
  test('a place lives on its own category’s list, not on an earlier list that shows it by a tag', () => {
    // Roni Pizza is «european-food» tagged «bar»: /cafe/bar lists it too, and comes first in file order.
    const docs = fs.mkdtempSync(path.join(os.tmpdir(), 'place-pages-'));
    fs.mkdirSync(path.join(docs, 'cafe'));
    fs.writeFileSync(path.join(docs, 'cafe/bar.mdx'), '<PlaceList category="bar" />\n');
    fs.writeFileSync(path.join(docs, 'cafe/euro.mdx'), '<PlaceList category="european-food" nested={false} />\n');
    const pages = placePages(loadCatalogue(), docs);
    expect(pages.get('roni-pizza-napoletana')).toBe('/cafe/euro');
    // a place only a tag brings is still at home on that list
    const barOnly = [...pages].filter(([, route]) => route === '/cafe/bar');
    expect(barOnly.length).toBeGreaterThan(0);
    fs.rmSync(docs, { recursive: true });
  });
});
