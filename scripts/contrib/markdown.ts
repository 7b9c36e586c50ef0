/** Readers' text inside comments and pull request bodies: shown as typed, never as links, mentions or HTML. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|~@&]/g, (ch) => `\\${ch}`);
}

export function bulletList(items: readonly string[]): string {
  return items.map((item) => `- ${escapeMarkdown(item)}`).join('\n');
}
