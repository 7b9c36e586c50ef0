import { useState } from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

/** A part of the page in its own chunk, loaded on demand like any route's code. */
const LateLoaded = Loadable({
  loader: () => import('./LateLoaded'),
  loading: Loading,
});

/** The test blocks the network, presses the button, and sees how a failed chunk load looks. */
export default function ChunkError() {
  const [shown, setShown] = useState(false);
  return (
    <Layout title="Проверка загрузки">
      <main className="container margin-vert--lg">
        <h1>Проверка загрузки</h1>
        <button type="button" className="button button--secondary" onClick={() => setShown(true)}>
          Загрузить часть страницы
        </button>
        {shown && <LateLoaded />}
      </main>
    </Layout>
  );
}
