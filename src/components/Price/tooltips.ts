/**
 * One behaviour and one tooltip for every price on the page, installed once by the client module
 * src/clientModules/priceTooltips.ts: delegated listeners on the document instead of state and
 * listeners per <Price>, and the tooltip built on demand from the price's data attributes (the
 * server HTML holds no conversions). Rules (as a toggletip):
 *   - a mouse over the price opens it, leaving it (for elsewhere than the tooltip) closes it;
 *   - keyboard focus opens it (not the focus a click or a tap leaves behind), blur closes it;
 *   - a tap or Enter toggles what the reader sees, whatever opened it; a tap elsewhere or Escape
 *     closes it;
 *   - one tooltip at a time; while open, the price's button is described by it (aria-describedby);
 *   - it is fixed-positioned below the price, or above it when there is no room below, shifted
 *     sideways to stay inside the visible screen (320 px phones included), and follows its price
 *     when the page or a table scrolls or the window resizes.
 * Kept apart from the client module so that unit tests can install it on a test document.
 */
import buildRates from '@generated/samguide-exchange-rates/default/rates.json';
import { convert, type RatesData } from '@site/src/lib/money';
import { MONTHS_GENITIVE } from '@site/src/lib/month';
import styles from './styles.module.css';

/** On a price's wrapper: its sum («82400»); `data-to` the range's end, `data-note` an extra line. */
export const PRICE_ATTRIBUTE = 'data-price';
/** Set on <html> once the behaviour is installed. */
export const TOOLTIPS_READY_ATTRIBUTE = 'data-price-tips';
/** The id of the one tooltip element. */
export const TOOLTIP_ID = 'samguide-price-tip';

type State = { hover: boolean; focus: boolean; pinned: boolean; dismissed: boolean };

const MARGIN = 8;
const GAP = 4;
const CLOSED: State = { hover: false, focus: false, pinned: false, dismissed: false };

/** Older Safari throws on an unknown pseudo-class; there a tap or Enter still opens the tooltip. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * «по курсу ЦБ на 3 апреля 2026»: the date of the conversion, worded as the rate's date and written in
 * words, so that nobody takes it for the amount's own date (the muted tag after the sum, issue #47 §3).
 * The Central Bank publishes «03.04.2026»; anything else is shown as given.
 */
export function rateLine(date: string): string {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date);
  const month = m ? MONTHS_GENITIVE[Number(m[2]) - 1] : undefined;
  const day = m && month ? `${Number(m[1])}\u00a0${month} ${m[3]}` : date;
  return `по курсу ЦБ на ${day}`;
}

/** The tooltip's lines for a price: «≈ 6,78 $» ×4, the rate's date, the price's own note. */
export function fillTooltip(tip: HTMLElement, price: HTMLElement, rates: RatesData): void {
  const doc = tip.ownerDocument;
  const span = (className: string, text?: string) => {
    const element = doc.createElement('span');
    element.className = className;
    if (text !== undefined) element.textContent = text;
    return element;
  };
  const sum = Number(price.getAttribute(PRICE_ATTRIBUTE));
  const toAttribute = price.getAttribute('data-to');
  const to = toAttribute ? Number(toAttribute) : undefined;
  const conversions = Number.isSafeInteger(sum) ? convert(sum, to, rates) : [];
  tip.replaceChildren();
  if (conversions.length > 0 && rates.date) {
    const rows = span(styles.rows);
    conversions.forEach((c, i) => {
      const row = span(styles.row, c.text);
      // Screen readers get commas between the amounts; the eye gets a grid.
      if (i < conversions.length - 1) row.append(span('samguide-sr-only', ', '));
      rows.append(row);
    });
    tip.append(rows, span(`${styles.line} ${styles.muted}`, rateLine(rates.date)));
  } else {
    tip.append(span(styles.line, 'Курс валют для этой сборки сайта недоступен.'));
  }
  const note = price.getAttribute('data-note');
  if (note) tip.append(span(`${styles.line} ${styles.muted}`, note));
}

