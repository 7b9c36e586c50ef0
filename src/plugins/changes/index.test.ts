import { describe, expect, it } from 'vitest';
import { collectChanges } from '.';

type Doc = Parameters<typeof collectChanges>[0][number];

/** The fields of a loaded doc that the collection reads. */
const doc = (permalink: string, title: string, changes: unknown, unlisted = false) =>
  ({ permalink, title, unlisted, frontMatter: changes === undefined ? {} : { changes } }) as unknown as Doc;

describe('collectChanges', () => {
  it('gathers every listed page’s lines with their page, newest first', () => {
    const changes = collectChanges([
      doc('/services/post', 'Почта', ['2025-05 #customs-limits Лимит для посылок изменился.']),
      doc('/samarkand/visa', 'Виза', [
        '2025-08-01 #fee Пошлина пересчитана.',
        '2026-01-01 #visa-free-changes Безвизовый срок изменился.',
      ]),
      doc('/services/pets', 'Питомцы', undefined),
    ]);
    expect(changes.map((c) => [c.date, c.page, c.anchor, c.pageTitle])).toEqual([
      ['2026-01-01', '/samarkand/visa', 'visa-free-changes', 'Виза'],
      ['2025-08-01', '/samarkand/visa', 'fee', 'Виза'],
      ['2025-05', '/services/post', 'customs-limits', 'Почта'],
    ]);
    expect(changes[2].text).toBe('Лимит для посылок изменился.');
  });

  it('gives each line an id from its page, section and date', () => {
    const [change] = collectChanges([doc('/samarkand/visa', 'Виза', ['2025-08-01 #fee Пошлина пересчитана.'])]);
    expect(change.id).toBe('samarkand-visa-fee-2025-08-01');
  });

  it('uses the built route of an index page (no trailing slash), and the home page as «/»', () => {
    const changes = collectChanges([
      doc('/occupation/', 'Работа', ['2026-01-01 #taxes-2026 Налоги изменились.']),
      doc('/', 'Главная', ['2025 #first-week Срок изменился.']),
    ]);
    expect(changes.map((c) => [c.page, c.id])).toEqual([
      ['/occupation', 'occupation-taxes-2026-2026-01-01'],
      ['/', 'home-first-week-2025'],
    ]);
  });

  it('skips unlisted pages and lines the build reports as invalid', () => {
    const changes = collectChanges([
      doc('/e2e/draft', 'Черновик', ['2025-08-01 #fee Пошлина пересчитана.'], true),
      doc('/samarkand/visa', 'Виза', ['2025-13-01 #fee Такой даты нет.', 42, '2025-08-01 #fee Пошлина пересчитана.']),
      doc('/services/post', 'Почта', 'не список'),
    ]);
    expect(changes.map((c) => c.id)).toEqual(['samarkand-visa-fee-2025-08-01']);
  });
});
