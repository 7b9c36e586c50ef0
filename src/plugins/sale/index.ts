/**
 * Routes /sale («Барахолка») with its listings as a data module of that route only,
 * so no other page downloads them.
 *
 * The listings come from data/sale/listings.ts (written by hand) and data/sale/listings/*.json
 * (one file per listing, written by `npm run listing` from the «Продаю вещь» issue form) and are
 * validated here together: a bad pull request fails the build with the listing's id and the field.
 * With `fixtures: true` (SAMGUIDE_E2E_FIXTURES=1, the e2e build) the board gets
 * data/sale/__fixtures__/listings.ts and data/sale/__fixtures__/listings/*.json instead, so the
 * e2e suite can exercise it while production ships the real list.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { listings as published } from '../../../data/sale/listings';
import { listings as fixtureListings } from '../../../data/sale/__fixtures__/listings';
import { parseListings, todayInSamarkand, type Listing } from '../../../data/sale/schema';
import { isExpired } from '../../../data/sale/board';
import { LISTINGS_DIR, readListingFiles } from '../../../data/sale/files';

export type SalePluginOptions = { fixtures?: boolean };

/** Throws when a listing names an image that is not in static/. */
export function checkImages(listings: readonly Listing[], staticDir: string, source: string): void {
  const missing = listings.filter((l) => l.image && !existsSync(path.join(staticDir, l.image)));
  if (missing.length) {
    throw new Error(
      `${source}: нет файлов картинок\n- ${missing.map((l) => `объявление «${l.id}», поле «image»: нет файла static/${l.image}`).join('\n- ')}`,
    );
  }
}

/** Validates the listings and drops the ones already expired at build time (they would only be hidden on load). */
export function prepareListings(
  data: unknown,
  { today, source, keepExpired }: { today: string; source: string; keepExpired: boolean },
) {
  const listings = parseListings(data, { today, source });
  return keepExpired ? listings : listings.filter((l) => !isExpired(l.date, today));
}

export default function salePlugin(context: LoadContext, options?: unknown): Plugin {
  // Docusaurus types plugin options as unknown; only an explicit `fixtures: true` switches the source.
  const fixtures = (options as SalePluginOptions | undefined)?.fixtures === true;
  const dir = fixtures ? 'data/sale/__fixtures__/listings' : LISTINGS_DIR;
  const source = fixtures ? `data/sale/__fixtures__/listings.ts, ${dir}/` : `data/sale/listings.ts, ${dir}/`;

  return {
    name: 'samguide-sale',

    async loadContent() {
      const files = readListingFiles(context.siteDir, dir).map((f) => f.data);
      const listings = prepareListings([...(fixtures ? fixtureListings : published), ...files], {
        today: todayInSamarkand(),
        source,
        // The fixtures are dated for the e2e suite's frozen clock, not for the day of the build.
        keepExpired: fixtures,
      });
      checkImages(listings, path.join(context.siteDir, 'static'), source);
      return listings;
    },

    async contentLoaded({ content, actions }) {
      const data = await actions.createData('listings.json', JSON.stringify(content));
      actions.addRoute({
        path: `${context.baseUrl}sale`,
        component: '@site/src/pages/_sale/SalePage.tsx',
        modules: { listings: data },
        exact: true,
      });
    },
  };
}
