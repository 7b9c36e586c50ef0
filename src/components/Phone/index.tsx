// Interim version. The building-blocks issue adds formatting and build-time validation.
export default function Phone({ number }: { number: string }) {
  return <a href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</a>;
}
