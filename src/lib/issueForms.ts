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
type FieldId<K extends keyof Forms> = Forms[K]['fields'][number];

/**
 * Each field's label, as the form shows it and GitHub writes it into the issue body (`### Label`).
 * The message for readers without a GitHub account (`formMessage`) uses the same labels, so that
 * `npm run listing` and `npm run place` read both (scripts/contrib/issueBody.ts).
 */
export const FORM_LABELS: { [K in keyof Forms]: Record<FieldId<K>, string> } = {
  outdated: {
    page: 'Страница',
    place: 'Место',
    facts: 'Дата сведений',
    wrong: 'Что неверно или устарело',
    right: 'Как правильно сейчас',
    source: 'Ссылка на источник',
  },
  place: {
    name: 'Название',
    category: 'Раздел',
    where: 'Адрес или ссылка на карту',
    hours: 'Часы работы',
    phone: 'Телефон',
    links: 'Сайт и соцсети',
    description: 'Чем полезно',
    seen: 'Когда вы это видели',
    source: 'Откуда сведения',
  },
  sale: {
    title: 'Что продаёте',
    price: 'Цена, сум',
    reduced: 'Сниженная цена, сум',
    description: 'Описание',
    telegram: 'Ваш ник в Telegram',
    photo: 'Фотография',
    consent: 'Согласие',
  },
  bug: { page: 'Страница', what: 'Что произошло', expected: 'Что ожидали увидеть', browser: 'Браузер и устройство' },
};

/** The one box of «Продаю вещь» (sale.yml); the message has it ticked: sending it is the consent. */
export const SALE_CONSENT =
  'Я понимаю, что мой ник в Telegram увидят все читатели сайта, а сайт не участвует в сделке — о цене, встрече и оплате я договариваюсь с покупателем напрямую.';

/**
 * The same form as a plain-text message, for readers without a GitHub account: a first line that
 * says what it is, then one «Label: answer» line per field (the reader fills in the empty ones).
 * Fields not in `fields` stay out; a field given as '' is left for the reader to fill in.
 */
export function formMessage<K extends keyof Forms>(
  form: K,
  { title, fields }: { title: string; fields: Partial<Record<FieldId<K>, string>> },
): string {
  const labels = FORM_LABELS[form] as Record<string, string>;
  const lines = Object.entries(fields as Record<string, string | undefined>)
    .filter(([, value]) => typeof value === 'string')
    .map(([id, value]) => `${labels[id]}: ${value}`.trimEnd());
  return [title, '', ...lines].join('\n');
}

/** Telegram's «share» link: the reader picks any chat (the relocants' chat, a maintainer) and sends the text. */
export function telegramShareUrl(pageUrl: string, text: string): string {
  return `https://t.me/share/url?${new URLSearchParams({ url: pageUrl, text }).toString().replace(/\+/g, '%20')}`;
}

/** A letter to the maintainers with the message as its body. */
export function mailtoUrl(address: string, subject: string, body: string): string {
  // encodeURIComponent, not URLSearchParams: mail programs read «+» literally.
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

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
