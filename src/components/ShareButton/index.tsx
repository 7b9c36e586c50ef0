/**
 * «Поделиться» for a place (issue #48 §5), on its card and its /map row. Static markup, one
 * element: cards and the /map list are never hydrated, so one client module
 * (src/clientModules/share.ts) answers every such button on the page. It opens the phone's own
 * share sheet where the browser has the Web Share API; elsewhere it unfolds the link with
 * «Скопировать ссылку» and says «Ссылка скопирована».
 */
import clsx from 'clsx';
import { SHARE_ATTRIBUTE, SHARE_NAME_ATTRIBUTE } from '@site/src/lib/share';
import styles from './styles.module.css';

type Props = {
  /** The place's address inside the guide, base URL included (data/places/address.ts). */
  url: string;
  /** The place's name, shared with the link. */
  name: string;
  className?: string;
};

export default function ShareButton({ url, name, className }: Props) {
  return (
    <button
      type="button"
      className={clsx(styles.button, className)}
      aria-expanded="false"
      {...{ [SHARE_ATTRIBUTE]: url, [SHARE_NAME_ATTRIBUTE]: name }}
    >
      Поделиться
    </button>
  );
}
