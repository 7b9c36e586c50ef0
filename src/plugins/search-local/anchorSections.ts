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
import { clean, removeInvisible, rowText, textOf } from './pageText';

export function anchorSections(url: string, html: string, ignoreSelectors: readonly string[] = []): SectionInput[] {
  const $ = loadHtml(html);
  // What a reader cannot see, and what the plugin's ignoreCssSelectors option lists, stays out.
  removeInvisible($, ignoreSelectors);
  return $('[data-search-section][id]')
    .toArray()
    .map((el) => {
      const anchor = $(el);
      const id = anchor.attr('id') as string;
      const block = anchor.closest('tr, li, p');
      // A row reads «label: value; …» (pageText.ts).
      const text = block.is('tr')
        ? rowText($, block.get(0)!)
        : clean(textOf($, (block.length ? block : anchor).toArray()));
      return { url, hash: `#${id}`, heading: clean(anchor.text()), text };
    })
    .filter((s) => s.heading);
}
