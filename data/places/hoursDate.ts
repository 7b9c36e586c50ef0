/**
 * How old a place's opening hours are (issue #47 §2). The catalogue gives hours no date of their own:
 * what is known is when the source file that holds them last changed, so hours are dated «не позднее»
 * that month — never as the month of the hours themselves. A real re-check (`checked`) is the hours'
 * own date.
 *
 * The first catalogue (`sourceDate` 2026-06-11, when the source's map/ tree last changed) came from
 * one file per category. Where ../shared/facts names the month that file last changed, the hours of
 * its places are dated by it, a tighter bound than the tree's date; elsewhere by the tree's date.
 * A place added later carries its own `sourceDate` and is dated by that.
 */
/** `sourceDate` of the first catalogue: the day the source's whole map/ tree last changed. */
export const FIRST_CATALOGUE_DATE = '2026-06-11';

/**
 * The month each source file of the first catalogue last changed, by the category it holds (its
 * sub-categories included), as ../shared/facts gives it. Every file the facts date is here, so a
 * place given hours later in the same file is dated too.
 */
export const SOURCE_FILE_MONTHS: Readonly<Record<string, string>> = {
  // facts/cafe/uzbek.md: «map/cafe/uzbek.ts, last changed 2025-05-10»; «Opening hours … are undated (file last changed May 2025)».
  'uzbek-food': '2025-05',
  // facts/cafe/euro.md: «map/cafe/euro.ts, last changed 2025-05-10»; «opening hours undated (file last changed May 2025)».
  'european-food': '2025-05',
  // facts/cafe/bar.md: «map/cafe/bar.ts, last changed 2025-05-10»; «Bar opening hours in the data are undated (file last changed May 2025)».
  bar: '2025-05',
  // facts/cafe/bar.md: «map/cafe/hookah.ts, last changed 2023-10-27».
  hookah: '2023-10',
  // facts/cafe/other.md: «map/cafe/asian.ts 2025-05-10, fastfood.ts 2023-10-08, other.ts 2024-10-13» (other: the pork places).
  'asian-food': '2025-05',
  fastfood: '2023-10',
  other: '2024-10',
  // facts/services/medicine.md: «Medical centres (@@medical-center; map data as of Dec 2023)», the same for @@medical-lab.
  'medical-center': '2023-12',
  'medical-lab': '2023-12',
  // facts/purchases/grocery.md: «map/market/grocery.ts, last changed 2025-05-10».
  grocery: '2025-05',
  // facts/purchases/household.md: «map/market/household.ts, last changed 2024-05-11».
  household: '2024-05',
  // facts/purchases/bazar.md: «map/market/bazar.ts, last changed 2024-05-11».
  bazar: '2024-05',
  // facts/purchases/malls.md: «map/market/mall.ts, last changed 2023-10-27».
  mall: '2023-10',
  // facts/children/activities.md: «map/children/activities/index.ts and playground.ts, both last changed 2023-10-27».
  activities: '2023-10',
  // facts/children/kindergarten.md: «map/children/kindergarten.ts last changed 2024-05-11».
  kindergarten: '2024-05',
  // facts/samarkand/toponyms.md: «map data map/samarkand/toponyms.ts last changed 2024-08-11».
  toponyms: '2024-08',
};

export type HoursDate = {
  /** YYYY-MM. */
  asOf: string;
  /** Only when the source last changed: the hours are from this month or earlier. */
  notAfter: boolean;
};

/**
 * The date of a place's hours: a real re-check when there was one, else «не позднее» the month its
 * source file last changed (`categoryPath` is looked up from the place's own category upwards).
 */
export function placeHoursDate(place: { categoryPath: string; sourceDate: string; checked?: string }): HoursDate {
  const fromFile =
    place.sourceDate === FIRST_CATALOGUE_DATE
      ? place.categoryPath
          .split('/')
          .reverse()
          .map((id) => SOURCE_FILE_MONTHS[id])
          .find(Boolean)
      : undefined;
  const source = fromFile ?? place.sourceDate.slice(0, 7);
  const checked = place.checked?.slice(0, 7);
  return checked && checked >= source ? { asOf: checked, notAfter: false } : { asOf: source, notAfter: true };
}

/** The newest of the dates: every place's hours are from it or earlier (the /map filter's words). */
export function newestHoursDate(dates: readonly HoursDate[]): HoursDate | undefined {
  const newest = [...dates].sort((a, b) => a.asOf.localeCompare(b.asOf)).at(-1);
  // «не позднее» holds for all only as an upper bound: even an own date (a re-check) bounds the others.
  return newest && { asOf: newest.asOf, notAfter: true };
}
