/**
 * Fills the open-status slots of the place cards on the page (<OpenStatus>): the text and
 * `data-status` ("open" | "closed"); a slot whose status is unknown (a row with a note) stays empty.
 * Loaded by src/clientModules/openStatus.ts only on a page that has such a slot.
 */
import { openStatus, type HoursRule } from '@site/data/places/hours';
import { OPEN_HOURS_ATTRIBUTE } from './openStatusAttribute';

const LABELS = { open: 'Открыто сейчас', closed: 'Закрыто' } as const;

/** Returns how many slots the page has (0: no timer needed). */
export function fillOpenStatus(root: ParentNode, now: Date): number {
  const slots = root.querySelectorAll<HTMLElement>(`[${OPEN_HOURS_ATTRIBUTE}]`);
  slots.forEach((slot) => {
    let status: ReturnType<typeof openStatus> = 'unknown';
    try {
      status = openStatus(JSON.parse(slot.getAttribute(OPEN_HOURS_ATTRIBUTE)!) as HoursRule[], now);
    } catch {
      // Malformed hours cannot come from the build (it validates them); say nothing rather than guess.
    }
    if (status === 'unknown') {
      slot.removeAttribute('data-status');
      slot.textContent = '';
    } else if (slot.getAttribute('data-status') !== status) {
      slot.setAttribute('data-status', status);
      slot.textContent = LABELS[status];
    }
  });
  return slots.length;
}
