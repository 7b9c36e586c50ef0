/**
 * What the reader chooses on /map: a category or a collection (one native select with counts:
 * compact on a phone, every sub-category and «Подборки» one tap away), «Рядом с» a landmark or
 * the reader's own position, and «Открыто сейчас». The view lives in the URL hash (selection.ts),
 * except the reader's position.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import HoursTag from '@site/src/components/Place/HoursTag';
import { newestHoursDate } from '@site/data/places/hoursDate';
import type { MapData } from '@site/data/places/types';
import { findLandmark, type Landmark } from './landmarks';
import styles from './styles.module.css';

export type NearbyState =
  | { state: 'off' }
  | { state: 'locating' }
  | { state: 'on'; at: readonly [number, number] }
  | { state: 'failed'; message: string };

/** The option of «Рядом с» that asks the browser where the reader is. */
export const MY_POSITION = 'Моё местоположение';

const INDENT = '\u00a0\u00a0\u00a0';

/** «(13)», or «(13 + 6 из других разделов)» when places of other categories are tagged into it (a school with a kindergarten group). */
export function countLabel(c: { count: number; own: number }): string {
  return c.own === c.count ? `(${c.count})` : `(${c.own} + ${c.count - c.own} из других разделов)`;
}

function categoryOptions(data: MapData): ReactNode[] {
  const out: ReactNode[] = [];
  const walk = (parent: string | undefined, depth: number) => {
    for (const c of data.categories.filter((x) => x.parent === parent)) {
      out.push(
        <option key={c.path} value={c.path}>
          {`${INDENT.repeat(depth)}${c.label} ${countLabel(c)}`}
        </option>,
      );
      walk(c.id, depth + 1);
    }
  };
  walk(undefined, 0);
  return out;
}

type Props = {
  data: MapData;
  selected: string;
  onSelect: (key: string) => void;
  landmarks: readonly Landmark[];
  /** The landmark of «Рядом с», if one is chosen. */
  near: Landmark | undefined;
  onNear: (landmark: Landmark | null) => void;
  /** «Моё местоположение». */
  me: NearbyState;
  onMe: () => void;
  openOnly: boolean;
  onOpenOnly: (on: boolean) => void;
};

export default function Controls({
  data,
  selected,
  onSelect,
  landmarks,
  near,
  onNear,
  me,
  onMe,
  openOnly,
  onOpenOnly,
}: Props) {
  const [text, setText] = useState('');
  // Every place the filter can keep has hours from this month or earlier (issue #47 §2).
  const hoursDate = useMemo(
    () => newestHoursDate(data.places.flatMap((p) => (p.hoursDate && !p.hoursUnconfirmed ? [p.hoursDate] : []))),
    [data.places],
  );
  const [notFound, setNotFound] = useState<string | null>(null);
  // A link or back/forward may change the landmark: the field shows it; a failed position empties it.
  useEffect(() => {
    if (near) setText(near.name);
    else if (me.state === 'off' || me.state === 'failed') setText('');
  }, [near, me.state]);

  /** A whole name (picked from the list) applies at once; a typed one on Enter or on leaving the field. */
  const choose = (value: string, typed: boolean) => {
    setNotFound(null);
    if (value.trim() === '') return onNear(null);
    if (value === MY_POSITION) {
      if (me.state === 'off' || me.state === 'failed') onMe();
      return undefined;
    }
    const landmark = typed ? findLandmark(value, landmarks) : landmarks.find((l) => l.name === value);
    if (landmark) {
      setText(landmark.name);
      if (landmark.id !== near?.id) onNear(landmark);
    } else if (typed) setNotFound(value.trim());
  };

  return (
    <div className={styles.controls}>
      <label htmlFor="map-category" className={styles.label}>
        Что показать
      </label>
      <select
        id="map-category"
        className={styles.select}
        value={selected}
        onChange={(event) => onSelect(event.target.value)}
      >
        <option value="">Все места ({data.places.length})</option>
        <optgroup label="Категории">{categoryOptions(data)}</optgroup>
        <optgroup label="Подборки">
          {data.tags.map((t) => (
            <option key={t.id} value={t.id}>
              {`${t.label} (${t.count})`}
            </option>
          ))}
        </optgroup>
      </select>
      <div className={styles.filters}>
        <div className={styles.near}>
          <label htmlFor="map-near" className={styles.label}>
            Рядом с
          </label>
          <input
            id="map-near"
            type="search"
            className={styles.select}
            list="map-near-options"
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Красные дома, вокзал…"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              choose(event.target.value, false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') choose(event.currentTarget.value, true);
            }}
            onBlur={(event) => choose(event.currentTarget.value, true)}
          />
          <datalist id="map-near-options">
            <option value={MY_POSITION} />
            {landmarks.map((l) => (
              <option key={l.id} value={l.name} />
            ))}
          </datalist>
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={openOnly} onChange={(event) => onOpenOnly(event.target.checked)} />
          <span>
            Открыто сейчас
            {hoursDate && (
              <>
                {' '}
                <HoursTag date={hoursDate} />
              </>
            )}
          </span>
        </label>
      </div>
      {notFound && (
        <p role="alert" className={styles.error}>
          {`Не нашли ориентир «${notFound}». Выберите его из списка: он открывается в поле «Рядом с».`}
        </p>
      )}
      {me.state === 'locating' && (
        <p role="status" className={styles.message}>
          Определяем, где вы…
        </p>
      )}
      {me.state === 'on' && (
        <p role="status" className={styles.message}>
          Сначала ближние к вам. Расстояние — по прямой: по улицам идти дольше.
        </p>
      )}
      {me.state !== 'on' && near && (
        <p role="status" className={styles.message}>
          {`Сначала ближние к ориентиру «${near.name}». Расстояние и минуты пешком — по прямой: по улицам идти дольше.`}
        </p>
      )}
      {me.state === 'failed' && (
        <p role="alert" className={styles.error}>
          {me.message}
        </p>
      )}
      {openOnly && <p className={styles.message}>Только открытые сейчас по часам работы; места без часов скрыты.</p>}
    </div>
  );
}
