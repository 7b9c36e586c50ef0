/**
 * Turns the contributor files into the views pages and the map use:
 * category paths, inherited icons, chain links and phones, parsed hours.
 * No validation here (validate.ts) and no UI code.
 */
import { categories as defaultCategories, tags as defaultTags, type CategoryInput } from './categories';
import type { PlaceFile, PlaceInput } from './define';
import { placeAddress } from './address';
import { parseHours } from './hours';
import { placeHoursDate } from './hoursDate';
import { LINK_KINDS, type LinkKind } from './links';
import { selectPlaces, type SelectOptions } from './select';
import type { CategoryView, MapData, PlaceLink, PlaceView, TagView } from './types';

/** Yandex's default blue dot, for a place with no icon anywhere up its tree. */
export const DEFAULT_ICON = 'islands#blueDotIcon';

/** Link kinds a chain category passes on to its places (as the source guide did). */
const INHERITED_LINKS: readonly LinkKind[] = ['web', 'instagram', 'telegram', 'facebook', 'youtube'];

export interface Catalogue {
  places: PlaceView[];
  categories: CategoryView[];
  tags: TagView[];
  place(id: string): PlaceView | undefined;
  category(id: string): CategoryView | undefined;
  /** Places for a category id or tag; undefined when the key is unknown. */
  select(key: string, options?: SelectOptions): PlaceView[] | undefined;
  /** Russian label of a category or tag. */
  label(key: string): string | undefined;
}

function categoryViews(cats: Record<string, CategoryInput>): CategoryView[] {
  const byId = new Map<string, CategoryView>();
  const build = (id: string): CategoryView => {
    const known = byId.get(id);
    if (known) return known;
    const cat = cats[id];
    const parent = cat.parent ? build(cat.parent) : undefined;
    const view: CategoryView = {
      id,
      label: cat.label,
      path: parent ? `${parent.path}/${id}` : id,
      depth: parent ? parent.depth + 1 : 0,
      ...(cat.parent ? { parent: cat.parent } : {}),
      ...(cat.icon ? { icon: cat.icon } : {}),
      ...(cat.hidden || parent?.hidden ? { hidden: true } : {}),
    };
    byId.set(id, view);
    return view;
  };
  const views = Object.keys(cats).map(build);
  // Tree order: each category right after its parent's earlier children (depth-first, file order).
  const ordered: CategoryView[] = [];
  const visit = (parent?: string) => {
    for (const v of views) {
      if (v.parent !== parent) continue;
      ordered.push(v);
      visit(v.id);
    }
  };
  visit(undefined);
  return ordered;
}

function asList(value: string | readonly string[] | undefined): string[] {
  return value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
}

function ancestors(id: string, cats: Record<string, CategoryInput>): CategoryInput[] {
  const out: CategoryInput[] = [];
  for (let c: CategoryInput | undefined = cats[id]; c; c = c.parent ? cats[c.parent] : undefined) out.push(c);
  return out;
}

function placeView(p: PlaceInput, cats: Record<string, CategoryInput>, paths: Map<string, string>): PlaceView {
  const chain = ancestors(p.category, cats);
  const links: PlaceLink[] = [];
  for (const kind of LINK_KINDS) {
    let urls = asList(p.links?.[kind]);
    if (urls.length === 0 && INHERITED_LINKS.includes(kind)) {
      const from = chain.find((c) => c.links?.[kind as keyof NonNullable<CategoryInput['links']>]);
      urls = asList(from?.links?.[kind as keyof NonNullable<CategoryInput['links']>]);
    }
    for (const url of urls) links.push({ kind, url });
  }
  const phones = p.phones?.length ? [...p.phones] : [...(chain.find((c) => c.phones?.length)?.phones ?? [])];
  const categoryPath = paths.get(p.category) ?? p.category;
  const view: PlaceView = {
    id: p.id,
    name: p.name,
    ...(p.aliases ? { aliases: [...p.aliases] } : {}),
    ...(p.signName ? { signName: p.signName } : {}),
    ...(p.description ? { description: p.description } : {}),
    ...(p.address ? { address: p.address } : {}),
    ...(phones.length ? { phones } : {}),
    ...(p.hours ? { hours: parseHours(p.hours) } : {}),
    ...(p.hoursUnconfirmed ? { hoursUnconfirmed: true as const } : {}),
    ...(p.hours ? { hoursDate: placeHoursDate({ categoryPath, sourceDate: p.sourceDate, checked: p.checked }) } : {}),
    ...(p.prices ? { prices: p.prices.map((x) => ({ ...x })) } : {}),
    links,
    sourceDate: p.sourceDate,
    ...(p.checked ? { checked: p.checked } : {}),
    category: p.category,
    categoryPath,
    icon: p.icon ?? chain.find((c) => c.icon)?.icon ?? DEFAULT_ICON,
    ...(p.location ? { location: [p.location[0], p.location[1]] as [number, number] } : {}),
    ...(p.city ? { city: p.city } : {}),
    ...(p.tags ? { tags: [...p.tags] } : {}),
  };
  return view;
}

