import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';

/** A code block as pages render it, to check the copy button and the word-wrap toggle. */
export default function CodeSample() {
  return (
    <Layout title="Проверка блока кода">
      <main className="container margin-vert--lg">
        <h1>Проверка блока кода</h1>
        <CodeBlock language="bash">
          {
            'curl -s "https://example.org/очень/длинный/адрес/который/не/помещается/в/одну/строку/на/телефоне?и=ещё&параметры=тоже"'
          }
        </CodeBlock>
      </main>
    </Layout>
  );
}
