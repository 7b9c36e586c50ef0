/**
 * <Checklist id="registration"> around a Markdown numbered list: each step gets a checkbox the
 * reader ticks, remembered in this browser (localStorage, per page and id).
 *
 * The server renders the plain numbered list, so without JavaScript (or before it loads) the
 * page reads and prints as an ordinary list; checkboxes are added after hydration by cloning
 * the list's React elements, not by touching the DOM, into room the list already keeps for them.
 */
import {
  Children,
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { checklistKey, readChecked, writeChecked } from './storage';
import styles from './styles.module.css';

type ElementWithChildren = ReactElement<{ children?: ReactNode; className?: string }>;

export default function Checklist({ id, children }: { id: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const key = checklistKey(pathname, id);
  const baseId = useId();
  // null until mounted: the first client render must match the server's plain list.
  const [checked, setChecked] = useState<Set<number> | null>(null);

  useEffect(() => {
    setChecked(readChecked(key));
    // Another tab ticked something on the same list.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setChecked(readChecked(key));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  const update = useCallback(
    (next: Set<number>) => {
      setChecked(next);
      writeChecked(key, next);
    },
    [key],
  );

  const list = Children.toArray(children).find(isValidElement) as ElementWithChildren | undefined;
  if (!list) return <div className={styles.checklist}>{children}</div>;
  const items = Children.toArray(list.props.children).filter(isValidElement) as ElementWithChildren[];

  const toggle = (index: number) => {
    const next = new Set(checked);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    update(next);
  };
  const done = checked === null ? 0 : items.filter((_, i) => checked.has(i)).length;

  // The server and the first client render lay out the same boxes as the enhanced list (each
  // step's text in its wrapper, room for the box, the progress line's height), so adding the
  // checkboxes after hydration moves nothing on the page (issue #11: no layout shift).
  return (
    <div className={styles.checklist} data-checklist={id} data-enhanced={checked === null ? undefined : ''}>
      {cloneElement(
        list,
        { className: clsx(list.props.className, styles.list) },
        items.map((item, i) => {
          const textId = `${baseId}-${i}`;
          return cloneElement(
            item,
            { key: item.key ?? i, className: clsx(item.props.className, checked?.has(i) && styles.done) || undefined },
            checked !== null && (
              <input
                type="checkbox"
                className={styles.box}
                checked={checked.has(i)}
                onChange={() => toggle(i)}
                aria-labelledby={textId}
              />
            ),
            <div id={textId} className={styles.text}>
              {item.props.children}
            </div>,
          );
        }),
      )}
      <p className={styles.progress}>
        {checked !== null && (
          <>
            Отмечено: {done} из {items.length}.{' '}
            {done > 0 && (
              <button type="button" className={styles.reset} onClick={() => update(new Set())}>
                Снять все отметки
              </button>
            )}
          </>
        )}
      </p>
    </div>
  );
}
