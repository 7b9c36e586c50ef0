/**
 * Last-resort crash screen, shown when even the layout fails.
 * Replaces core's fallback `@theme/Error`, whose texts are hard-coded in English
 * and cannot be translated through i18n (core marks them "theme-fallback").
 * Crashes inside a page are handled by the theme's ErrorPageContent, translated in i18n/ru/code.json.
 */
import Head from '@docusaurus/Head';
import type { Props } from '@theme/Error';

function causalChain(error: Error): string {
  const messages: string[] = [];
  for (let e: unknown = error; e instanceof globalThis.Error; e = e.cause) messages.push(e.message);
  return messages.join('\n\nПричина:\n');
}

export default function Error({ error, tryAgain }: Props) {
  return (
    <main lang="ru" style={{ maxWidth: '80ch', margin: '0 auto', padding: '2rem 1rem', fontSize: '1.15rem' }}>
      <Head>
        <title>Сбой на странице</title>
      </Head>
      <h1>На странице произошёл сбой</h1>
      <p>Обновите страницу или попробуйте ещё раз. Если сбой повторяется, напишите нам в чат справочника.</p>
      <button type="button" className="button button--primary button--lg" onClick={tryAgain}>
        Попробуйте ещё раз
      </button>
      <p style={{ whiteSpace: 'pre-wrap', marginTop: '1.5rem' }}>{causalChain(error)}</p>
    </main>
  );
}
