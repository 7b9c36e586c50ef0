// Interim version. The place-catalogue issue renders real lists.
export default function PlaceList({ category }: { category: string; nested?: boolean }) {
  return <p>{category}</p>;
}
