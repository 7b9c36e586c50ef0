/**
 * <PlaceList category="osh" /> in a page: the cards of a category (with its
 * subcategories unless nested={false}, and the places tagged with its id
 * unless tagged={false}) or of a tag. The `data` prop is filled in at build
 * time by src/remark/places.ts, without the places the page shows elsewhere.
 */
import PlaceCard from '@site/src/components/Place/PlaceCard';
import PlacesStructuredData from '@site/src/components/Place/StructuredData';
import type { PlaceListData } from '@site/data/places/types';
import styles from './styles.module.css';

type Props = {
  category: string;
  nested?: boolean;
  tagged?: boolean;
  /** Inlined by the remark plugin. */
  data?: PlaceListData;
};

export default function PlaceList({ category, data }: Props) {
  if (!data)
    throw new Error(
      `<PlaceList category="${category}">: no data. Use it in a docs page, where the build resolves the category.`,
    );
  const noAnchor = new Set(data.noAnchor);
  return (
    <div className={styles.list} data-category={category}>
      {data.places.map((place) => (
        <PlaceCard key={place.id} place={place} anchor={!noAnchor.has(place.id)} />
      ))}
      <PlacesStructuredData places={data.places} />
    </div>
  );
}
