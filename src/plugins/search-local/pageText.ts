/**
 * The text of a built page as the search index stores it (issue #20 §4): what a reader sees, in
 * the sections the plugin's HTML scan makes (the text under the h1, then one section per h2/h3,
 * each up to the next heading), but
 * - nothing a reader cannot see: tooltips (the price's currency rates), screen-reader-only text
 *   («(откроется в новой вкладке)»), hidden and aria-hidden elements, the headings' «#» links,
 *   zero-width spaces and soft hyphens;
 * - a table row as a row: «label: value; label: value.», each cell with its column's header,
 *   so a snippet from a table says which column a value belongs to;
 * - a list of other pages (`DIRECTORY`) apart from the section's own text.
 */
import { load as loadHtml, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { SectionInput } from './buildIndex';

/** What no reader sees, whatever the page: removed before any text is read. */
export const INVISIBLE = [
  '[role="tooltip"]',
  '[hidden]',
  '[aria-hidden="true"]',
  '.sr-only',
  '.visually-hidden',
  'a.hash-link',
  'script',
  'style',
  'noscript',
  'template',
];

// Zero-width spaces and joiners, word joiner, BOM, soft hyphen.
const INVISIBLE_CHARS = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

// Elements whose text stands apart from its neighbours' (the plugin's list: block elements, cells).
const BLOCK = new Set(
  'address article aside blockquote details dialog dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre section table ul td th tr caption'.split(
    ' ',
  ),
);

/** Removes what a reader cannot see, and what `ignore` (the plugin's ignoreCssSelectors) lists. */
export function removeInvisible($: CheerioAPI, ignore: readonly string[] = []): void {
  $([...INVISIBLE, ...ignore].join(', ')).remove();
}

/** Where one block of text ends and the next begins (`textOf`); `clean` turns it into punctuation. */
const BREAK = '\u0001';
/** A block that ends so needs no full stop before the next one. */
const ENDS_SENTENCE = /[.!?…:;,—–-]$/u;

/**
 * Whitespace collapsed to one space, but a non-breaking space stays one: a suggestion's snippet
 * must not break «10 000 долларов» or «100 сум» at the end of a line, as the page does not.
 * Blocks that end without punctuation (a place's name over its description, the items of a list of
 * names) are joined by a full stop, so that a snippet reads «Капиталбанк. Банк, которым …».
 */
export function clean(text: string): string {
  let out = '';
  for (const block of text.replace(INVISIBLE_CHARS, '').split(BREAK)) {
    const part = block
      .replace(/[^\S\u00a0\u202f]*([\u00a0\u202f])[^\S\u00a0\u202f]*/g, '$1')
      .replace(/[^\S\u00a0\u202f]+/g, ' ')
      .trim();
    if (!part) continue;
    if (out) out += ENDS_SENTENCE.test(out) || /^[.,;:!?…)]/u.test(part) ? ' ' : '. ';
    out += part;
  }
  return out;
}

/** The column labels of a table: the cells of its header row. */
function columnLabels($: CheerioAPI, table: AnyNode): string[] {
  const head = $(table).find('> thead > tr').first();
  const row = head.length ? head : $(table).find('> tbody > tr, > tr').first();
  const cells = row.children('th, td');
  if (!head.length && cells.toArray().some((c) => c.tagName !== 'th')) return [];
  return cells.toArray().map((c) => clean(textOf($, [c])));
}

/** A table row: «label: value; …», a cell without a label as it is. */
export function rowText($: CheerioAPI, row: AnyNode): string {
  const table = $(row).closest('table').get(0);
  const labels = table ? columnLabels($, table) : [];
  const parts = $(row)
    .children('td, th')
    .toArray()
    .map((cell, i) => {
      const value = clean(textOf($, [cell]));
      const label = labels[i];
      return value && label && label !== value ? `${label}: ${value}` : value;
    })
    .filter(Boolean);
  return parts.length ? `${parts.join('; ')}.` : '';
}

function tableText($: CheerioAPI, table: Element): string {
  const labels = columnLabels($, table);
  const rows = $(table).find('> thead > tr, > tbody > tr, > tr').toArray();
  const caption = clean(textOf($, $(table).children('caption').toArray()));
  // The header row is read into every row's labels; on its own it would say nothing.
  const body = rows.filter((_, i) => !(labels.length && i === 0)).map((r) => rowText($, r));
  return [caption, ...body].filter(Boolean).join(' ');
}

