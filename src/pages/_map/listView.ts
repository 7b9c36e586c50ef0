/**
 * Shows a view of the static place list (StaticList.tsx) with plain DOM work, no React per
 * place: hides the places outside the view and the groups left empty; for «Рядом с» moves the
 * places into one list by distance, each with its distance and walk, and back again after; marks
 * the opened place.
 */
import { formatNear, type Nearby } from './nearby';

export interface ListView {
  /** Ids of the places to show. */
  shown: ReadonlySet<string>;
  /** Every place in the order by distance, or null for the groups by category. */
  nearby: readonly Nearby[] | null;
  /** The opened place (selection.ts MapView.place): its row gets `data-opened`. */
  opened?: string;
}

export interface ListClasses {
  nearList: string;
  distance: string;
}

const NEAR_LIST = 'ol[data-nearby]';
const DISTANCE = '[data-distance]';

/** Where each place sits in the static markup, to put it back there. */
const homes = new WeakMap<HTMLElement, { item: HTMLElement; list: HTMLElement }[]>();

function homesOf(root: HTMLElement) {
  let list = homes.get(root);
  if (!list) {
    list = Array.from(root.querySelectorAll<HTMLElement>('li[data-place]')).map((item) => ({
      item,
      list: item.parentElement!,
    }));
    homes.set(root, list);
  }
  return list;
}

export function applyListView(root: HTMLElement, view: ListView, classes: ListClasses): void {
  const items = homesOf(root);
  const byId = new Map(items.map(({ item }) => [item.dataset.place!, item]));
  let near = root.querySelector<HTMLOListElement>(NEAR_LIST);

  if (view.nearby) {
    if (!near) {
      near = document.createElement('ol');
      near.setAttribute('data-nearby', '');
      near.className = classes.nearList;
      root.prepend(near);
    }
    const ordered: HTMLElement[] = [];
    for (const { id, meters } of view.nearby) {
      const item = byId.get(id);
      if (!item) continue;
      let label = item.querySelector<HTMLElement>(DISTANCE);
      if (meters === undefined) label?.remove();
      else {
        if (!label) {
          label = document.createElement('span');
          label.setAttribute('data-distance', '');
          label.className = classes.distance;
          item.prepend(label);
        }
        label.textContent = formatNear(meters);
      }
      ordered.push(item);
    }
    near.replaceChildren(...ordered);
    near.hidden = false;
  } else if (near) {
    for (const { item, list } of items) {
      item.querySelector(DISTANCE)?.remove();
      list.append(item);
    }
    near.remove();
  }

  for (const { item } of items) {
    item.hidden = !view.shown.has(item.dataset.place!);
    item.toggleAttribute('data-opened', item.dataset.place === view.opened);
  }
  root.querySelectorAll<HTMLElement>('section[data-group]').forEach((group) => {
    group.hidden = view.nearby !== null || !group.querySelector('li[data-place]:not([hidden])');
  });
}
