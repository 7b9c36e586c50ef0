/**
 * Turns ranked hits into the result objects the plugin's suggestion list and /search page
 * render (its SearchResult shape), so both keep their markup, snippets and highlighting.
 * Every result names its page by the short sidebar label, and a section result names its
 * section: «Виза и регистрация » Сроки регистрации» (option explicitSearchResultPath).
 */
import type { SearchIndex } from './format';
import type { Hit } from './search';
import { matchPositions } from './search';

// The plugin's SearchDocumentType values.
const TITLE = 0;
const HEADING = 1;
const CONTENT = 4;

export interface PluginResult {
  document: { i: number; t: string; u: string; h?: string; s?: string; p?: number; b?: string[] };
  type: number;
  page: { i: number; t: string; u: string; b: string[] } | undefined;
  metadata: Record<string, { t: { position: [number, number][] } }>;
  tokens: string[];
  score: number;
}

export function toPluginResults(
  index: SearchIndex,
  hits: readonly Hit[],
  words: readonly string[],
  terms: ReadonlySet<string>,
  stem: (value: string) => string,
): PluginResult[] {
  // The plugin's highlight() wants tokens longest first.
  const tokens = [...words].sort((a, b) => b.length - a.length);
  const metadata = (text: string) => {
    const position = matchPositions(text, terms, stem);
    // The plugin's snippet code needs one position at least: an empty one keeps the text's start.
    return { match: { t: { position: position.length > 0 ? position : ([[0, 0]] as [number, number][]) } } };
  };
  return hits.map((hit) => {
    const p = index.pages[hit.page];
    if (hit.section === undefined) {
      return {
        document: { i: hit.page, t: p.t, u: p.u, b: [p.l] },
        type: TITLE,
        page: undefined,
        metadata: metadata(p.t),
        tokens,
        score: hit.score,
      };
    }
    const s = index.sections[hit.section];
    const i = index.pages.length + hit.section;
    const page = { i: hit.page, t: p.l, u: p.u, b: [] };
    if (hit.viaHeading) {
      return {
        document: { i, t: s.s, u: p.u, h: s.h, p: hit.page },
        type: HEADING,
        page,
        metadata: metadata(s.s),
        tokens,
        score: hit.score,
      };
    }
    return {
      // The text under the page title has no heading of its own: it is named by the label.
      document: { i, t: s.t, s: s.s || p.l, u: p.u, h: s.h, p: hit.page },
      type: CONTENT,
      page,
      metadata: metadata(s.t),
      tokens,
      score: hit.score,
    };
  });
}
