/**
 * Wraps the theme's footer (not ejected) to add, on every page, what the offline copy needs
 * (issue #12): the quiet «you are reading the saved copy» line, and the plugin's update popup when
 * a newer deploy has been saved in the background. Both read src/components/OfflineSave/controller.
 */
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';
import PwaReloadPopup from '@theme/PwaReloadPopup';
import { applyUpdate, useOfflineCopy } from '@site/src/components/OfflineSave/controller';
import { formatSavedDate } from '@site/src/components/OfflineSave/state';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props) {
  const { state, fromCopy, updateReady } = useOfflineCopy();
  return (
    <>
      {state.kind === 'saved' && fromCopy && (
        // A landmark of its own: it sits outside the theme's <footer>, and all content belongs to one.
        <aside className={styles.savedCopy} aria-label="Сохранённая копия справочника">
          Вы читаете сохранённую копию справочника от {formatSavedDate(state.savedAt)}.{' '}
          <Link to="/#offline">Управлять копией</Link>
        </aside>
      )}
      <Footer {...props} />
      {updateReady && <PwaReloadPopup onReload={() => void applyUpdate()} />}
    </>
  );
}
