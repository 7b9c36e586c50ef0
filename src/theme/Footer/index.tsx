/**
 * Wraps the theme's footer (not ejected) to add, on every page, what the offline copy needs
 * (issue #12): the quiet «you are reading the saved copy» line, and the plugin's update popup when
 * a newer deploy has been saved in the background, and on the first page after such an update how many
 * changes of /changes are new since the reader's old copy (issue #30 §4). All read
 * src/components/OfflineSave/controller.
 */
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';
import PwaReloadPopup from '@theme/PwaReloadPopup';
import { applyUpdate, dismissChangesSinceCopy, useOfflineCopy } from '@site/src/components/OfflineSave/controller';
import { changesCount } from '@site/config/changes';
import { formatSavedDate } from '@site/src/components/OfflineSave/state';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props) {
  const { state, fromCopy, updateReady, changesSinceCopy } = useOfflineCopy();
  return (
    <>
      {state.kind === 'saved' && fromCopy && (
        // A landmark of its own: it sits outside the theme's <footer>, and all content belongs to one.
        <aside className={styles.savedCopy} aria-label="Сохранённая копия справочника">
          Вы читаете сохранённую копию справочника от {formatSavedDate(state.savedAt)}.{' '}
          <Link to="/#offline">Управлять копией</Link>
        </aside>
      )}
      {/*
       * The first page after the copy updated: what is new since the reader's old copy (issue #30 §4).
       * With a saved copy the live region is in the page before the comparison ends, and only its
       * text comes and goes: a region inserted together with its text is often not read out.
       */}
      {state.kind === 'saved' && (
        <div
          role="status"
          className={changesSinceCopy ? styles.changesNote : undefined}
          data-changes-since-copy={changesSinceCopy?.count ?? ''}
        >
          {changesSinceCopy && (
            <>
              <span>
                С вашей копии от {formatSavedDate(changesSinceCopy.since)}: {changesCount(changesSinceCopy.count)}.{' '}
                <Link to="/changes" onClick={dismissChangesSinceCopy}>
                  Что изменилось
                </Link>
              </span>
              <button type="button" className="clean-btn" aria-label="Закрыть" onClick={dismissChangesSinceCopy}>
                ×
              </button>
            </>
          )}
        </div>
      )}
      <Footer {...props} />
      {updateReady && <PwaReloadPopup onReload={() => void applyUpdate()} />}
    </>
  );
}
