/**
 * One behaviour for every price tooltip on the page, installed once by the client module
 * src/clientModules/priceTooltips.ts: delegated listeners on the document instead of state and
 * listeners per <Price>. Rules (as a toggletip):
 *   - a mouse over the price opens it, leaving closes it;
 *   - keyboard focus opens it (not the focus a click or a tap leaves behind), blur closes it;
 *   - a tap or Enter toggles what the reader sees, whatever opened it; Escape closes it;
 *   - an open tooltip is fixed-positioned, clamped to the viewport (a 360 px phone) and follows
 *     its price when a wide table scrolls sideways or the window resizes.
 * Kept apart from the client module so that unit tests can install it on a test document.
 */

/** Marks a price's wrapper; the button and its tooltip are inside. */
export const PRICE_ATTRIBUTE = 'data-price';
/** Set on <html> once the behaviour is installed: CSS then leaves hover and focus to it. */
export const TOOLTIPS_READY_ATTRIBUTE = 'data-price-tips';

type State = { hover: boolean; focus: boolean; pinned: boolean; dismissed: boolean };

const MARGIN = 8;
const GAP = 4;

/** Older Safari throws on an unknown pseudo-class; there a tap or Enter still opens the tooltip. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

export function installPriceTooltips(doc: Document): () => void {
  const win = doc.defaultView!;
  const states = new WeakMap<Element, State>();
  const open = new Set<HTMLElement>();

  const priceOf = (target: EventTarget | null): HTMLElement | null =>
    target instanceof win.Element ? target.closest<HTMLElement>(`[${PRICE_ATTRIBUTE}]`) : null;
  const buttonOf = (target: EventTarget | null): HTMLButtonElement | null => {
    const price = priceOf(target);
    const button = target instanceof win.Element ? target.closest('button') : null;
    return price && button && price.contains(button) ? (button as HTMLButtonElement) : null;
  };
  const tipOf = (price: HTMLElement) => price.querySelector<HTMLElement>('[role="tooltip"]');
  const stateOf = (price: HTMLElement): State => {
    let state = states.get(price);
    if (!state) {
      state = { hover: false, focus: false, pinned: false, dismissed: false };
      states.set(price, state);
    }
    return state;
  };
  const isVisible = (s: State) => !s.dismissed && (s.hover || s.focus || s.pinned);

  // Fixed positioning escapes tables that scroll sideways; clamped to the viewport for 360 px phones.
  function place(price: HTMLElement) {
    const button = price.querySelector('button');
    const tip = tipOf(price);
    if (!button || !tip) return;
    const b = button.getBoundingClientRect();
    const left = Math.max(MARGIN, Math.min(b.left, win.innerWidth - tip.offsetWidth - MARGIN));
    const below = b.bottom + GAP;
    const above = b.top - tip.offsetHeight - GAP;
    const fitsBelow = below + tip.offsetHeight + MARGIN <= win.innerHeight;
    const top = fitsBelow || above < MARGIN ? below : above;
    tip.style.position = 'fixed';
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
  }

  function update(price: HTMLElement) {
    const visible = isVisible(stateOf(price));
    // Shown first, then measured and placed: all before the browser paints.
    price.setAttribute('data-visible', visible ? 'true' : 'false');
    if (visible) {
      open.add(price);
      place(price);
    } else {
      open.delete(price);
      tipOf(price)?.removeAttribute('style');
    }
  }

  const change = (price: HTMLElement, patch: Partial<State>) => {
    Object.assign(stateOf(price), patch);
    update(price);
  };

  // pointerenter/leave do not bubble: over/out with a check that the pointer crossed the price's edge.
  const onPointerOver = (event: PointerEvent) => {
    const price = priceOf(event.target);
    if (event.pointerType === 'mouse' && price && !price.contains(event.relatedTarget as Node | null))
      change(price, { hover: true });
  };
  const onPointerOut = (event: PointerEvent) => {
    const price = priceOf(event.target);
    if (event.pointerType === 'mouse' && price && !price.contains(event.relatedTarget as Node | null))
      change(price, { hover: false, dismissed: false });
  };
  const onClick = (event: MouseEvent) => {
    const button = buttonOf(event.target);
    if (!button) return;
    const price = priceOf(button)!;
    // A tap or Enter toggles what the reader sees, whatever opened it.
    if (isVisible(stateOf(price))) change(price, { pinned: false, dismissed: true });
    else change(price, { pinned: true, dismissed: false });
  };
  const onFocusIn = (event: FocusEvent) => {
    const button = buttonOf(event.target);
    // Keyboard focus opens it; the focus a mouse click or a tap leaves behind does not.
    if (button && isFocusVisible(button)) change(priceOf(button)!, { focus: true });
  };
  const onFocusOut = (event: FocusEvent) => {
    const button = buttonOf(event.target);
    if (button) change(priceOf(button)!, { focus: false, pinned: false, dismissed: false });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const button = buttonOf(event.target);
    const price = button && priceOf(button);
    if (!price || !isVisible(stateOf(price))) return;
    // Escape closes the tooltip only, not a dialog or menu around it.
    event.stopPropagation();
    change(price, { dismissed: true });
  };
  // One listener for all open tooltips; capture, because scroll events of a table do not bubble.
  const onMove = () => {
    for (const price of open) {
      if (price.isConnected) place(price);
      else open.delete(price); // the page changed under it
    }
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
  ];
  for (const [target, type, listener, options] of listeners) target.addEventListener(type, listener, options);
  doc.documentElement.setAttribute(TOOLTIPS_READY_ATTRIBUTE, '');
  return () => {
    for (const [target, type, listener, options] of listeners) target.removeEventListener(type, listener, options);
    doc.documentElement.removeAttribute(TOOLTIPS_READY_ATTRIBUTE);
  };
}
