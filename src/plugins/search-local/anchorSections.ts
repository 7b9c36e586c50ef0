/**
 * Anchored rows as search sections. The plugin's HTML scan makes one section per h2/h3, so a
 * name inside a long table (the toponyms page's landmarks) could only open the top of its
 * section. Each <Anchor> in a page (marked `data-search-section`) becomes a section of its own:
 * the anchor's text is its heading, the text of its table row (or paragraph) its body, and the
 * anchor's id its hash. Text the plugin's `ignoreCssSelectors` hides (screen-reader hints, dates)
 * is left out the same way.
 */
import { load as loadHtml } from 'cheerio';
import type { SectionInput } from './buildIndex';

export function anchorSections(url: string, html: string, ignoreSelectors: readonly string[] = []): SectionInput[] {
  const $ = loadHtml(html);
  // What the plugin leaves out of its index (its ignoreCssSelectors option) stays out here too.
  if (ignoreSelectors.length) $(ignoreSelectors.join(', ')).remove();
  return $('[data-search-section][id]')
    .toArray()
    .map((el) => {
      const anchor = $(el);
      const id = anchor.attr('id') as string;
      const block = anchor.closest('tr, li, p');
      // Cells are joined with a space: built HTML has none between </td><td>.
      const raw = block.is('tr')
        ? block
            .children('td, th')
            .toArray()
            .map((cell) => $(cell).text())
            .join(' ')
        : (block.length ? block : anchor).text();
      const text = raw.replace(/\s+/g, ' ').trim();
      return { url, hash: `#${id}`, heading: anchor.text().trim(), text };
    })
    .filter((s) => s.heading);
}
