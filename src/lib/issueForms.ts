/**
 * Links to the repository's issue forms (.github/ISSUE_TEMPLATE/) with fields filled in through
 * the URL: GitHub fills a form field from the query parameter named like the field's `id`.
 * The ids here and in the YAML forms must agree: src/lib/issueForms.test.ts reads both.
 */

export const ISSUE_FORMS = {
  /** «Сведения устарели». */
  outdated: { file: 'outdated.yml', fields: ['page', 'place', 'facts', 'wrong', 'right', 'source'] },
  /** «Новое место на карту». */
  place: {
    file: 'new-place.yml',
    fields: ['name', 'category', 'where', 'hours', 'phone', 'links', 'description', 'seen', 'source'],
  },
  /** «Продаю вещь»: a listing for /sale (the labels are read by scripts/contrib/listing.ts). */
  sale: { file: 'sale.yml', fields: ['title', 'price', 'reduced', 'description', 'telegram', 'photo', 'consent'] },
  /** «Ошибка на сайте». */
  bug: { file: 'site-bug.yml', fields: ['page', 'what', 'expected', 'browser'] },
} as const;

type Forms = typeof ISSUE_FORMS;

export function issueFormUrl<K extends keyof Forms>(
  repoUrl: string,
  form: K,
  { title, fields }: { title: string; fields: Partial<Record<Forms[K]['fields'][number], string>> },
): string {
  const query = new URLSearchParams({ template: ISSUE_FORMS[form].file, title });
  for (const [id, value] of Object.entries(fields)) if (typeof value === 'string' && value) query.set(id, value);
  // %20 rather than «+» for spaces: both work on GitHub, %20 also reads right in other tools.
  return `${repoUrl.replace(/\/+$/, '')}/issues/new?${query.toString().replace(/\+/g, '%20')}`;
}
