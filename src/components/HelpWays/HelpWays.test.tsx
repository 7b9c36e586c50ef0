/** The two ways to help, as the server renders them: the GitHub form and the message without an account. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { location, siteConfig } from '@site/src/test/docusaurusMocks';
import { FORM_LABELS } from '@site/src/lib/issueForms';

let contactEmail: string | null = 'guide@example.org';
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({ siteConfig: { ...siteConfig, customFields: { ...siteConfig.customFields, contactEmail } } }),
}));
vi.mock('@docusaurus/router', () => ({ useLocation: () => location }));

const { default: HelpWays } = await import('.');
const { default: SuggestPlace } = await import('./SuggestPlace');

const text = (html: string) => html.replace(/<[^>]+>/g, '');
const href = (html: string, way: string) =>
  new URL(new RegExp(`href="([^"]+)"[^>]*data-way="${way}"`).exec(html)![1].replace(/&amp;/g, '&'));

const sale = (
  <HelpWays
    variant="buttons"
    form="sale"
    title="Продаю: "
    intro="Объявление:"
    fields={{ title: '', price: '', telegram: '' }}
    pageUrl="https://samguide.github.io/sale"
  >
    Подать объявление
  </HelpWays>
);

describe('<HelpWays>', () => {
  it('buttons: the GitHub form in a new tab, and the same fields through Telegram or by e-mail', () => {
    contactEmail = 'guide@example.org';
    const html = renderToStaticMarkup(sale);
    expect(text(html)).toBe('Подать объявлениеБез GitHub: через TelegramБез GitHub: по почте');
    expect(html).toMatch(/data-way="github" target="_blank" rel="noopener noreferrer"/);

    const github = href(html, 'github');
    expect(github.searchParams.get('template')).toBe('sale.yml');
    // Empty answers are the reader's to give: not put in the form's URL.
    expect([...github.searchParams.keys()]).toEqual(['template', 'title']);

    const telegram = href(html, 'telegram');
    expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url');
    expect(telegram.searchParams.get('url')).toBe('https://samguide.github.io/sale');
    const message = 'Объявление:\n\nЧто продаёте:\nЦена, сум:\nВаш ник в Telegram:';
    expect(telegram.searchParams.get('text')).toBe(message);

    const mail = /href="(mailto:[^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
    expect(mail.startsWith('mailto:guide@example.org?')).toBe(true);
    const query = new URLSearchParams(mail.slice(mail.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Продаю:');
    expect(query.get('body')).toBe(`${message}\n\nhttps://samguide.github.io/sale`);
  });

  it('without a maintainers’ address the e-mail way is not offered', () => {
    contactEmail = null;
    const html = renderToStaticMarkup(sale);
    expect(html).not.toContain('mailto:');
    expect(text(html)).toBe('Подать объявлениеБез GitHub: через Telegram');
  });

  it('inline: one line of text, no wrapper element', () => {
    contactEmail = 'guide@example.org';
    const html = renderToStaticMarkup(<SuggestPlace />);
    expect(html.startsWith('<a ')).toBe(true);
    expect(text(html)).toBe('Предложить место · без GitHub: в\u00a0Telegram или по\u00a0почте');
    const message = href(html, 'telegram').searchParams.get('text')!;
    // Every question of the form, in its order, and the answers «Раздел» accepts.
    expect(message.split('\n').slice(2)).toEqual(Object.values(FORM_LABELS.place).map((label) => `${label}:`));
    expect(message).toContain('раздел — один из: Город, Кафе и рестораны, Услуги, Покупки, Дети, Не знаю:');
    expect(href(html, 'github').searchParams.get('template')).toBe('new-place.yml');
  });
});
