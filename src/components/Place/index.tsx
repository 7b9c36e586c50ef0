// Interim versions. The place-catalogue issue renders real cards, lists and maps.
export function Place({ id }: { id: string }) {
  return <p>{id}</p>;
}
export function PlaceList({ category }: { category: string }) {
  return <p>{category}</p>;
}
export function PlaceMap({ category }: { category: string }) {
  return <p>{category}</p>;
}
