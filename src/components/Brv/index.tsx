// Interim version. The building-blocks issue adds the sum and the conversions.
export default function Brv({ value }: { value: string | number }) {
  return <span>{String(value).replace('.', ',')}&nbsp;БРВ</span>;
}
