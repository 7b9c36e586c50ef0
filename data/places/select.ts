/**
 * Which places a category or tag stands for. Pure: used by the build (page
 * components) and by /map in the browser, so both agree.
 */
import type { CategoryView, PlaceView } from './types';

export interface SelectOptions {
  /** Include subcategories (default) or only the category's own places. */
  nested?: boolean;
  /** Include places tagged with the key (default). */
  tagged?: boolean;
}

/**
 * Places of a category (its subcategories too, unless `nested: false`) plus
 * the places tagged with its id; for a tag that is not a category, the
 * tagged places. Catalogue order. Undefined when the key is neither.
 */
export function selectPlaces(
  places: readonly PlaceView[],
  categories: readonly CategoryView[],
  tagIds: readonly string[],
  key: string,
  { nested = true, tagged = true }: SelectOptions = {},
): PlaceView[] | undefined {
  const category = categories.find((c) => c.id === key);
  if (!category && !tagIds.includes(key)) return undefined;
  return places.filter((p) => {
    if (
      category &&
      (nested ? p.categoryPath === category.path || p.categoryPath.startsWith(`${category.path}/`) : p.category === key)
    )
      return true;
    return tagged && (p.tags?.includes(key) ?? false);
  });
}
