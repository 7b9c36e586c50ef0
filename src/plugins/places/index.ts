/**
 * Local Docusaurus plugin for the place catalogue.
 * load: validate every entry (the build stops with one message listing each
 *   problem: file › id › field, and how to fix it) and resolve the catalogue;
 * contentLoaded: write the /map data as a JSON module and add the /map route
 *   with it, so only /map downloads the whole catalogue. Nothing goes into
 *   global data: pages get their places inlined by src/remark/places.ts;
 * configureWebpack: keep the card code in a chunk of its own (see below).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadCatalogue } from '../../../data/places';
import { mapData } from '../../../data/places/catalogue';
import type { MapData } from '../../../data/places/types';
import { placePages } from '../../remark/places';

export default function placesPlugin(context: LoadContext): Plugin {
  return {
    name: 'samguide-places',

    getPathsToWatch() {
      return [path.join(context.siteDir, 'data/places/**/*.ts'), path.join(context.siteDir, 'docs/**/*.mdx')];
    },

    async loadContent(): Promise<MapData> {
      const catalogue = loadCatalogue();
      // A row of /map links to the place's card where a page shows one (data/places/address.ts).
      return mapData(catalogue, placePages(catalogue, path.join(context.siteDir, 'docs')));
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const own = [
        'places',
        'src/components/Place',
        'src/components/PlaceList',
        'src/components/PlaceMap',
        'src/components/LinkIcon',
      ].map((dir) => path.join(context.siteDir, dir) + path.sep);
      // The hours and link helpers the cards use: otherwise in `common`, which every page loads.
      const ownFiles = ['data/places/hours.ts', 'data/places/links.ts', 'src/lib/openStatusSlots.ts'].map((file) =>
        path.join(context.siteDir, file),
      );
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // More than half the pages show places, so Docusaurus would put the card code into
              // its `common` chunk, which pages without places load too. A chunk of its own is
              // loaded only where a card, a list or an inline map is.
              places: {
                name: 'places',
                test: (module: object) => {
                  const resource = (module as { resource?: string }).resource;
                  return (
                    resource !== undefined &&
                    (own.some((dir) => resource.startsWith(dir)) || ownFiles.includes(resource))
                  );
                },
                priority: 45,
                minChunks: 1,
                reuseExistingChunk: true,
              },
            },
          },
        },
      };
    },

    async contentLoaded({ content, actions }) {
      const data = await actions.createData('map-data.json', JSON.stringify(content as MapData));
      actions.addRoute({
        path: `${context.baseUrl.replace(/\/$/, '')}/map`,
        component: '@site/src/pages/_map/MapPage',
        modules: { data },
        exact: true,
      });
    },
  };
}
