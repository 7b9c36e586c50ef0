/**
 * <Price sum="82400" /> → «82 400 сум»; <Price sum="30000" to="50000" /> → «30 000–50 000 сум».
 * Hover, keyboard focus or a tap shows the amount in USD, EUR, RUB and KZT at the Central Bank
 * of Uzbekistan's rate of the build (src/plugins/exchange-rates). A toggletip: the sum is a
 * button described by the tooltip. Without JavaScript the tooltip still opens on hover and
 * keyboard focus (CSS); with it, a tap toggles it, Escape closes it, and it is positioned to
 * stay on screen even inside a scrolling table.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import clsx from 'clsx';
import buildRates from '@generated/samguide-exchange-rates/default/rates.json';
import { convert, formatSum, parseSum, NBSP, type RatesData } from '@site/src/lib/money';
import styles from './styles.module.css';

type Props = {
  sum: string | number;
  to?: string | number;
  /** An extra line in the tooltip (Brv explains the БРВ amount there). */
  note?: string;
  /** Tests pass their own; pages get the build's rates. */
  rates?: RatesData;
};

type Position = { left: number; top: number };

/** Older Safari throws on an unknown pseudo-class; there a tap or Enter still opens the tooltip. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

// Placing the tooltip before paint avoids a jump; on the server there is nothing to place.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export default function Price({ sum, to, note, rates = buildRates }: Props) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const visible = !dismissed && (hover || focus || pinned);

  // Fixed positioning escapes tables that scroll sideways; clamped to the viewport for 360 px phones.
  const place = useCallback(() => {
    const b = button.current?.getBoundingClientRect();
    const t = tip.current;
    if (!b || !t) return;
    const margin = 8;
    const left = Math.max(margin, Math.min(b.left, window.innerWidth - t.offsetWidth - margin));
    const below = b.bottom + 4;
    const fitsBelow = below + t.offsetHeight + margin <= window.innerHeight;
    const top = fitsBelow || b.top - t.offsetHeight - 4 < margin ? below : b.top - t.offsetHeight - 4;
    setPosition({ left, top });
  }, []);

  useEffect(() => setHydrated(true), []);
  useIsomorphicLayoutEffect(() => {
    if (!visible) return undefined;
    place();
    // Capture: scrolling a wide table moves the price too, and scroll events do not bubble.
    window.addEventListener('scroll', place, { passive: true, capture: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [visible, place]);

  const from = parseSum(sum);
  const until = to === undefined ? undefined : parseSum(to);
  // The build rejects malformed amounts in Markdown; from code, show what was given.
  if (from === null || until === null)
    return <span>{`${String(sum)}${to === undefined ? '' : `–${String(to)}`}${NBSP}сум`}</span>;

  const conversions = convert(from, until, rates);
  const onlyMouse = (handler: () => void) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handler();
  };

  return (
    <span
      className={styles.price}
      data-js={hydrated ? '' : undefined}
      data-visible={visible ? 'true' : 'false'}
      onPointerEnter={onlyMouse(() => setHover(true))}
      onPointerLeave={onlyMouse(() => {
        setHover(false);
        setDismissed(false);
      })}
    >
      <button
        ref={button}
        type="button"
        className={styles.sum}
        aria-describedby={id}
        onClick={() => {
          // A tap or Enter toggles what the reader sees, whatever opened it.
          if (visible) {
            setPinned(false);
            setDismissed(true);
          } else {
            setPinned(true);
            setDismissed(false);
          }
        }}
        onFocus={(event) => {
          // Keyboard focus opens it; the focus a mouse click or a tap leaves behind does not.
          if (isFocusVisible(event.currentTarget)) setFocus(true);
        }}
        onBlur={() => {
          setFocus(false);
          setPinned(false);
          setDismissed(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && visible) {
            event.stopPropagation();
            setDismissed(true);
          }
        }}
      >
        {formatSum(from, until)}
      </button>
      <span
        ref={tip}
        id={id}
        role="tooltip"
        className={styles.tip}
        style={visible && position ? { position: 'fixed', left: position.left, top: position.top } : undefined}
      >
        {conversions.length > 0 && rates.date ? (
          <>
            <span className={styles.rows}>
              {conversions.map((c, i) => (
                <span key={c.code} className={styles.row}>
                  {c.text}
                  {/* Screen readers get commas between the amounts; the eye gets a grid. */}
                  {i < conversions.length - 1 && <span className="samguide-sr-only">, </span>}
                </span>
              ))}
            </span>
            <span className={clsx(styles.line, styles.muted)}>по курсу ЦБ Узбекистана на {rates.date}</span>
          </>
        ) : (
          <span className={styles.line}>Курс валют для этой сборки сайта недоступен.</span>
        )}
        {note && <span className={clsx(styles.line, styles.muted)}>{note}</span>}
      </span>
    </span>
  );
}
