/**
 * «Поделиться» (src/components/ShareButton, src/clientModules/share.ts): the button's attributes,
 * and what a tap does. The panel without the Web Share API is plain DOM, built on the first tap:
 * the link itself (so it can be copied by hand too), «Скопировать ссылку» and a status line.
 */
export const SHARE_ATTRIBUTE = 'data-share';
export const SHARE_NAME_ATTRIBUTE = 'data-share-name';
/** The panel a button unfolds: its `id` is the button's `aria-controls`. */
export const SHARE_PANEL_CLASS = 'samguide-share';

export const COPIED = 'Ссылка скопирована';
export const COPY_FAILED = 'Не получилось скопировать: выделите ссылку выше и скопируйте её.';

let panels = 0;

/** The button's link, absolute: what a friend opens. */
export function shareUrl(button: HTMLElement): string {
  return new URL(button.getAttribute(SHARE_ATTRIBUTE)!, window.location.href).href;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function panelFor(button: HTMLElement, url: string): HTMLElement {
  const known = button.getAttribute('aria-controls');
  const existing = known ? document.getElementById(known) : null;
  if (existing) return existing;
  const panel = document.createElement('span');
  panel.id = `samguide-share-${++panels}`;
  panel.className = SHARE_PANEL_CLASS;
  panel.setAttribute('role', 'group');
  panel.setAttribute('aria-label', `Ссылка на «${button.getAttribute(SHARE_NAME_ATTRIBUTE) ?? ''}»`);
  const link = document.createElement('a');
  link.href = url;
  link.textContent = url;
  const copyButton = document.createElement('button');
  copyButton.type = 'button';
  copyButton.textContent = 'Скопировать ссылку';
  const status = document.createElement('span');
  status.setAttribute('role', 'status');
  copyButton.addEventListener('click', () => {
    void copy(url).then((ok) => {
      status.textContent = ok ? COPIED : COPY_FAILED;
      if (!ok) window.getSelection()?.selectAllChildren(link);
    });
  });
  panel.append(link, copyButton, status);
  button.after(panel);
  button.setAttribute('aria-controls', panel.id);
  return panel;
}

/** A tap on a «Поделиться» button: the share sheet, else the panel with the link unfolds or folds. */
export async function onShare(button: HTMLElement): Promise<void> {
  const url = shareUrl(button);
  const title = button.getAttribute(SHARE_NAME_ATTRIBUTE) ?? document.title;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text: title, url });
      return;
    } catch (error) {
      // The reader closed the sheet: nothing to do. Any other failure: the panel below.
      if ((error as DOMException)?.name === 'AbortError') return;
    }
  }
  const panel = panelFor(button, url);
  const open = button.getAttribute('aria-expanded') !== 'true';
  panel.hidden = !open;
  button.setAttribute('aria-expanded', String(open));
  if (open) panel.querySelector('button')?.focus();
}
