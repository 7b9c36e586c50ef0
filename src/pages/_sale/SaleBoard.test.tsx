/**
 * The board as the server renders it (no DOM library in the project: the clicks,
 * the stored selection and the client-side expiry are covered by tests/e2e/sale.spec.ts).
 */
import { createRequire } from 'node:module';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TODAY, listings as inputs } from '../../../data/sale/__fixtures__/listings';
import { parseListings } from '../../../data/sale/schema';
import SaleBoard from './SaleBoard';

// react-dom ships no types and @types/react-dom is no dependency of the project: type the one function used.
const { renderToStaticMarkup } = createRequire(import.meta.url)('react-dom/server') as {
  renderToStaticMarkup: (element: ReactElement) => string;
};

const repoUrl = 'https://github.com/samguide/samguide';
const chatUrl = 'https://t.me/+chat';
const postUrl = `${repoUrl}/issues/new?template=sale.yml`;
const listings = parseListings(inputs, { today: FIXTURE_TODAY, source: 'fixtures' });
const render = (list = listings) =>
  renderToStaticMarkup(
    <SaleBoard listings={list} repoUrl={repoUrl} chatUrl={chatUrl} postUrl={postUrl} baseUrl="/base/" />,
  );

describe('SaleBoard, empty (as shipped)', () => {
  const html = render([]);

  it('says there are no listings and how to add one', () => {
    expect(html).toContain('Объявлений пока нет.');
    expect(html).toContain(`<a href="${postUrl}">Подать объявление</a>`);
    expect(html).toContain(`href="${repoUrl}"`);
    expect(html).toContain(`href="${chatUrl}"`);
  });

  it('shows no list, checkbox or Telegram button', () => {
    expect(html).not.toContain('<ul class');
    expect(html).not.toContain('type="checkbox"');
    expect(html).not.toContain('Написать @');
  });
});

describe('SaleBoard with listings, server render', () => {
  const html = render();
  const order = [...html.matchAll(/data-listing="([^"]+)"/g)].map((m) => m[1]);

  it('shows every shipped listing, sold last (expiry is decided on the client)', () => {
    expect(order).toEqual(['kids-bed', 'kettle', 'desk-lamp', 'old-bike', 'winter-coat', 'sofa']);
  });

  it('labels each checkbox with the item, disabled until the client takes over', () => {
    const boxes: string[] = html.match(/<input type="checkbox"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(5);
    expect(boxes.every((b) => b.includes('disabled'))).toBe(true);
    expect(html).toMatch(
      /<label[^>]*><input type="checkbox"[^>]*aria-label="Выбрать: Детская кроватка"[^>]*\/>Выбрать<\/label>/,
    );
  });

  it('gives a sold item a badge instead of a checkbox', () => {
    const sofa = html.slice(html.indexOf('data-listing="sofa"'));
    expect(sofa).toContain('Продано');
    expect(sofa).not.toContain('type="checkbox"');
  });

  it('shows a reduced price with the old one struck through', () => {
    const kettle = html.slice(html.indexOf('data-listing="kettle"'), html.indexOf('data-listing="desk-lamp"'));
    expect(kettle).toContain('<strong>82\u00a0400\u00a0сум</strong>');
    expect(kettle).toMatch(/<s[^>]*><span[^>]*>прежняя цена <\/span>180\u00a0000\u00a0сум<\/s>/);
  });

  it('shows the date and links the seller', () => {
    expect(html).toContain('10\u00a0марта 2026');
    expect(html).toContain('href="https://t.me/anna_sells"');
  });

  it('invites to select before anything is selected', () => {
    expect(html).toContain('Отметьте вещи');
    expect(html).not.toContain('Написать @');
  });

  it('renders an image under the base URL, with the title in its alt text', () => {
    const withImage = render([{ ...listings[0], image: 'img/sale/kids-bed.jpg' }]);
    expect(withImage).toMatch(/<img[^>]*src="\/base\/img\/sale\/kids-bed\.jpg"[^>]*alt="Фото: Детская кроватка"/);
  });
});
