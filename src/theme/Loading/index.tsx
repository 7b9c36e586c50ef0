/**
 * Shown while a page's code loads, and when loading fails (a lost connection,
 * or an old tab after a deploy). Replaces core's fallback `@theme/Loading`,
 * whose error text and «Retry» button are hard-coded in English.
 */
import type { LoadingComponentProps as Props } from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({ error, retry, pastDelay }: Props) {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.title}>Не удалось загрузить страницу</p>
        <p>Проверьте подключение к интернету и попробуйте ещё раз.</p>
        <p className={styles.details}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Повторить
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="sr-only">Загрузка…</span>
      </div>
    );
  }
  return null;
}
