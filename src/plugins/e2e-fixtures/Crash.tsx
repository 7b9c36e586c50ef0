import Layout from '@theme/Layout';
import useIsBrowser from '@docusaurus/useIsBrowser';

function Boom(): never {
  throw new Error('Проверочный сбой для e2e-теста');
}

/** Renders normally on the server and throws in the browser, like a real client-side bug. */
export default function Crash() {
  const isBrowser = useIsBrowser();
  return <Layout title="Проверка сбоя">{isBrowser ? <Boom /> : <p>Проверка сбоя</p>}</Layout>;
}
