/** Server rendering of the blocks: what readers without JavaScript, and search, get. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { location, siteConfig } from '../../test/docusaurusMocks';

vi.mock('@docusaurus/useDocusaurusContext', () => ({ default: () => ({ siteConfig }) }));
vi.mock('@docusaurus/router', () => ({ useLocation: () => location }));
vi.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDoc: () => ({ metadata: { title: 'Въезд, пребывание и прописка' }, frontMatter: {} }),
}));

const { default: Price } = await import('../Price');
const { default: Brv } = await import('../Brv');
const { default: Phone } = await import('../Phone');
const { default: Checklist } = await import('../Checklist');
const { default: Verified } = await import('../Verified');
const { default: Dated } = await import('../Dated');

const render = (element: React.ReactElement) => renderToStaticMarkup(element);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('<Price>', () => {
  it('is a button with the sum; the amounts ride in data attributes, the tooltip is not in the HTML', () => {
    const html = render(<Price sum="82400" />);
    expect(html).toBe(
      '<span class="price" data-price="82400"><button type="button" class="sum">82\u00a0400\u00a0сум</button></span>',
    );
    expect(html).not.toContain('tooltip');
    expect(html).not.toContain('≈');
  });

  it('is static markup: no state of its own, the one client module drives every tooltip', () => {
    const html = render(<Price sum="82400" />);
    expect(html).not.toContain('data-visible');
    expect(html).not.toContain('style=');
    expect(html).not.toContain('aria-describedby');
  });

  it('shows a range', () => {
    const html = render(<Price sum="30000" to="50000" />);
    expect(html).toContain('data-price="30000" data-to="50000"');
    expect(text(html)).toBe('30\u00a0000–50\u00a0000\u00a0сум');
  });

  it('shows its date as a muted tag after the sum, unless the date is already in view (issue #47 §2)', () => {
    const html = render(<Price sum="1400" asOf="2023" />);
    expect(html).toContain('data-as-of="2023"');
    expect(text(html)).toMatch(/^1\u00a0400\u00a0сум\s+·\s2023$/);
    // The button is the sum alone: its accessible name does not change.
    expect(/<button[^>]*>(.*?)<\/button>/.exec(html)![1]).toBe('1\u00a0400\u00a0сум');
    expect(text(render(<Price sum="1" asOf="2026-06" notAfter />))).toContain('не\u00a0позднее\u00a0июня\u00a02026');
    const inHeader = render(<Price sum="1400" asOf="2023" dateIn="header" />);
    expect(inHeader).toContain('data-as-of="2023" data-date-in="header"');
    expect(text(inHeader)).toBe('1\u00a0400\u00a0сум');
  });
});

describe('<Brv>', () => {
  it('shows the БРВ count and its sum as a Price, whose tooltip will explain the БРВ', () => {
    const html = render(<Brv value="0,2" />);
    // The sum's date is the БРВ's (issue #47 §2).
    expect(text(html)).toMatch(/^0,2\u00a0БРВ\u00a0= 82\u00a0400\u00a0сум\s+·\s1\u00a0августа\u00a02025$/);
    expect(html).toContain('data-as-of="2025-08-01"');
    expect(html).toContain('<abbr title="базовая расчётная величина">БРВ</abbr>');
    expect(html).toContain('data-note="1\u00a0БРВ = 412\u00a0000\u00a0сум с\u00a01\u00a0августа 2025\u00a0года"');
  });

  it('accepts a dot', () => {
    expect(text(render(<Brv value="0.2" />))).toMatch(/^0,2\u00a0БРВ\u00a0= 82\u00a0400\u00a0сум/);
  });
});

describe('<Phone>', () => {
  it('links tel: and shows the number consistently', () => {
    expect(render(<Phone number="+998 66 233-00-07" />)).toMatch(
      /^<a class="[^"]*" href="tel:\+998662330007">\+998 66 233-00-07<\/a>$/,
    );
    expect(render(<Phone number="+998901234567" />)).toContain('>+998 90 123-45-67<');
    expect(render(<Phone number="1154" />)).toContain('href="tel:1154">1154<');
  });
});

describe('<Checklist>', () => {
  it('server-renders the plain numbered list (no checkboxes before JavaScript)', () => {
    const html = render(
      <Checklist id="registration">
        <ol>
          <li>Договоритесь с владельцем.</li>
          <li>Заплатите пошлину.</li>
        </ol>
      </Checklist>,
    );
    expect(html).not.toContain('<input');
    expect(text(html)).toBe('Договоритесь с владельцем.Заплатите пошлину.');
    expect(html).toMatch(/^<div class="checklist" data-checklist="registration"><ol class="list"><li>/);
    // The room the checkboxes and the progress line take is there before hydration (no layout shift).
    expect(html).toMatch(/<li><div id="[^"]+" class="text">Договоритесь с владельцем\.<\/div><\/li>/);
    expect(html).toMatch(/<p class="progress"><\/p><\/div>$/);
  });
});

describe('<Verified>', () => {
  /** The one line: the disclosure's <summary>, or the plain paragraph when nothing is folded. */
  const line = (html: string) => text(/<(summary|p)[^>]*>(.*?)<\/\1>/.exec(html)![2]);
  /** What the disclosure folds away. */
  const folded = (html: string) => text(html.split('</summary>')[1] ?? '');

  it('shows the date of the facts, quietly, on one plain line, and no «Проверено» without a check', () => {
    const html = render(<Verified date="2026-05" />);
    expect(text(html)).toBe('Сведения на май 2026\u00a0года');
    expect(html).toContain('<time dateTime="2026-05">май 2026</time>');
    expect(html).toContain('data-stale="false"');
    expect(html).not.toContain('data-checked');
    // Nothing to fold: no disclosure.
    expect(html).not.toContain('<details');
    // Kept out of search snippets.
    expect(html).toMatch(/class="search-ignore /);
  });

  it('folds «Проверено» into the disclosure only where a maintainer re-checked, and the check resets the clock', () => {
    const html = render(<Verified date="2024-10" checked="2026-09" variant="page" textDates={['2024-10']} />);
    expect(line(html)).toBe('Сведения на октябрь 2024\u00a0года · проверено');
    expect(folded(html)).toBe('Проверено: сентябрь 2026.');
    expect(html).toContain('data-checked="2026-09"');
    expect(html).toContain('data-stale="false"');
  });

  it('after more than 12 months says «старше года» on the line and folds the notice with the prefilled form', () => {
    const html = render(<Verified date="2025-05" variant="page" />);
    expect(html).toContain('data-stale="true"');
    // A native disclosure: works without JavaScript, with the keyboard and a screen reader; closed at first.
    expect(html).toMatch(/^<div[^>]*><details class="[^"]+"><summary/);
    // Only the sources' edit month is known: «не позднее», and what that month is, folded.
    expect(line(html)).toBe('Сведения не позднее мая 2025\u00a0года · старше года');
    // A page without `sources`: the links on it and the relocants' chat.
    expect(folded(html)).toBe(
      'Своих дат у этих сведений нет: источник, откуда они взяты, последний раз правили в мае 2025\u00a0года.' +
        'Прошло больше года — сверьтесь по ссылкам на странице или спросите в чате релокантов (откроется в новой вкладке). Сообщить, что сведения устарели · без GitHub: в\u00a0Telegram',
    );
    expect(html).toContain('href="https://t.me/+chat"');
    const href = /href="(https:\/\/github\.com\/samguide\/samguide\/issues\/new\?[^"]+)"/
      .exec(html)![1]
      .replace(/&amp;/g, '&');
    const url = new URL(href);
    expect(url.searchParams.get('template')).toBe('outdated.yml');
    expect(url.searchParams.get('title')).toBe('Устарели сведения: «Въезд, пребывание и прописка»');
    expect(url.searchParams.get('page')).toBe('https://samguide.github.io/samarkand/visa');
    expect(url.searchParams.get('facts')).toBe('Сведения не позднее мая 2025\u00a0года');
    // Without a GitHub account: the same fields as a message for any Telegram chat (no e-mail way in this config).
    const telegram = new URL(/href="(https:\/\/t\.me\/share\/url\?[^"]+)"/.exec(html)![1].replace(/&amp;/g, '&'));
    expect(telegram.searchParams.get('url')).toBe('https://samguide.github.io/samarkand/visa');
    expect(telegram.searchParams.get('text')).toContain(
      '\n\nСтраница: https://samguide.github.io/samarkand/visa\nДата сведений: Сведения не позднее мая 2025\u00a0года\nЧто неверно или устарело:',
    );
    expect(html).not.toContain('mailto:');

    // A section's mark is one line too, with its own report link folded under it.
    const section = render(<Verified date="2025-10" section="registration" sectionTitle="Регистрация" />);
    expect(line(section)).toBe('Сведения на октябрь 2025\u00a0года · старше года');
    const sectionUrl = new URL(/href="([^"]+issues[^"]+)"/.exec(section)![1].replace(/&amp;/g, '&'));
    expect(sectionUrl.searchParams.get('title')).toBe(
      'Устарели сведения: «Въезд, пребывание и прописка», раздел «Регистрация»',
    );
    expect(sectionUrl.searchParams.get('page')).toBe('https://samguide.github.io/samarkand/visa#registration');
    expect(folded(section)).toContain('Прошло больше года');
  });

  it('does not warn at exactly 12 months', () => {
    expect(render(<Verified date="2025-11" />)).toContain('data-stale="false"');
  });

  it('names the page’s sources as links in the notice (#22 §3)', () => {
    const html = render(
      <Verified
        date="2024-08"
        variant="page"
        textDates={['2023', '2024-08']}
        sources={[
          { label: 'my.gov.uz', url: 'https://my.gov.uz/' },
          { label: 'e-imzo.uz', url: 'https://e-imzo.uz/' },
        ]}
      />,
    );
    expect(folded(html)).toBe(
      'Прошло больше года — сверьтесь с источниками: my.gov.uz (откроется в новой вкладке), e-imzo.uz (откроется в новой вкладке). Сообщить, что сведения устарели · без GitHub: в\u00a0Telegram',
    );
    expect(html).toContain('<a href="https://my.gov.uz/" target="_blank" rel="noopener noreferrer" data-source="">');
  });

  it('states the span of the dates in the text, not the sources’ edit month, with newer news apart (#47 §1)', () => {
    const page = render(<Verified date="2026-05" variant="page" textDates={['2023-11', '2026-05', '2026-01']} />);
    expect(line(page)).toBe('Сведения 2023–2026\u00a0годов');
    expect(page).toContain('data-span="2023-11/2026-05"');
    // The news (change records) newer than the rest are named as such; the age counts from the rest.
    const visa = render(
      <Verified
        date="2025-05"
        variant="page"
        textDates={['2021-03', '2024', '2025-08', '2026-01']}
        newsDates={['2025-08-01', '2026-01-01']}
      />,
    );
    expect(line(visa)).toBe('Сведения 2021–2024\u00a0годов и новости до января 2026 · старше года');
    expect(visa).toContain('data-span="2021-03/2024"');
    expect(visa).toContain('data-news="2026-01"');
    // The day the text was edited is in the disclosure only, said to be an edit of the text.
    const edited = render(
      <Verified date="2025-05" variant="page" textDates={['2024']} editedAt={Date.UTC(2026, 10, 21, 12)} />,
    );
    expect(line(edited)).toBe('Сведения 2024\u00a0года · старше года');
    expect(folded(edited)).toMatch(/Текст страницы правили 21 ноября 2026 — это дата правки текста, а не сведений\.$/);
    expect(edited).toContain('itemProp="dateModified"');
    // A section's mark keeps its own month.
    expect(render(<Verified date="2025-05" textDates={['2023-11']} />)).not.toContain('data-span');
  });
});

describe('<Dated>', () => {
  it('is the date as written, as a machine-readable <time>', () => {
    expect(render(<Dated on="2025-08">с 1 августа 2025 года</Dated>)).toBe(
      '<time dateTime="2025-08" data-dated="">с 1 августа 2025 года</time>',
    );
  });
});
