// Interim version. The place-catalogue issue renders real cards.
export default function Place({ id }: { id: string }) {
  return <p>{id}</p>;
}
