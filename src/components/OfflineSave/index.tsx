/**
 * <OfflineSave /> on the home page (docs/index.mdx, anchor #offline, linked from the footer of every
 * page): the reader saves the whole guide for reading without a network, sees the size first, the
 * progress while it downloads and the date afterwards, and can remove the copy. Nothing downloads
 * until the button is pressed (issue #12). Logic: ./controller.ts (browser) and ./state.ts (pure).
 */
import { useEffect } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { loadCopy, removeCopy, saveCopy, useOfflineCopy } from './controller';
import { failureMessage, formatProgress, formatSavedDate, formatSize } from './state';
import styles from './styles.module.css';

export const OFFLINE_ANCHOR = 'offline';
const SAVE_LABEL = 'Сохранить справочник для чтения офлайн';
/**
 * `npm start`: @docusaurus/plugin-pwa is off in development (src/plugins/offline/pwa.ts), so there is
 * no worker to register and no offline-copy.json to read; the button says so instead of failing.
 */
const DEVELOPMENT = process.env.NODE_ENV !== 'production';

export default function OfflineSave() {
  useBrokenLinks().collectAnchor(OFFLINE_ANCHOR);
  const { state, copy, copyUnavailable } = useOfflineCopy();
  const needsCopy = state.kind === 'idle' || state.kind === 'failed';

  useEffect(() => {
    if (needsCopy && !DEVELOPMENT) void loadCopy();
  }, [needsCopy]);

  let body;
  if (DEVELOPMENT) {
    body = (
      <p data-offline-development="">
        Сохранение для чтения без интернета работает в собранном сайте: <code>npm run build</code>, затем{' '}
        <code>npm run serve</code>. В режиме разработки (<code>npm start</code>) оно выключено.
      </p>
    );
  } else
    switch (state.kind) {
      case 'unsupported':
        body = <p>Этот браузер не умеет сохранять сайты для чтения без интернета.</p>;
        break;
      case 'saving':
        body = (
          <>
            <progress className={styles.progress} max={state.total || 1} value={state.saved} aria-hidden="true" />
            <p role="status">{formatProgress(state.saved, state.total)}</p>
            <button type="button" className="button button--primary" disabled>
              Сохраняем…
            </button>
          </>
        );
        break;
      case 'saved':
        body = (
          <>
            <p role="status">
              <strong>Справочник сохранён: {formatSavedDate(state.savedAt)}</strong>
            </p>
            <p>
              Все страницы, поиск и список мест с карты откроются и без интернета. Когда связь есть, новая версия
              справочника загружается сама.
            </p>
            <button type="button" className="button button--secondary button--sm" onClick={() => void removeCopy()}>
              Удалить сохранённую копию
            </button>
          </>
        );
        break;
      default:
        body = (
          <>
            {state.kind === 'failed' && (
              <p role="alert" className={styles.error}>
                {failureMessage(state.reason)}
              </p>
            )}
            <p>
              Справочник можно сохранить на телефон или компьютер и читать без интернета: все страницы, поиск и список
              мест с карты. {copy && `Загрузится ${formatSize(copy.bytes)}. `}
              {!copy && copyUnavailable && 'Сейчас нет связи — сохранить справочник можно, когда она появится. '}
              Без вашего нажатия ничего не скачивается.
            </p>
            <button
              type="button"
              className={`button button--primary ${styles.button}`}
              disabled={!copy}
              onClick={() => void saveCopy()}
            >
              {SAVE_LABEL}
              {copy && <span className={styles.size}> ({formatSize(copy.bytes)})</span>}
            </button>
          </>
        );
    }

  return (
    <section id={OFFLINE_ANCHOR} className={styles.offline} aria-labelledby={`${OFFLINE_ANCHOR}-title`}>
      {/* A heading, so that search finds this section by what readers call it (pageText.ts reads
          its anchor from data-search-hash): «без интернета», «офлайн», «сохранить» (issue #49 §1). */}
      <h2 id={`${OFFLINE_ANCHOR}-title`} data-search-hash={`#${OFFLINE_ANCHOR}`} className={styles.title}>
        Справочник без интернета
      </h2>
      {body}
    </section>
  );
}
