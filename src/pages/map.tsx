import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function MapPage() {
  return (
    <Layout
      title="Карта Самарканда"
      description="Карта полезных мест Самарканда для релокантов: кафе, магазины, клиники, банки, детские сады и городские ориентиры."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Карта Самарканда</Heading>
        <p>
          Здесь собраны места, которые пригодятся в первые недели: кафе, магазины, базары, клиники, банки, детские сады
          и городские ориентиры.
        </p>
      </main>
    </Layout>
  );
}
