// Interim version. The place-catalogue issue renders real inline maps.
export default function PlaceMap({ category }: { category: string }) {
  return <p>{category}</p>;
}
