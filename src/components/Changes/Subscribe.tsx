/**
 * `<ChangesSubscribe />` on /changes (issue #50 §4): how to get the changes without visiting the site,
 * in one line, for a reader who has never heard of feeds — the address to give a Telegram bot or a
 * feed reader, copied with one tap and a visible confirmation. The link to the raw feed stays.
 */
import { useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { FEED_FILE } from '@site/config/changes';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

export default function ChangesSubscribe() {
  const { siteConfig } = useDocusaurusContext();
  const path = useBaseUrl(`/${FEED_FILE}`);
  const address = `${siteConfig.url}${path}`;
  const [state, setState] = useState<State>('idle');

  const copy = () => {
    // No clipboard API outside a secure context: the address is shown to copy by hand.
    if (!navigator.clipboard) return setState('failed');
    navigator.clipboard.writeText(address).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <p className={styles.subscribe}>
      Изменения можно получать в Telegram или в приложении для чтения новостей: скопируйте адрес{' '}
      <a href={path}>ленты изменений</a> и отправьте его RSS-боту в Telegram или добавьте в приложение.{' '}
      <button type="button" className="button button--sm button--outline button--primary" onClick={copy}>
        Скопировать адрес ленты
      </button>{' '}
      <span role="status" className={styles.copied}>
        {state === 'copied' && 'Адрес скопирован.'}
        {state === 'failed' && `Скопировать не получилось — вот адрес: ${address}`}
      </span>
    </p>
  );
}
