/**
 * «Рядом с» on /map (issue #48 §3): the landmarks a reader can measure from are the catalogue's
 * «Город › Топонимы» with a pin (Красные дома, Мархабо, Вокзал…). A typed name finds one by any
 * part of its name or other names, from the first letters on, in Latin letters too, typed on
 * the wrong keyboard layout or with a wrong vowel (the site search's own rules,
 * src/plugins/search-local/latin.ts: «krasnye» reads «красне», which sounds like «красные»).
 */
import { cyrillicReadings, soundKey, switchLayout } from '@site/src/plugins/search-local/latin';
import { LANDMARK_CATEGORY } from '@site/data/places/categories';
import type { PlaceView } from '@site/data/places/types';

export interface Landmark {
  id: string;
  name: string;
  at: readonly [number, number];
  /** Lower-case words of its names, «ё» as «е». */
  words: string[];
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);

/** The landmarks with a pin, by name. */
export function landmarksOf(places: readonly PlaceView[]): Landmark[] {
  return places
    .filter((p) => p.category === LANDMARK_CATEGORY && p.location)
    .map((p) => ({
      id: p.id,
      name: p.name,
      at: p.location!,
      words: normalize([p.name, ...(p.aliases ?? [])].join(' ')),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** Each word of the query in every way it may be read: as typed, in Cyrillic letters, on the other layout. */
function readings(query: string): string[][] {
  const words = normalize(query);
  const switched = normalize(switchLayout(query));
  return words.map((word, i) => [...new Set([word, ...cyrillicReadings(word), ...(switched[i] ? [switched[i]] : [])])]);
}

/** A word of a name starts with the typed form, or sounds as if it did (three sounds at least). */
function starts(word: string, form: string): boolean {
  if (word.startsWith(form)) return true;
  const key = soundKey(form);
  return key.length >= 3 && soundKey(word).startsWith(key);
}

/**
 * The landmark a typed name means: every word of the query starts a word of its names («красн
 * дом», «markhabo», «vokzal»); a landmark whose name is exactly the query wins. Null when none.
 */
export function findLandmark(query: string, landmarks: readonly Landmark[]): Landmark | null {
  const exact = normalize(query).join(' ');
  if (!exact) return null;
  const byName = landmarks.find((l) => normalize(l.name).join(' ') === exact);
  if (byName) return byName;
  const wanted = readings(query);
  return (
    landmarks.find((l) => wanted.every((forms) => forms.some((form) => l.words.some((w) => starts(w, form))))) ?? null
  );
}
