import { describe, expect, it } from 'vitest';
import { pageSections } from './pageText';

const page = (body: string) =>
  `<html><body><main><article><header><h1>Виза</h1></header><p>Вступление.</p>${body}</article></main></body></html>`;

describe('pageSections', () => {
  it('makes the text under the title a section, then one per h2/h3', () => {
    const sections = pageSections(
      '/visa',
      page('<h2 id=fee>Сбор<a class=hash-link href=#fee>\u200b</a></h2><p>Платите в банке.</p>'),
    );
    expect(sections).toEqual([
      { url: '/visa', hash: '', heading: '', text: 'Вступление.' },
      { url: '/visa', hash: '#fee', heading: 'Сбор', text: 'Платите в банке.' },
    ]);
  });

  it('knows which section is a place card (its data-place), for the card shown on two pages', () => {
    const sections = pageSections(
      '/bar',
      page(`<h2 id=list>Бары<a class=hash-link href=#list>\u200b</a></h2><section id=lion data-place=lion>
        <h3>Lion Wise<a class=hash-link href=#lion>\u200b</a></h3><p>Паб.</p></section>`),
    );
    expect(sections.map((s) => [s.hash, s.place])).toEqual([
      ['', undefined],
      ['#list', undefined],
      ['#lion', 'lion'],
    ]);
  });

  it('indexes a table row by row, each value after its column label', () => {
    const [, s] = pageSections(
      '/p',
      page(`<h2 id=t>Магазины</h2><table><thead><tr><th>Магазин<th>Кому подойдёт<th>Вокзал
        <tbody><tr><td>Корзинка<td>Всем<td>около 5 минут<tr><td>Макро<td>—<td></table>`),
    );
    expect(s.text).toBe(
      'Магазин: Корзинка; Кому подойдёт: Всем; Вокзал: около 5 минут. Магазин: Макро; Кому подойдёт: —.',
    );
  });

  it('leaves out what a reader cannot see: tooltips, screen-reader text, zero-width spaces', () => {
    const [, s] = pageSections(
      '/p',
      page(`<h2 id=x>Цены</h2><p>Ввозите <span><button>70 000 000 сум</button><span role=tooltip>≈ 5 761 $
        по курсу ЦБ Узбекистана</span></span> и боль\u00adше, <a href=https://lex.uz>закон<span class=samguide-sr-only>
        (откроется в новой вкладке)</span></a><span class=sr-only>скрыто</span><span class=visually-hidden>тоже</span>
        <span hidden>и это</span> За\u200bвод.</p>`),
      ['.samguide-sr-only'],
    );
    expect(s.text).toBe('Ввозите 70 000 000 сум и больше, закон Завод.');
  });

  it('keeps a list of other pages apart, and starts no section at a heading inside it', () => {
    const sections = pageSections(
      '/',
      page(`<h2 id=sections>Разделы</h2><ul data-search-directory><li><h3><a href=/flat>Жильё</a></h3>
        <p>Как снять квартиру.</ul><p>Сначала прочитайте о районах.</p>`),
    );
    expect(sections.map((s) => s.hash)).toEqual(['', '#sections']);
    expect(sections[1]).toMatchObject({
      text: 'Жильё. Как снять квартиру. Сначала прочитайте о районах.',
      directory: { own: 'Сначала прочитайте о районах.', links: 'Жильё. Как снять квартиру.' },
    });
    expect(sections[0].directory).toBeUndefined();
  });

  it('keeps a non-breaking space, so that a snippet does not break a number from its unit', () => {
    const [, s] = pageSections('/p', page('<h2 id=x>Лимит</h2><p>До 10\u00a0000 долларов,\n  100\u00a0сум.</p>'));
    expect(s.text).toBe('До 10\u00a0000 долларов, 100\u00a0сум.');
  });

  it('joins blocks that end without punctuation by a full stop, a term and its description by a colon', () => {
    const [, s] = pageSections(
      '/p',
      page(`<h2 id=b>Банки</h2><ul><li>Капиталбанк<p>Банк релокантов</p><li>Алокабанк<li>Anorbank выдаёт <b>карты</b>:
        <ul><li>за неделю;<li>по паспорту.</ul></ul><h3 id=k>Хамкорбанк (Золотая корона)</h3><p>Нужен паспорт.`),
    );
    expect(s.text).toBe('Капиталбанк. Банк релокантов. Алокабанк. Anorbank выдаёт карты: за неделю; по паспорту.');
    const [, card] = pageSections(
      '/p',
      page('<h2 id=c>Swiss Lab</h2><p>Лаборатория<dl><dt>Адрес<dd>ул. Ибн Сино, 4б</dl>'),
    );
    expect(card.text).toBe('Лаборатория. Адрес: ул. Ибн Сино, 4б');
  });
});
