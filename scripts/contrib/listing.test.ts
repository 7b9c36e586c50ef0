import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { listingSchema } from '../../data/sale/schema';
import { convertListing, listingJson, markSold, parseNick, parseSum, type ListingOptions } from './listing';
import { HOSTILE, saleBody } from './__fixtures__/bodies';
import type { PhotoFetcher, PhotoResponse } from './photo';
import { FORM_LABELS, formMessage, SALE_CONSENT } from '../../src/lib/issueForms';

const TODAY = '2026-03-15';
const noNetwork: PhotoFetcher = () => {
  throw new Error('the network must not be used');
};
const options = (more: Partial<ListingOptions> = {}): ListingOptions => ({
  today: TODAY,
  issue: 7,
  existing: [],
  fetcher: noNetwork,
  ...more,
});

async function problems(body: string, more?: Partial<ListingOptions>) {
  const result = await convertListing(body, options(more));
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

async function listing(body: string, more?: Partial<ListingOptions>) {
  const result = await convertListing(body, options(more));
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result;
}

describe('convertListing', () => {
  it('turns a valid body into a listing the build accepts', async () => {
    const { listing: l, photo } = await listing(saleBody({ reducedPrice: '950 000' }));
    expect(l).toEqual({
      id: 'progulochnaya-kolyaska',
      title: 'Прогулочная коляска',
      price: 1_200_000,
      reducedPrice: 950_000,
      description: 'Складывается одной рукой, в хорошем состоянии. Забрать в Микрорайоне.',
      date: TODAY,
      sold: false,
      seller: 'anna_sells',
      issue: 7,
    });
    expect(photo).toBeUndefined();
    expect(listingSchema(TODAY).safeParse(l).success).toBe(true);
  });

  it('reads fields in any order, with CRLF line ends', async () => {
    const body = saleBody({}, ['consent', 'seller', 'photo', 'description', 'price', 'title', 'reducedPrice']);
    expect((await listing(body.replace(/\n/g, '\r\n'))).listing.price).toBe(1_200_000);
  });

  it('keeps hostile text as plain text, escaped in the JSON file', async () => {
    const { listing: l } = await listing(saleBody({ title: '$(whoami) `id` ${{ x }}', description: HOSTILE }));
    expect(l.title).toBe('$(whoami) `id` ${{ x }}');
    expect(l.description).toBe(HOSTILE);
    expect(l.id).toBe('whoami-id-x');
    const json = listingJson(l);
    expect(JSON.parse(json)).toEqual(l);
    // The injected `"},{"sold":true` stayed inside the string.
    expect(JSON.parse(json).sold).toBe(false);
  });

  it('reports every problem at once, each naming its field in Russian', async () => {
    const found = await problems(
      saleBody({ title: 'Ко', price: '450 долларов', seller: '_No response_', description: 'x'.repeat(10_000) }),
    );
    expect(found).toEqual([
      'Цена: нужно целое число в сумах, например 450000 или 450 000',
      'Ник в Telegram: обязательное поле — напишите ник, по которому вас найдут в Telegram, например @anna_sells',
      'Что продаёте: название — от 3 символов',
      'Описание: описание — не длиннее 300 символов',
    ]);
  });

  it.each([
    ['450 000', 450_000],
    ['450000', 450_000],
    ['450\u00a0000 сум', 450_000],
    ["1 200 000 so'm", 1_200_000],
    ['450 долларов', null],
    ['$450', null],
    ['450 000,50', null],
    ['45 00', null],
    ['около 400 тысяч', null],
  ])('price %j → %j', (text, sum) => {
    expect(parseSum(text)).toBe(sum);
  });

  it.each([
    ['@anna_sells', 'anna_sells'],
    ['anna_sells', 'anna_sells'],
    ['https://t.me/anna_sells', 'anna_sells'],
    ['@ann', null],
    ['@' + 'a'.repeat(33), null],
    ['anna-sells', null],
    ['анна_продаёт', null],
    ['@anna sells', null],
  ])('nick %j → %j', (text, nick) => {
    expect(parseNick(text)).toBe(nick);
  });

  it('requires the consent box to be ticked', async () => {
    expect(await problems(saleBody({ consent: '- [ ] Я понимаю…' }))).toEqual([
      'Согласие: отметьте галочку: без неё объявление опубликовать нельзя',
    ]);
  });

  it('rejects a reduced price that is not lower, and a zero price', async () => {
    expect(await problems(saleBody({ reducedPrice: '1 500 000' }))).toEqual([
      'Сниженная цена: она должна быть меньше цены; если цену не снижали, оставьте поле пустым',
    ]);
    expect(await problems(saleBody({ price: '0' }))).toEqual(['Цена: цена должна быть больше нуля']);
  });

  it('a field written twice by hand is a problem, and a «###» inside an answer is text', async () => {
    const doubled = `${saleBody()}### Цена, сум\n\n1\n`;
    expect(await problems(doubled)).toEqual(['Цена, сум: поле встречается в тексте дважды — оставьте одно']);
    const { listing: l } = await listing(saleBody({ description: 'Коляска\n### Не поле\nцелая' }));
    expect(l.description).toBe('Коляска ### Не поле целая');
  });

  it('makes a unique id, and an edited issue keeps its listing’s id and date', async () => {
    const existing = [{ id: 'progulochnaya-kolyaska', issue: 3, date: '2026-03-01' }];
    expect((await listing(saleBody(), { existing })).listing.id).toBe('progulochnaya-kolyaska-2');
    const edited = await listing(saleBody({ title: 'Коляска' }), { existing, issue: 3 });
    expect(edited.listing).toMatchObject({ id: 'progulochnaya-kolyaska', date: '2026-03-01', title: 'Коляска' });
    expect((await listing(saleBody({ title: 'Кресло 123' }))).listing.id).toBe('kreslo-123');
    expect((await listing(saleBody({ title: '★★★' }))).listing.id).toBe('item');
  });

  it('markSold marks once', async () => {
    const { listing: l } = await listing(saleBody());
    expect(markSold(l)).toEqual({ ...l, sold: true });
    expect(markSold({ ...l, sold: true })).toBeNull();
  });
});

describe('the photo', () => {
  const png = () =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
  const ok = (bytes: Uint8Array): PhotoResponse => ({ status: 200, length: bytes.length, body: async () => bytes });
  const ASSET = 'https://github.com/user-attachments/assets/0b9a5b2e-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

  it('is taken from GitHub’s attachment host, resized to 800 px and saved as JPEG', async () => {
    const bytes = await png();
    const seen: string[] = [];
    const fetcher: PhotoFetcher = async (url) => {
      seen.push(url);
      // GitHub answers the asset link with a redirect to its image host.
      return url === ASSET
        ? {
            status: 302,
            location: 'https://private-user-images.githubusercontent.com/1/photo.png?jwt=x',
            body: async () => new Uint8Array(),
          }
        : ok(bytes);
    };
    const result = await listing(saleBody({ photo: `![IMG_2024](${ASSET})` }), { fetcher });
    expect(seen).toEqual([ASSET, 'https://private-user-images.githubusercontent.com/1/photo.png?jwt=x']);
    expect(result.listing.image).toBe('img/sale/progulochnaya-kolyaska.jpg');
    const meta = await sharp(result.photo!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600]);
  });

  it('also reads the <img> tag GitHub writes for a resized picture', async () => {
    const bytes = await png();
    const result = await listing(saleBody({ photo: `<img width="300" alt="x" src="${ASSET}" />` }), {
      fetcher: async () => ok(bytes),
    });
    expect(result.photo).toBeDefined();
  });

  it.each([
    ['![x](https://evil.example/a.png)', 'ссылка ведёт не на GitHub'],
    ['![x](http://user-images.githubusercontent.com/1/a.png)', 'ссылка ведёт не на GitHub'],
    ['![x](https://github.com/evil/repo/raw/main/a.png)', 'ссылка ведёт не на GitHub'],
    ['![x](https://user-images.githubusercontent.com.evil.example/a.png)', 'ссылка ведёт не на GitHub'],
    ['просто текст', 'не нашли фото'],
    [`![a](${ASSET}) ![b](${ASSET}1)`, 'оставьте одно фото'],
  ])('%s is refused without a request', async (photo, message) => {
    const [problem] = await problems(saleBody({ photo }));
    expect(problem).toMatch(new RegExp(`^Фотография: ${message}`));
  });

  it('refuses a redirect to another host, a file that is not an image, and a file too big', async () => {
    const away: PhotoFetcher = async () => ({
      status: 302,
      location: 'https://evil.example/x.png',
      body: async () => new Uint8Array(),
    });
    expect(await problems(saleBody({ photo: ASSET }), { fetcher: away })).toEqual([
      'Фотография: GitHub отправил за фото на другой сайт, такое фото взять не получится',
    ]);
    const html: PhotoFetcher = async () => ok(new TextEncoder().encode('<html><script>alert(1)</script>'));
    expect(await problems(saleBody({ photo: ASSET }), { fetcher: html })).toEqual([
      'Фотография: это не фотография — подойдут JPEG, PNG или WebP',
    ]);
    const big: PhotoFetcher = async () => ({
      status: 200,
      length: 11 * 1024 * 1024,
      body: async () => new Uint8Array(),
    });
    expect(await problems(saleBody({ photo: ASSET }), { fetcher: big })).toEqual([
      'Фотография: фото больше 10 МБ — уменьшите его',
    ]);
    const down: PhotoFetcher = async () => {
      throw new Error('offline');
    };
    expect((await problems(saleBody({ photo: ASSET }), { fetcher: down }))[0]).toMatch(
      /^Фотография: не удалось скачать/,
    );
  });
});

