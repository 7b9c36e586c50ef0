/**
 * The schema.org entities of the place cards a <Place> or <PlaceList> shows (issue #50 §3), as one
 * JSON-LD script in the page's <head>: outside the static card, so that hydration keeps it.
 */
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import type { PlaceView } from '@site/data/places/types';
import { placesGraph } from '@site/src/lib/structuredData';

export default function PlacesStructuredData({ places }: { places: readonly PlaceView[] }) {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  if (places.length === 0) return null;
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(placesGraph(places, `${siteConfig.url}${pathname}`))}</script>
    </Head>
  );
}
