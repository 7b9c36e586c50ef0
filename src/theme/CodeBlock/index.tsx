/**
 * Wraps the theme's code block so that the highlighter loads only on a page that shows code
 * (src/plugins/lazy-prism takes it out of main.js). The server and the first render give the code
 * as a plain <pre><code> block; the original, highlighted block replaces it once loaded.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

let loaded: ComponentType<Props> | undefined;
let loading: Promise<ComponentType<Props>> | undefined;
const load = () =>
  (loading ??= import(/* webpackChunkName: "code-block" */ './Highlighted').then((m) => (loaded = m.default)));

export default function CodeBlock(props: Props) {
  // Undefined while hydrating, so that the first render matches the server's; set at once on a
  // later page, when the highlighter is already here.
  const [Highlighted, setHighlighted] = useState(() => loaded);
  useEffect(() => {
    if (Highlighted) return undefined;
    let live = true;
    void load().then((component) => live && setHighlighted(() => component));
    return () => {
      live = false;
    };
  }, [Highlighted]);
  if (Highlighted) return <Highlighted {...props} />;
  return (
    <div className="theme-code-block">
      <pre>
        <code>{props.children}</code>
      </pre>
    </div>
  );
}
