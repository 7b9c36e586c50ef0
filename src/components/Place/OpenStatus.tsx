/**
 * «Открыто сейчас» / «Закрыто», computed in the reader's browser in Samarkand
 * time. Nothing is rendered on the server or during hydration: the static
 * HTML would freeze the status at build time and mismatch on the client.
 */
import { useEffect, useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { openStatus, type HoursRule } from '@site/data/places/hours';
import styles from './styles.module.css';

export default function OpenStatus({ rules }: { rules: HoursRule[] }) {
  const isBrowser = useIsBrowser();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!isBrowser) return null;
  const status = openStatus(rules, new Date(now));
  if (status === 'unknown') return null;
  return (
    <span className={status === 'open' ? styles.open : styles.closed} data-status={status}>
      {status === 'open' ? 'Открыто сейчас' : 'Закрыто'}
    </span>
  );
}
