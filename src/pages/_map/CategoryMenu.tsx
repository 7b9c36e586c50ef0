/** The /map sidebar: categories as a nested list in the docs-sidebar look, then the tag views. */
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { MapData } from '@site/data/places/types';
import { hashFor } from './selection';
import styles from './styles.module.css';

type Item = { key: string; label: string; count: number };

function MenuLink({ item, selected }: { item: Item; selected: string }) {
  const active = item.key === selected;
  return (
    <Link
      to={hashFor(item.key)}
      className={clsx('menu__link', styles.menuLink, active && 'menu__link--active')}
      aria-current={active ? 'true' : undefined}
    >
      <span>{item.label}</span>
      <span className={styles.count}>{item.count}</span>
    </Link>
  );
}

export default function CategoryMenu({ data, selected }: { data: MapData; selected: string }) {
  const children = (parent?: string) => data.categories.filter((c) => c.parent === parent);
  const tree = (parent?: string) => {
    const items = children(parent);
    if (items.length === 0) return null;
    return (
      <ul className="menu__list">
        {items.map((c) => (
          <li key={c.id} className="menu__list-item">
            <MenuLink item={{ key: c.path, label: c.label, count: c.count }} selected={selected} />
            {tree(c.id)}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <nav className={clsx('menu', styles.menu)} aria-label="Категории мест на карте">
      <ul className="menu__list">
        <li className="menu__list-item">
          <MenuLink item={{ key: '', label: 'Все места', count: data.places.length }} selected={selected} />
        </li>
      </ul>
      {tree(undefined)}
      <p className={styles.menuHeading}>Подборки</p>
      <ul className="menu__list">
        {data.tags.map((t) => (
          <li key={t.id} className="menu__list-item">
            <MenuLink item={{ key: t.id, label: t.label, count: t.count }} selected={selected} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