/** How a card names the place another is inside, by that place's category. */
function preposition(category: string, cats: Record<string, CategoryInput>): string {
  const chain = [category, ...ancestors(category, cats).map((c) => c.parent)];
  if (chain.includes('mall')) return 'в ТЦ';
  if (chain.includes('toponyms')) return 'в районе';
  return 'в здании';
}

/** The views' links between places: `inside` (with the host's pin when a place has none) and shared phones. */
function relate(
  inputs: readonly PlaceInput[],
  views: PlaceView[],
  cats: Record<string, CategoryInput> = defaultCategories,
) {
  const byId = new Map(views.map((v) => [v.id, v]));
  inputs.forEach((input, i) => {
    const view = views[i];
    const host = input.inside ? byId.get(input.inside) : undefined;
    if (host) {
      const name = host.category === 'toponyms' ? `«${host.name}»` : host.name;
      view.inside = { id: host.id, preposition: preposition(host.category, cats), name };
      const hostInput = inputs.find((p) => p.id === host.id);
      if (!view.location && hostInput?.location && !view.city)
        view.location = [hostInput.location[0], hostInput.location[1]];
    }
    if (input.chain && input.phones) {
      const shared: Record<string, string[]> = {};
      for (const phone of input.phones) {
        const others = inputs.filter((p) => p !== input && p.chain === input.chain && p.phones?.includes(phone));
        if (others.length) shared[phone] = others.map((p) => p.name);
      }
      if (Object.keys(shared).length) view.sharedPhones = shared;
    }
  });
}

/** Build the catalogue. Call validatePlaces first: this assumes sound input. */
export function buildCatalogue(
  files: readonly PlaceFile[],
  cats: Record<string, CategoryInput> = defaultCategories,
  tagDefs: Record<string, string> = defaultTags,
): Catalogue {
  const categories = categoryViews(cats);
  const paths = new Map(categories.map((c) => [c.id, c.path]));
  const inputs = files.flatMap((f) => f.places);
  const places = inputs.map((p) => placeView(p, cats, paths));
  relate(inputs, places, cats);
  const tags: TagView[] = Object.entries(tagDefs).map(([id, label]) => ({ id, label }));
  const tagIds = tags.map((t) => t.id);
  const byId = new Map(places.map((p) => [p.id, p]));
  const catById = new Map(categories.map((c) => [c.id, c]));
  return {
    places,
    categories,
    tags,
    place: (id) => byId.get(id),
    category: (id) => catById.get(id),
    select: (key, options) => selectPlaces(places, categories, tagIds, key, options),
    label: (key) => catById.get(key)?.label ?? tagDefs[key],
  };
}

/** What /map needs: Samarkand places only, visible categories, counts. */
/** /map's data; `cardPages` is the page that shows each place's card (src/remark/places.ts placePages). */
export function mapData(catalogue: Catalogue, cardPages: ReadonlyMap<string, string> = new Map()): MapData {
  const hidden = new Set(catalogue.categories.filter((c) => c.hidden).map((c) => c.id));
  const places = catalogue.places.filter((p) => !p.city && !hidden.has(p.category));
  const tagIds = catalogue.tags.map((t) => t.id);
  const count = (key: string, tagged = true) =>
    selectPlaces(places, catalogue.categories, tagIds, key, { tagged })?.length ?? 0;
  return {
    categories: catalogue.categories
      .filter((c) => !c.hidden)
      .map((c) => ({ ...c, count: count(c.id), own: count(c.id, false) })),
    tags: catalogue.tags.map((t) => ({ ...t, count: count(t.id) })),
    places,
    addresses: Object.fromEntries(places.map((p) => [p.id, placeAddress(p.id, cardPages.get(p.id))])),
  };
}
