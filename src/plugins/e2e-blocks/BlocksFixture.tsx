import Layout from '@theme/Layout';
import ClimateChart from '@site/src/components/ClimateChart';
import type { ClimateNormals } from '@site/data/climate';

/** Made-up numbers, for the test only: they never reach a production build. */
const TEST_ONLY: ClimateNormals = {
  source: 'тестовые данные e2e (не настоящий климат)',
  months: [3, 6, 12, 19, 25, 31, 33, 31, 26, 19, 12, 6].map((highC, i) => ({
    month: i + 1,
    highC,
    lowC: highC - 12,
    precipitationMm: [40, 45, 70, 60, 30, 5, 3, 1, 3, 15, 30, 40][i],
  })),
};

export default function BlocksFixture() {
  return (
    <Layout title="E2E: блоки" noFooter>
      <main className="container margin-vert--lg">
        <h1>Тестовая страница блоков</h1>
        <ClimateChart data={TEST_ONLY} />
      </main>
    </Layout>
  );
}
