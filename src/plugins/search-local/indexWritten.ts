/**
 * Docusaurus runs every plugin's postBuild at the same time. The search index is written in ours
 * (index.ts), and the offline copy's list of files (@docusaurus/plugin-pwa, through
 * src/plugins/offline/pwa.ts) must see the final index, not the plugin's first draft of it: its
 * revision and size are read from the file. This is the signal between the two, once per build.
 */
let settle: { resolve: () => void; reject: (error: unknown) => void };

export const searchIndexWritten = new Promise<void>((resolve, reject) => {
  settle = { resolve, reject };
});
// A build that fails elsewhere before waiting must not report an unhandled rejection from here.
searchIndexWritten.catch(() => undefined);

export function markSearchIndexWritten(): void {
  settle.resolve();
}

export function markSearchIndexFailed(error: unknown): void {
  settle.reject(error);
}
