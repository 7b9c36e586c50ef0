// Interim version: formatting only. The building-blocks issue adds the currency tooltip.
export default function Price({ sum, to }: { sum: string | number; to?: string | number }) {
  const fmt = (v: string | number) =>
    Number(String(v).replace(/\s/g, '')).toLocaleString('ru-RU').replace(/\s/g, '\u00a0');
  return <span>{to ? `${fmt(sum)}–${fmt(to)}` : fmt(sum)}&nbsp;сум</span>;
}
