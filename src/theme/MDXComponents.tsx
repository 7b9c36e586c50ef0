/**
 * Wraps (does not eject) the theme's MDX component map so that page authors
 * can use the guide's building blocks in Markdown without writing imports.
 */
import MDXComponents from '@theme-original/MDXComponents';
import Price from '@site/src/components/Price';
import Brv from '@site/src/components/Brv';
import Phone from '@site/src/components/Phone';
import Checklist from '@site/src/components/Checklist';
import ClimateChart from '@site/src/components/ClimateChart';
import { Place, PlaceList, PlaceMap } from '@site/src/components/Place';

export default {
  ...MDXComponents,
  Price,
  Brv,
  Phone,
  Checklist,
  ClimateChart,
  Place,
  PlaceList,
  PlaceMap,
};
