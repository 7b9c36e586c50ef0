import { describe, expect, it } from 'vitest';
import { anchorSections } from './anchorSections';

describe('anchorSections', () => {
  it('makes each anchored table row a section: the name as heading, the row as text', () => {
    const html = `<main><h2 id=landmarks>Ориентиры</h2><table><tbody>
      <tr><td><span id=povorot data-search-section class="anchor">Поворот</span></td><td>Перекрёсток четырёх улиц</td></tr>
      <tr><td><span id=lim data-search-section>Лимонадка</span></td><td>Бывший лимонадный цех</td></tr>
      </tbody></table><p><span id=plain>не секция</span></p></main>`;
    expect(anchorSections('/samarkand/toponyms', html)).toEqual([
      { url: '/samarkand/toponyms', hash: '#povorot', heading: 'Поворот', text: 'Поворот; Перекрёсток четырёх улиц.' },
      { url: '/samarkand/toponyms', hash: '#lim', heading: 'Лимонадка', text: 'Лимонадка; Бывший лимонадный цех.' },
    ]);
  });

  it('leaves out what the plugin ignores (screen-reader hints)', () => {
    const html = `<table><tr><td><span id=a data-search-section>Айвазовского</span></td>
      <td><a href=https://t.me/x>чат<span class=samguide-sr-only> (Telegram, откроется в новой вкладке)</span></a></td></tr></table>`;
    expect(anchorSections('/p', html, ['.samguide-sr-only'])[0].text).toBe('Айвазовского; чат.');
  });

  it('gives each cell its column label from the header row', () => {
    const html = `<table><thead><tr><th>Название<th>Что это<tbody>
      <tr><td><span id=reg data-search-section>Регистан</span> (Registon)<td>Площадь</table>`;
    expect(anchorSections('/p', html)[0]).toMatchObject({
      heading: 'Регистан',
      text: 'Название: Регистан (Registon); Что это: Площадь.',
    });
  });

  it('finds nothing on a page without anchors', () => {
    expect(anchorSections('/a', '<main><h2 id=x>X</h2><p>Текст</p></main>')).toEqual([]);
  });
});