/** Visible text of nodes, with blocks and table rows kept apart. */
export function textOf($: CheerioAPI, nodes: AnyNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += (node as unknown as { data: string }).data;
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      const el = node as Element;
      if (el.tagName === 'br') out += ' ';
      else if (el.tagName === 'table') out += `${BREAK}${tableText($, el)}${BREAK}`;
      // A term and its description read as one: «Адрес: ул. Рудаки, 175».
      else if (el.tagName === 'dt') {
        const term = textOf($, el.children).trim();
        out += `${BREAK}${term}${term && !ENDS_SENTENCE.test(term) ? ':' : ''}${BREAK}`;
      } else {
        const inner = textOf($, el.children);
        out += BLOCK.has(el.tagName) ? `${BREAK}${inner}${BREAK}` : inner;
      }
    }
  }
  return out;
}

const HEADINGS = 'h1, h2, h3';

/**
 * Marks an element that lists other pages of the guide (SectionCards on the home page, the guide's
 * map on /samarkand/about): its words name their subjects and answer none of them, so they are
 * indexed apart (buildIndex.ts `SectionInput.directory`), and headings inside it start no section.
 */
export const DIRECTORY = '[data-search-directory]';

/** A section's text outside lists of pages, and theirs; undefined when it holds none. */
function directoryOf($: CheerioAPI, parts: AnyNode[]): SectionInput['directory'] {
  const lists = $(parts).filter(DIRECTORY).add($(parts).find(DIRECTORY));
  if (!lists.length) return undefined;
  const links = clean(textOf($, lists.toArray()));
  const rest = $(parts).not(DIRECTORY).clone();
  rest.find(DIRECTORY).remove();
  return { own: clean(textOf($, rest.toArray())), links };
}

/**
 * The sections of a docs page (the plugin's parseDocument, with our text): the text between the
 * h1 and the first h2/h3, then each h2/h3 with the elements after it up to the next heading.
 */
export function pageSections(url: string, html: string, ignore: readonly string[] = []): SectionInput[] {
  const $ = loadHtml(html);
  // A heading's anchor is its «#» link's (a place card's id sits on the card, not on its h3).
  $('a.hash-link').each((_, a) => {
    $(a)
      .closest(HEADINGS)
      .attr('data-search-hash', $(a).attr('href') ?? '');
  });
  removeInvisible($, ignore);
  // Place cards (src/components/Place): the section of a card knows its place.
  const cards = new Set(
    $('[data-place][id]')
      .map((_, el) => $(el).attr('id'))
      .get(),
  );
  const title = $('article h1').first();
  const sections: SectionInput[] = [];
  $('article')
    .find(HEADINGS)
    .filter((_, el) => !$(el).closest(DIRECTORY).length)
    .each((_, el) => {
      const h = $(el);
      let parts;
      if (h.is(title)) {
        const first = h.parent().is('header') ? h.parent() : h;
        const after = first.nextAll();
        if (after.filter(HEADINGS).length) parts = first.nextUntil(HEADINGS);
        else {
          // The headings sit deeper (in a wrapper): take what comes before the first of them.
          parts = $([]);
          for (const next of after.toArray()) {
            const inner = $(next).find(HEADINGS);
            if (inner.length) {
              parts = parts.add(inner.first().prevAll());
              break;
            }
            parts = parts.add(next);
          }
        }
      } else parts = h.nextUntil(HEADINGS);
      // An element that holds sections of its own (a place card with its h3, the offline copy's
      // box) is theirs: read here too, its text would be in the index twice (issue #49 §4).
      parts = parts.filter(
        (_, el) =>
          !$(el)
            .find(HEADINGS)
            .filter((_, inner) => !$(inner).closest(DIRECTORY).length).length,
      );
      const text = clean(textOf($, parts.toArray()));
      const directory = directoryOf($, parts.toArray());
      const hash = h.is(title) ? '' : (h.attr('data-search-hash') ?? (h.attr('id') ? `#${h.attr('id')}` : ''));
      const place =
        hash && cards.has(decodeURIComponent(hash.slice(1))) ? decodeURIComponent(hash.slice(1)) : undefined;
      sections.push({
        url,
        hash,
        // The text under the title has no heading of its own (as in the plugin's index): the page's
        // title result stands for it, and a second one would repeat it.
        heading: h.is(title) ? '' : clean(textOf($, [el])),
        text,
        ...(directory && { directory }),
        ...(place && { place }),
      });
    });
  return sections;
}
