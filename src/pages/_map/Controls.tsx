/**
 * What the reader chooses on /map: a category or a collection (one native select with counts:
 * compact on a phone, every sub-category and «Подборки» one tap away), «Рядом со мной» and
 * «Открыто сейчас». The choice of category lives in the URL hash (selection.ts).
 */
import type { ReactNode } from 'react';
import type { MapData } from '@site/data/places/types';
import styles from './styles.module.css';

export type NearbyState =
  | { state: 'off' }
  | { state: 'locating' }
  | { state: 'on'; at: readonly [number, number] }
  | { state: 'failed'; message: string };

const INDENT = '\u00a0\u00a0\u00a0';

function categoryOptions(data: MapData): ReactNode[] {
  const out: ReactNode[] = [];
  const walk = (parent: string | undefined, depth: number) => {
    for (const c of data.categories.filter((x) => x.parent === parent)) {
      out.push(
        <option key={c.path} value={c.path}>
          {`${INDENT.repeat(depth)}${c.label} (${c.count})`}
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
  nearby: NearbyState;
  onNearby: () => void;
  openOnly: boolean;
  onOpenOnly: (on: boolean) => void;
};

export default function Controls({ data, selected, onSelect, nearby, onNearby, openOnly, onOpenOnly }: Props) {
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
        <button
          type="button"
          className={styles.nearButton}
          aria-pressed={nearby.state === 'on'}
          disabled={nearby.state === 'locating'}
          onClick={onNearby}
        >
          Рядом со мной
        </button>
        <label className={styles.check}>
          <input type="checkbox" checked={openOnly} onChange={(event) => onOpenOnly(event.target.checked)} />
          Открыто сейчас
        </label>
      </div>
      {nearby.state === 'locating' && (
        <p role="status" className={styles.message}>
          Определяем, где вы…
        </p>
      )}
      {nearby.state === 'on' && (
        <p role="status" className={styles.message}>
          Сначала ближние к вам, расстояние — по прямой.
        </p>
      )}
      {nearby.state === 'failed' && (
        <p role="alert" className={styles.error}>
          {nearby.message}
        </p>
      )}
      {openOnly && <p className={styles.message}>Только открытые сейчас по часам работы; места без часов скрыты.</p>}
    </div>
  );
}
