/**
 * Local Docusaurus plugin for the place catalogue.
 * load: validate every entry (the build stops with one message listing each
 *   problem: file › id › field, and how to fix it) and resolve the catalogue;
 * contentLoaded: write the /map data as a JSON module and add the /map route
 *   with it, so only /map downloads the whole catalogue. Nothing goes into
 *   global data: pages get their places inlined by src/remark/places.ts.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadCatalogue } from '../../../places';
import { mapData } from '../../../places/catalogue';
import type { MapData } from '../../../places/types';

export default function placesPlugin(context: LoadContext): Plugin {
  return {
    name: 'samguide-places',

    getPathsToWatch() {
      return [path.join(context.siteDir, 'places/**/*.ts')];
    },

    async loadContent(): Promise<MapData> {
      return mapData(loadCatalogue());
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
