/** Pure layout and wording for <ClimateChart>, kept apart so they can be tested without React. */
import type { MonthlyNormal } from '@site/data/climate';
import { formatNumber, NBSP } from '@site/src/lib/money';

export const MONTHS_SHORT = ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];
export const MONTHS_FULL = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
];
const MONTHS_IN = [
  'январе',
  'феврале',
  'марте',
  'апреле',
  'мае',
  'июне',
  'июле',
  'августе',
  'сентябре',
  'октябре',
  'ноябре',
  'декабре',
];

/** «+31», «−2,5»: a real minus sign, a decimal comma. */
export function formatCelsius(t: number): string {
  const sign = t > 0 ? '+' : t < 0 ? '−' : '';
  return sign + formatNumber(Math.abs(t), Number.isInteger(t) ? 0 : 1);
}

export function formatMm(mm: number): string {
  return formatNumber(mm, Number.isInteger(mm) ? 0 : 1);
}

/**
 * A 400×240 drawing: small enough that its 10-unit text stays legible when a 360 px phone
 * scales it down. Temperature on the left axis in steps of 10 °C; precipitation on the right
 * axis, scaled so its ticks fall on the same grid lines.
 */
export function chartGeometry(months: MonthlyNormal[]) {
  const width = 400;
  const height = 240;
  const plot = { left: 34, right: 366, top: 22, bottom: 206 };
  const tMin = Math.min(0, Math.floor(Math.min(...months.map((m) => m.lowC)) / 10) * 10);
  const tMax = Math.max(10, Math.ceil(Math.max(...months.map((m) => m.highC)) / 10) * 10);
  const intervals = (tMax - tMin) / 10;
  const maxMm = Math.max(...months.map((m) => m.precipitationMm));
  const mmStep = [5, 10, 20, 25, 50, 100].find((s) => s * intervals >= maxMm) ?? Math.ceil(maxMm / intervals);
  const mmMax = mmStep * intervals;

  const yTemp = (t: number) => plot.bottom - ((t - tMin) / (tMax - tMin)) * (plot.bottom - plot.top);
  const yMm = (mm: number) => plot.bottom - (mm / mmMax) * (plot.bottom - plot.top);
  const band = (plot.right - plot.left) / 12;
  const x = (month: number) => plot.left + band * (month - 0.5);
  const round = (n: number) => Math.round(n * 10) / 10;

  const points = months.map((m) => ({
    month: m.month,
    x: round(x(m.month)),
    yHigh: round(yTemp(m.highC)),
    yLow: round(yTemp(m.lowC)),
  }));
  return {
    width,
    height,
    plot,
    tempTicks: Array.from({ length: intervals + 1 }, (_, i) => ({
      value: tMin + i * 10,
      y: round(yTemp(tMin + i * 10)),
    })),
    precipTicks: Array.from({ length: intervals + 1 }, (_, i) => ({ value: i * mmStep, y: round(yMm(i * mmStep)) })),
    bars: months.map((m) => {
      const top = yMm(m.precipitationMm);
      return {
        month: m.month,
        x: round(x(m.month) - band * 0.28),
        y: round(top),
        width: round(band * 0.56),
        height: round(plot.bottom - top),
      };
    }),
    points,
    highLine: points.map((p) => `${p.x},${p.yHigh}`).join(' '),
    lowLine: points.map((p) => `${p.x},${p.yLow}`).join(' '),
  };
}

/** One sentence for the chart's accessible name: the warmest, the coldest and the wettest month. */
export function summarize(months: MonthlyNormal[]): string {
  const by = (f: (m: MonthlyNormal) => number, pick: (a: number, b: number) => boolean) =>
    months.reduce((best, m) => (pick(f(m), f(best)) ? m : best));
  const warm = by(
    (m) => m.highC,
    (a, b) => a > b,
  );
  const cold = by(
    (m) => m.lowC,
    (a, b) => a < b,
  );
  const wet = by(
    (m) => m.precipitationMm,
    (a, b) => a > b,
  );
  return (
    `Теплее всего в ${MONTHS_IN[warm.month - 1]}: днём в среднем ${formatCelsius(warm.highC)}${NBSP}°C. ` +
    `Холоднее всего в ${MONTHS_IN[cold.month - 1]}: ночью в среднем ${formatCelsius(cold.lowC)}${NBSP}°C. ` +
    `Больше всего осадков в ${MONTHS_IN[wet.month - 1]}: ${formatMm(wet.precipitationMm)}${NBSP}мм.`
  );
}
