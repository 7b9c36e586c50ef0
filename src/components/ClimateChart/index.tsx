/**
 * <ClimateChart /> for /samarkand/weather: average daily high and low temperature (lines) and
 * precipitation (bars) by month, as an SVG drawn at build time. A data table with the same
 * numbers follows it for screen readers and anyone who prefers numbers; both work without
 * JavaScript. Colours come from CSS variables, so the chart follows the light/dark theme.
 * Data: data/climate.ts (only numbers from the facts file; see there).
 */
import { useId } from 'react';
import { samarkandClimate, type ClimateNormals } from '@site/data/climate';
import { chartGeometry, formatCelsius as formatC, formatMm, MONTHS_FULL, MONTHS_SHORT, summarize } from './geometry';
import styles from './styles.module.css';

export default function ClimateChart({ data = samarkandClimate }: { data?: ClimateNormals | null }) {
  const id = useId();
  // No checked monthly normals yet (see data/climate.ts): the page's text says where to find them.
  if (!data || data.months.length !== 12) return null;

  const g = chartGeometry(data.months);
  const source = data.sourceUrl ? (
    <a href={data.sourceUrl} target="_blank" rel="noopener noreferrer">
      {data.source}
    </a>
  ) : (
    data.source
  );

  return (
    <figure className={styles.figure} aria-labelledby={`${id}-caption`}>
      <svg className={styles.chart} viewBox={`0 0 ${g.width} ${g.height}`} role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>{summarize(data.months)}</title>
        {g.tempTicks.map((t) => (
          <g key={`t${t.value}`}>
            <line
              className={t.value === 0 ? styles.zero : styles.grid}
              x1={g.plot.left}
              x2={g.plot.right}
              y1={t.y}
              y2={t.y}
            />
            <text className={styles.axis} x={g.plot.left - 4} y={t.y} textAnchor="end" dominantBaseline="middle">
              {formatC(t.value)}
            </text>
          </g>
        ))}
        {g.precipTicks.map((t) => (
          <text key={`p${t.value}`} className={styles.axis} x={g.plot.right + 4} y={t.y} dominantBaseline="middle">
            {t.value}
          </text>
        ))}
        <text className={styles.unit} x={g.plot.left - 4} y={g.plot.top - 10} textAnchor="end">
          °C
        </text>
        <text className={styles.unit} x={g.plot.right + 4} y={g.plot.top - 10}>
          мм
        </text>
        {g.bars.map((b) => (
          <rect key={b.month} className={styles.bar} x={b.x} y={b.y} width={b.width} height={b.height} rx={1.5} />
        ))}
        <polyline className={styles.high} points={g.highLine} />
        <polyline className={styles.low} points={g.lowLine} />
        {g.points.map((p) => (
          <g key={p.month}>
            <circle className={styles.highDot} cx={p.x} cy={p.yHigh} r={2.5} />
            <circle className={styles.lowDot} cx={p.x} cy={p.yLow} r={2.5} />
            <text className={styles.axis} x={p.x} y={g.plot.bottom + 14} textAnchor="middle">
              {MONTHS_SHORT[p.month - 1]}
            </text>
          </g>
        ))}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legendHigh}>средний максимум</li>
        <li className={styles.legendLow}>средний минимум</li>
        <li className={styles.legendBar}>осадки за месяц</li>
      </ul>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        Климат Самарканда: средние дневные максимумы и минимумы температуры (°C) и осадки (мм) по месяцам. Источник:{' '}
        {source}.
      </figcaption>
      <details className={styles.details}>
        <summary>Те же данные таблицей</summary>
        <div className={styles.tableWrap}>
          <table>
            <caption className="samguide-sr-only">Климат Самарканда по месяцам</caption>
            <thead>
              <tr>
                <th scope="col">Месяц</th>
                <th scope="col">Макс., °C</th>
                <th scope="col">Мин., °C</th>
                <th scope="col">Осадки, мм</th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{MONTHS_FULL[m.month - 1]}</th>
                  <td>{formatC(m.highC)}</td>
                  <td>{formatC(m.lowC)}</td>
                  <td>{formatMm(m.precipitationMm)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