export function installPriceTooltips(doc: Document, rates: RatesData = buildRates as RatesData): () => void {
  const win = doc.defaultView!;
  const states = new WeakMap<Element, State>();
  let current: HTMLElement | null = null;

  const tip = doc.createElement('span');
  tip.id = TOOLTIP_ID;
  tip.setAttribute('role', 'tooltip');
  tip.className = styles.tip;
  tip.hidden = true;

  const priceOf = (target: EventTarget | null): HTMLElement | null =>
    target instanceof win.Element ? target.closest<HTMLElement>(`[${PRICE_ATTRIBUTE}]`) : null;
  const buttonOf = (target: EventTarget | null): HTMLButtonElement | null => {
    const price = priceOf(target);
    const button = target instanceof win.Element ? target.closest('button') : null;
    return price && button && price.contains(button) ? (button as HTMLButtonElement) : null;
  };
  const stateOf = (price: HTMLElement): State => {
    let state = states.get(price);
    if (!state) {
      state = { ...CLOSED };
      states.set(price, state);
    }
    return state;
  };
  const isVisible = (s: State) => !s.dismissed && (s.hover || s.focus || s.pinned);
  const inTip = (node: EventTarget | null) => node instanceof win.Node && tip.contains(node);

  // Fixed positioning escapes tables that scroll sideways; kept inside the visual viewport.
  function place(price: HTMLElement) {
    const button = price.querySelector('button');
    if (!button) return;
    const view = win.visualViewport;
    const viewLeft = view?.offsetLeft ?? 0;
    const viewTop = view?.offsetTop ?? 0;
    const viewWidth = Math.min(view?.width ?? Infinity, doc.documentElement.clientWidth || win.innerWidth);
    const viewHeight = view?.height ?? win.innerHeight;
    tip.style.maxWidth = `${Math.max(0, viewWidth - 2 * MARGIN)}px`;
    const b = button.getBoundingClientRect();
    const left = Math.max(viewLeft + MARGIN, Math.min(b.left, viewLeft + viewWidth - tip.offsetWidth - MARGIN));
    const below = b.bottom + GAP;
    const above = b.top - tip.offsetHeight - GAP;
    const fitsBelow = below + tip.offsetHeight + MARGIN <= viewTop + viewHeight;
    const top = fitsBelow || above < viewTop + MARGIN ? below : above;
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
  }

  function hide() {
    if (!current) return;
    current.removeAttribute('data-visible');
    current.querySelector('button')?.removeAttribute('aria-describedby');
    current = null;
    tip.hidden = true;
  }

  function show(price: HTMLElement) {
    if (current !== price) {
      if (current) states.set(current, { ...CLOSED });
      hide();
      fillTooltip(tip, price, rates);
      current = price;
    }
    if (!tip.isConnected) doc.body.append(tip);
    price.setAttribute('data-visible', 'true');
    price.querySelector('button')?.setAttribute('aria-describedby', TOOLTIP_ID);
    // Shown first, then measured and placed: all before the browser paints.
    tip.hidden = false;
    place(price);
  }

  function change(price: HTMLElement, patch: Partial<State>) {
    const state = Object.assign(stateOf(price), patch);
    if (isVisible(state)) show(price);
    else if (current === price) hide();
  }

  // pointerenter/leave do not bubble: over/out with a check that the pointer crossed the price's edge.
  const onPointerOver = (event: PointerEvent) => {
    const price = priceOf(event.target);
    if (event.pointerType !== 'mouse' || !price) return;
    if (!price.contains(event.relatedTarget as Node | null) && !inTip(event.relatedTarget))
      change(price, { hover: true });
  };
  const onPointerOut = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !current) return;
    const from = event.target;
    const to = event.relatedTarget as Node | null;
    // The pointer may travel between the price and its tooltip (WCAG 1.4.13: the tooltip is hoverable).
    const fromOurs = inTip(from) || current.contains(from as Node);
    const toOurs = inTip(to) || current.contains(to);
    if (fromOurs && !toOurs) change(current, { hover: false, dismissed: false });
  };
  const onClick = (event: MouseEvent) => {
    const button = buttonOf(event.target);
    if (!button) {
      // A tap or click elsewhere closes a tooltip that a tap opened; a click inside it does not.
      if (current && !inTip(event.target)) change(current, { pinned: false, hover: false, dismissed: true });
      return;
    }
    const price = priceOf(button)!;
    // A tap or Enter toggles what the reader sees, whatever opened it.
    if (isVisible(stateOf(price))) change(price, { pinned: false, dismissed: true });
    else change(price, { pinned: true, dismissed: false });
  };
  const onFocusIn = (event: FocusEvent) => {
    const button = buttonOf(event.target);
    // Keyboard focus opens it; the focus a mouse click or a tap leaves behind does not.
    if (button && isFocusVisible(button)) change(priceOf(button)!, { focus: true, dismissed: false });
  };
  const onFocusOut = (event: FocusEvent) => {
    const button = buttonOf(event.target);
    if (button) change(priceOf(button)!, { focus: false, pinned: false, dismissed: false });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !current || !isVisible(stateOf(current))) return;
    // Escape closes the tooltip only, not a dialog or menu around the price.
    if (current.contains(event.target as Node | null)) event.stopPropagation();
    change(current, { dismissed: true });
  };
  // Capture, because the scroll events of a table do not bubble.
  const onMove = () => {
    if (!current) return;
    if (current.isConnected) place(current);
    else hide(); // the page changed under it
  };

  const listeners: [EventTarget, string, EventListener, AddEventListenerOptions?][] = [
    [doc, 'pointerover', onPointerOver as EventListener],
    [doc, 'pointerout', onPointerOut as EventListener],
    [doc, 'click', onClick as EventListener],
    [doc, 'focusin', onFocusIn as EventListener],
    [doc, 'focusout', onFocusOut as EventListener],
    // Capture on the window: before any handler of the page sees the key.
    [win, 'keydown', onKeyDown as EventListener, { capture: true }],
    [win, 'scroll', onMove, { capture: true, passive: true }],
    [win, 'resize', onMove, { passive: true }],
    [win.visualViewport ?? win, 'resize', onMove, { passive: true }],
  ];
  for (const [target, type, listener, options] of listeners) target.addEventListener(type, listener, options);
  doc.documentElement.setAttribute(TOOLTIPS_READY_ATTRIBUTE, '');
  return () => {
    for (const [target, type, listener, options] of listeners) target.removeEventListener(type, listener, options);
    hide();
    tip.remove();
    doc.documentElement.removeAttribute(TOOLTIPS_READY_ATTRIBUTE);
  };
}
