/**
 * Reaching readers where they are (issue #50), on the e2e build (SAMGUIDE_CONTACT_EMAIL set):
 * the no-account way to help next to the GitHub form on a place card and on the home page.
 * /sale's two ways: sale.spec.ts; a page's date detail: blocks.spec.ts («old facts»).
 */
import { test, expect, gotoHydrated, axeViolations } from './fixtures';

const message = (href: string | null) => {
  const url = new URL(href!);
  expect(url.origin + url.pathname).toBe('https://t.me/share/url');
  return { page: url.searchParams.get('url'), text: url.searchParams.get('text')! };
};

test.describe('help without a GitHub account', () => {
  test('a place card: «Сообщить, что сведения устарели» on GitHub, or the same fields through Telegram or by e-mail', async ({
    page,
  }) => {
    await gotoHydrated(page, '/children/kindergarten');
    const card = page.locator('section#glc-school');
    const github = new URL(
      (await card.getByRole('link', { name: 'Сообщить, что сведения устарели' }).getAttribute('href'))!,
    );
    expect(github.searchParams.get('template')).toBe('outdated.yml');
    const name = (await card.locator('h3').textContent())!.replace(/\u200b/g, '');

    const shared = message(await card.getByRole('link', { name: 'в Telegram' }).getAttribute('href'));
    expect(shared.page).toMatch(/\/children\/kindergarten#glc-school$/);
    expect(shared.text.split('\n').slice(2)).toEqual([
      `Страница: ${shared.page}`,
      `Место: ${name} (id: glc-school)`,
      'Дата сведений: Сведения на сентябрь 2024',
      'Что неверно или устарело:',
      'Как правильно сейчас:',
      'Ссылка на источник:',
    ]);
    await expect(card.getByRole('link', { name: 'в Telegram' })).toHaveAttribute('target', '_blank');

    const mail = (await card.getByRole('link', { name: 'по почте' }).getAttribute('href'))!;
    const letter = new URLSearchParams(mail.slice(mail.indexOf('?') + 1));
    expect(mail).toMatch(/^mailto:guide@example\.org\?/);
    expect(letter.get('subject')).toBe(`Неточность в карточке «${name}»`);
    expect(letter.get('body')).toBe(`${shared.text}\n\n${shared.page}`);
    expect(await axeViolations(page, 'section#glc-school')).toEqual([]);
  });

  test('the home page: «Предложить место» on GitHub, or the form’s questions through Telegram', async ({ page }) => {
    await gotoHydrated(page, '/');
    const item = page.locator('#contribute ~ ul li').filter({ hasText: 'Предложите место для карты' });
    const github = new URL((await item.getByRole('link', { name: 'Предложить место' }).getAttribute('href'))!);
    expect(github.searchParams.get('template')).toBe('new-place.yml');
    const shared = message(await item.getByRole('link', { name: 'в Telegram' }).getAttribute('href'));
    expect(shared.text.split('\n').slice(2)).toEqual([
      'Название:',
      'Раздел:',
      'Адрес или ссылка на карту:',
      'Часы работы:',
      'Телефон:',
      'Сайт и соцсети:',
      'Чем полезно:',
      'Когда вы это видели:',
      'Откуда сведения:',
    ]);
    await expect(item.getByRole('link', { name: 'по почте' })).toHaveAttribute('href', /^mailto:guide@example\.org\?/);
  });
});
