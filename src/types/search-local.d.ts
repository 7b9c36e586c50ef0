// The search plugin's client modules that src/theme/SearchPage imports (the plugin ships no types for them).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  /** One hit as the plugin's worker returns it: `document` (t text, u url, h hash, s section title,
   *  b breadcrumb, i id), its `page` (for sections), the query `tokens`, lunr `metadata`, and the type:
   *  0 title, 1 heading, 2 description, 3 keywords, 4 content. */
  export type SearchResult = {
    document: { i: number; t: string; u: string; h?: string; s?: string; b?: string[]; p?: number };
    type: number;
    page?: { t: string; b?: string[] } | false;
    metadata: unknown;
    tokens: string[];
  };
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchResult[]>;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing' {
  export default function LoadingRing(props: { className?: string }): JSX.Element;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight' {
  export function highlight(content: string, tokens: string[]): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed' {
  export function highlightStemmed(content: string, positions: unknown, tokens: string[], maxLength?: number): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions' {
  export function getStemmedPositions(metadata: unknown, field: string): unknown;
}
