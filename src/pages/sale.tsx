import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function SalePage() {
  return (
    <Layout title="Барахолка" description="Как релоканты в Самарканде покупают и продают вещи с рук.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Барахолка</Heading>
        <p>Релоканты часто уезжают налегке и продают мебель, технику и детские вещи тем, кто только приехал.</p>
      </main>
    </Layout>
  );
}
