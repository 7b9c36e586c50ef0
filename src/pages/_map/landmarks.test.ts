import { describe, expect, test } from 'vitest';
import { mapData } from '@site/data/places/catalogue';
import { loadCatalogue } from '@site/data/places';
import { findLandmark, landmarksOf } from './landmarks';

const data = mapData(loadCatalogue());
const landmarks = landmarksOf(data.places);
const found = (query: string) => findLandmark(query, landmarks)?.id ?? null;

describe('«Рядом с» landmarks (issue #48 §3)', () => {
  test('every «Город › Топонимы» entry with a pin, by name', () => {
    const toponyms = data.places.filter((p) => p.category === 'toponyms' && p.location);
    expect(landmarks.map((l) => l.id).sort()).toEqual(toponyms.map((p) => p.id).sort());
    expect(landmarks.map((l) => l.id)).toEqual(expect.arrayContaining(['krasnye-doma', 'markhabo', 'vokzal']));
    const names = landmarks.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
  });

  test('a typed name: whole, its first letters, any part of a double name, other names', () => {
    expect(found('Красные дома')).toBe('krasnye-doma');
    expect(found('красн дом')).toBe('krasnye-doma');
    expect(found('мархабо')).toBe('markhabo');
    expect(found('Лимонадный')).toBe('limonadka');
    expect(found('Горгаи')).toBe('gor-gai');
  });

  test('in Latin letters, or typed on the English layout', () => {
    expect(found('krasnye doma')).toBe('krasnye-doma');
    expect(found('Markhabo')).toBe('markhabo');
    expect(found('vokzal')).toBe('vokzal');
    expect(found('djrpfk')).toBe('vokzal');
  });

  test('nothing that is not a landmark', () => {
    expect(found('')).toBeNull();
    expect(found('Париж')).toBeNull();
  });
});
