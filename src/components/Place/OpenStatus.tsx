/**
 * «Открыто сейчас» / «Закрыто», computed in the reader's browser in Samarkand time. The card
 * renders an empty slot with the place's hours; one client module fills every slot on the page
 * and refreshes them each minute (src/clientModules/openStatus.ts), so a page of dozens of cards
 * has no state, effect or timer per card. Nothing is in the static HTML: it would freeze the
 * status at build time.
 */
import type { HoursRule } from '@site/data/places/hours';
import { OPEN_HOURS_ATTRIBUTE } from '@site/src/lib/openStatusAttribute';
import styles from './styles.module.css';

export default function OpenStatus({ rules }: { rules: HoursRule[] }) {
  return <span className={styles.status} {...{ [OPEN_HOURS_ATTRIBUTE]: JSON.stringify(rules) }} />;
}
