/**
 * <Place id="mahallaosh" /> in a page: one place card. The `data` prop is
 * filled in at build time by src/remark/places.ts; authors write only the id.
 */
import type { PlaceView } from '@site/data/places/types';
import PlaceCard from './PlaceCard';
import PlacesStructuredData from './StructuredData';

type Props = {
  id: string;
  /** Inlined by the remark plugin. */
  data?: PlaceView;
  /** False when the place already has its anchor higher up the page. */
  anchor?: boolean;
};

export default function Place({ id, data, anchor }: Props) {
  // Only reachable outside Markdown (the remark plugin fails the build on unknown ids).
  if (!data) throw new Error(`<Place id="${id}">: no data. Use it in a docs page, where the build resolves the id.`);
  return (
    <>
      <PlaceCard place={data} anchor={anchor} />
      <PlacesStructuredData places={[data]} />
    </>
  );
}
