/** The place card as the server renders it: relations, doubtful hours, shared phones, the address. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { location, siteConfig } from '@site/src/test/docusaurusMocks';
import { loadCatalogue } from '@site/data/places';
import { OPEN_HOURS_ATTRIBUTE } from '@site/src/lib/openStatusAttribute';
import type { PlaceView } from '@site/data/places/types';

vi.mock('@docusaurus/useDocusaurusContext', () => ({ default: () => ({ siteConfig }) }));
vi.mock('@docusaurus/router', () => ({ useLocation: () => location }));
vi.mock('@docusaurus/useBrokenLinks', () => ({ default: () => ({ collectAnchor: () => undefined }) }));
vi.mock('@docusaurus/useIsBrowser', () => ({ default: () => false }));
vi.mock('@docusaurus/ExecutionEnvironment', () => ({ default: { canUseDOM: false } }));

const { default: PlaceCard, UNCONFIRMED_HOURS } = await import('./PlaceCard');
const { default: styles } = await import('./styles.module.css');

const catalogue = loadCatalogue();
const place = (id: string): PlaceView => catalogue.place(id)!;
const render = (view: PlaceView) => renderToStaticMarkup(<PlaceCard place={view} />);
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\u00a0/g, ' ');

describe('<PlaceCard>', () => {
  it('says which mall a shop is in, linking to the mall’s card', () => {
    const view = place('home-market');
    const html = render({ ...view, inside: { ...view.inside!, href: '/purchases/malls#makon-mall' } });
    expect(text(html)).toContain('Гдев ТЦ Makon Mall (ГУМ)');
    expect(html).toContain('<a href="/purchases/malls#makon-mall">Makon Mall (ГУМ)</a>');
    // The number was the mall's: the shop's card no longer borrows it.
    expect(text(html)).not.toContain('285-55-55');
  });

  it('names a district in quotes, and without a known card says it without a link', () => {
    const html = render(place('pervaya-ostanovka-mikrorayona'));
    expect(text(html)).toContain('в районе «Микрорайон»');
    expect(html).not.toContain('href="#mikrorayon"');
  });

  it('a playground in a mall takes the mall’s pin and no longer links to the mall’s map card', () => {
    const view = place('igrovaya-ploshchadka-v-makon-mall');
    expect(view.location).toEqual(place('makon-mall').location);
    expect(view.links).toEqual([]);
    expect(text(render(view))).toContain('в ТЦ Makon Mall (ГУМ)');
  });

  it('doubtful hours are shown, marked, and get no open/closed slot', () => {
    const html = render(place('orlmed'));
    expect(text(html)).toContain('пн–сб: 8:00–20:00');
    expect(text(html)).toContain(UNCONFIRMED_HOURS);
    expect(html).not.toContain(OPEN_HOURS_ATTRIBUTE);
  });

  it('confirmed hours keep their open/closed slot and no doubt', () => {
    const html = render(place('korzinka-atlas'));
    expect(html).toContain(OPEN_HOURS_ATTRIBUTE);
    expect(text(html)).not.toContain(UNCONFIRMED_HOURS);
  });

  describe('the age of the hours (issue #47 §2), on the build month’s clock like the page header', () => {
    const at = (month: string, view: PlaceView) => {
      const before = siteConfig.customFields.buildMonth;
      siteConfig.customFields.buildMonth = month;
      try {
        return render(view);
      } finally {
        siteConfig.customFields.buildMonth = before;
      }
    };
    /** The hours' date tag, and whether it shows only beside the status (recent hours) or always (old ones). */
    const hoursTag = (html: string) => {
      const tag = /<span class="([^"]*)"[^>]*data-as-of="([^"]+)"[^>]*>(\(часы [^<]*\))<\/span>/.exec(html);
      if (!tag) return null;
      const shows = tag[1].split(' ').includes(styles.statusDate!) ? 'beside status' : 'always';
      return { asOf: tag[2], words: tag[3].replace(/\u00a0/g, ' '), shows };
    };

    it('hours older than 12 months say how old whatever the status', () => {
      // The bar's hours are «не позднее» May 2025 (facts/cafe/bar.md): 18 months before November 2026.
      expect(hoursTag(at('2026-11', place('sam-craft')))).toEqual({
        asOf: '2025-05',
        words: '(часы не позднее мая 2025)',
        shows: 'always',
      });
    });

    it('recent hours show their date only beside «Открыто сейчас» / «Закрыто» (hidden while it is empty)', () => {
      // Lor markaz: «не позднее» June 2026, 5 months before the build.
      const html = at('2026-11', place('lor-markaz'));
      expect(hoursTag(html)).toEqual({ asOf: '2026-06', words: '(часы не позднее июня 2026)', shows: 'beside status' });
      // Right after the status slot, a space between (a narrow line breaks there, not inside the tag).
      expect(html).toMatch(
        new RegExp(`${OPEN_HOURS_ATTRIBUTE}="[^"]*"></span> <span class="[^"]*${styles.statusDate}`),
      );
    });

    it('the same hours show always once they are older than 12 months (from July 2027)', () => {
      expect(hoursTag(at('2027-06', place('lor-markaz')))!.shows).toBe('beside status');
      expect(hoursTag(at('2027-07', place('lor-markaz')))!.shows).toBe('always');
      expect(hoursTag(at('2027-08', place('lor-markaz')))).toMatchObject({ asOf: '2026-06', shows: 'always' });
    });

    it('doubtful hours get no status, so their date shows only when old', () => {
      expect(hoursTag(at('2026-11', place('orlmed')))).toBeNull();
      expect(hoursTag(at('2027-08', place('orlmed')))).toMatchObject({ asOf: '2026-06', shows: 'always' });
    });

    it('a place without hours has no hours tag', () => {
      expect(hoursTag(at('2027-08', place('ziyoda')))).toBeNull();
    });
  });

  it('a number shared within a chain says with whom', () => {
    const samCraft = text(render(place('sam-craft')));
    expect(samCraft).toContain('+998 99 444-96-62 (те же номера у Sam Craft Pub)');
    expect(samCraft.match(/у Sam Craft Pub/g)).toHaveLength(1);
    const wellcom = text(render(place('wellcom-pendzhikentskaya')));
    expect(wellcom).toContain('+998 55 701-08-88 (тот же номер у Wellcom — Юсупова)');
    expect(wellcom).not.toMatch(/236-40-05 \(тот же/);
  });

  it('shows the address of every place that has one', () => {
    const withAddress = catalogue.places.filter((p) => p.address);
    expect(withAddress.length).toBeGreaterThan(40);
    for (const p of withAddress) expect(text(render(p)), p.id).toContain(`Адрес${p.address!.replace(/\u00a0/g, ' ')}`);
  });

  it('«Поделиться» shares the card’s own address; the card links to the place on /map (issue #48 §1, §5)', () => {
    const html = render(place('ziyoda'));
    expect(html).toContain('data-share="/samarkand/visa#ziyoda"');
    expect(html).toContain(`data-share-name="${place('ziyoda').name}"`);
    expect(html).toContain('<a href="/map#ziyoda">На карте справочника</a>');
    // A Tashkent shop is not on the Samarkand map.
    const tashkent = catalogue.places.find((p) => p.city)!;
    expect(render(tashkent)).not.toContain('На карте справочника');
  });

  it('a card without an address says so and what to do, and never guesses one (issue #48 §6)', () => {
    const silent = catalogue.places.filter((p) => !p.address && !p.inside && p.category !== 'toponyms');
    expect(silent.length).toBeGreaterThan(10);
    for (const p of silent) expect(text(render(p)), p.id).toMatch(/Адресне указан/);
    const withPhone = silent.find((p) => p.phones?.length)!;
    expect(text(render(withPhone))).toContain('Адресне указан — позвоните и уточните');
    // A landmark is itself the answer; a place in a district or a mall says where it is instead.
    expect(text(render(place('markhabo')))).not.toContain('не указан');
    expect(text(render(place('asr-market')))).toContain('Гдев районе «Мархабо»');
  });
});