describe('the e2e fixture', () => {
  it('data/sale/__fixtures__/listings/b-stul-b-id-uname.json is what the converter makes of a hostile issue, sold', async () => {
    const root = path.join(__dirname, '../..');
    const body = readFileSync(path.join(__dirname, '__fixtures__/hostile-sale.md'), 'utf8');
    const result = await listing(body, { today: '2026-03-05', issue: 21 });
    const fixture = readFileSync(path.join(root, 'data/sale/__fixtures__/listings/b-stul-b-id-uname.json'), 'utf8');
    expect(listingJson(markSold(result.listing)!)).toBe(fixture);
  });
});

describe('the message without GitHub (src/components/HelpWays)', () => {
  const fixture = (name: string) => readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8');

  it('the site’s prepared message, filled in and shared through Telegram, makes the same listing as the issue', async () => {
    const message = fixture('sale-message.txt');
    // The fixture is the site's template with the answers typed after the colons.
    const template = formMessage('sale', {
      title: 'x',
      fields: { title: '', price: '', reduced: '', description: '', telegram: '', consent: `[x] ${SALE_CONSENT}` },
    });
    const known: string[] = Object.values(FORM_LABELS.sale);
    const labelsInOrder = (text: string) =>
      [...text.matchAll(/^([^:\n]+):/gm)].map((m) => m[1]).filter((label) => known.includes(label));
    expect(labelsInOrder(message)).toEqual(labelsInOrder(template));
    expect(await listing(message)).toEqual(await listing(fixture('sale-valid.md')));
  });

  it('reads «[х]» typed on a Russian keyboard, and an unticked box is no consent', async () => {
    const message = fixture('sale-message.txt');
    expect((await listing(message.replace('[x]', '[х]'))).listing.title).toBe('Прогулочная коляска');
    expect(await problems(message.replace('[x]', '[ ]'))).toEqual([
      'Согласие: отметьте галочку: без неё объявление опубликовать нельзя',
    ]);
  });

  it('keeps hostile text as plain text: the same listing as from the hostile issue', async () => {
    const fromMessage = await listing(fixture('hostile-sale-message.txt'));
    expect(fromMessage).toEqual(await listing(fixture('hostile-sale.md')));
    expect(JSON.parse(listingJson(fromMessage.listing)).sold).toBe(false);
  });

  it('a label inside an answer of an issue body stays text; a field given twice in a message is an error', async () => {
    const { listing: l } = await listing(saleBody({ description: 'Цена, сум: 5 — торг' }));
    expect(l.description).toBe('Цена, сум: 5 — торг');
    expect(await problems(`${fixture('sale-message.txt')}\nЦена, сум: 5`)).toContain(
      'Цена, сум: поле встречается в тексте дважды — оставьте одно',
    );
  });
});
