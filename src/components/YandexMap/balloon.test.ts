import { describe, expect, test } from 'vitest';
import type { PlaceView } from '@site/data/places/types';
import { loadCatalogue } from '@site/data/places';
import { dateTagHtml, escapeHtml, placemarkContent, placemarks } from './balloon';

const evil = '<img src=x onerror=alert(1)>';
const place: PlaceView = {
  id: 'xss',
  name: evil,
  description: `Описание ${evil} & «ёлочки»`,
  address: 'ул. "Кавычки", 1',
  phones: ['+998 66 233-12-12', '<b>1</b>'],
  hours: [{ days: [1, 2, 3, 4, 5, 6, 7], from: 480, to: 1200, note: '<script>x</script>' }],
  links: [
    { kind: 'web', url: 'https://example.uz/?a=1&b="2"' },
    { kind: 'yandexMap', url: 'https://yandex.uz/maps/org/1/' },
    { kind: 'telegram', url: 'javascript:alert(1)' },
  ],
  sourceDate: '2026-06-11',
  category: 'osh',
  categoryPath: 'cafe/uzbek-food/osh',
  icon: 'islands#orangeFoodIcon',
  location: [39.65, 66.95],
};

describe('placemark content', () => {
  const content = placemarkContent(place);
  const all = Object.values(content).join('\n');

  test('a name with markup shows as text in the hint and the balloon', () => {
    expect(content.hintContent).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(content.balloonContentHeader).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  test('no field can inject a tag or an attribute', () => {
    expect(all).not.toMatch(/<img|<script|<b>1/);
    expect(all).toContain('ул. &quot;Кавычки&quot;, 1');
    expect(all).toContain('href="https://example.uz/?a=1&amp;b=&quot;2&quot;"');
  });

  test('only https and tel links become links', () => {
    expect(all).toContain('<a href="tel:+998662331212">+998 66 233-12-12</a>');
    expect(all).not.toContain('javascript:');
    expect(content.balloonContentBody).toMatch(/Telegram$|Telegram<\/p>$/);
  });

  test('map services come first, then the rest', () => {
    expect(content.balloonContentBody.indexOf('Яндекс Карты')).toBeLessThan(content.balloonContentBody.indexOf('Сайт'));
  });

  test('hours in Russian, and no date borrowed from the source', () => {
    expect(content.balloonContentBody).toContain('ежедневно: 8:00–20:00 (&lt;script&gt;x&lt;/script&gt;)');
    // No dated fact, no date: the source's commit date is not when anyone saw the place.
    expect(content.balloonContentFooter).toBe('');
  });

  test('escapeHtml covers the five characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('dates in a balloon (issue #47): each after its fact, as on the cards, never «Сведения на …»', () => {
  const catalogue = loadCatalogue();
  const tagText = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\u00a0/g, ' ');

  test('a dated price carries its date right after the sum; the footer no longer dates the place', () => {
    const baby = placemarkContent(catalogue.place('baby-angels')!, '2026-11');
    expect(baby.balloonContentBody).toMatch(/<span class="samguide-balloon-date" data-as-of="2023">/);
    expect(tagText(baby.balloonContentBody)).toMatch(/\d сум · 2023/);
    expect(baby.balloonContentFooter).toBe('');
    expect(Object.values(baby).join('')).not.toContain('Сведения на');
  });

  test('a price the catalogue does not date is «не позднее» its source’s month', () => {
    const priced = catalogue.places.find((p) => p.prices?.some((x) => !x.asOf))!;
    const body = placemarkContent(priced, '2026-11').balloonContentBody;
    expect(body).toContain('data-not-after=""');
    expect(tagText(body)).toContain('сум · не позднее июня 2026');
  });

  test('old hours say how old on the hours line, on the build month’s clock; recent hours do not', () => {
    const body = placemarkContent(catalogue.place('sam-craft')!, '2026-11').balloonContentBody;
    const hours = body.split('<p>').find((p) => p.startsWith('<b>Часы работы:'))!;
    expect(hours).toContain(' <span class="samguide-balloon-date" data-as-of="2025-05" data-not-after="">');
    expect(tagText(hours)).toMatch(/\d \(часы не позднее мая 2025\)$/);
    const ent = catalogue.place('lor-markaz')!;
    expect(tagText(placemarkContent(ent, '2026-11').balloonContentBody)).not.toContain('часы не позднее');
    expect(tagText(placemarkContent(ent, '2027-08').balloonContentBody)).toContain(' (часы не позднее июня 2026)');
  });

  test('a real re-check is the footer', () => {
    const checked = { ...catalogue.place('baby-angels')!, checked: '2026-10-02' };
    expect(placemarkContent(checked, '2026-11').balloonContentFooter).toBe('Проверено: октябрь 2026');
  });

  test('the tag escapes what it is given', () => {
    expect(dateTagHtml('2023', { label: '<b>' })).toBe(
      '<span class="samguide-balloon-date" data-as-of="2023"> · &lt;b&gt; <time datetime="2023">2023</time></span>',
    );
  });
});

describe('one pin per building', () => {
  const catalogue = loadCatalogue();
  const mall = catalogue.place('makon-mall')!;
  const playground = catalogue.place('igrovaya-ploshchadka-v-makon-mall')!;
  const shop = catalogue.place('home-market')!;

  test('places inside a mall on the same map fold into the mall’s pin and balloon', () => {
    const marks = placemarks([mall, playground, shop]);
    expect(marks.map((m) => m.place.id)).toEqual(['makon-mall']);
    expect(marks[0].content.balloonContentBody).toContain(
      '<b>Здесь же:</b> Игровая площадка в Makon Mall, Home market',
    );
    expect(marks[0].content.hintContent).toContain('здесь же');
  });

  test('without its mall, a place keeps its pin and says where it is', () => {
    const [mark] = placemarks([playground]);
    expect(mark.place.location).toEqual(mall.location);
    expect(mark.content.balloonContentBody).toContain('в ТЦ Makon Mall (ГУМ)');
  });

  test('doubtful hours are marked in the balloon', () => {
    expect(placemarkContent(catalogue.place('orlmed')!).balloonContentBody).toContain('Часы работы (не подтверждены):');
  });
});
