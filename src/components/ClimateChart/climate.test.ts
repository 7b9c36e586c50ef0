import { describe, expect, it } from 'vitest';
import { samarkandClimate, type MonthlyNormal } from '@site/data/climate';
import { chartGeometry, formatCelsius, summarize } from './geometry';

describe('data/climate.ts', () => {
  // Runs for real once numbers from the facts file are filled in.
  it.runIf(samarkandClimate !== null)('has twelve sane months and a named source', () => {
    const data = samarkandClimate!;
    expect(data.source.trim()).not.toBe('');
    expect(data.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const m of data.months) {
      expect(m.lowC, `month ${m.month}`).toBeLessThanOrEqual(m.highC);
      expect(m.precipitationMm, `month ${m.month}`).toBeGreaterThanOrEqual(0);
      expect(m.highC).toBeLessThan(50);
      expect(m.lowC).toBeGreaterThan(-40);
    }
  });
});

describe('chart geometry', () => {
  const months: MonthlyNormal[] = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    highC: 5 + i * 2,
    lowC: -5 + i,
    precipitationMm: 60 - i * 4,
  }));

  it('spans whole tens of degrees, with precipitation ticks on the same grid lines', () => {
    const g = chartGeometry(months);
    expect(g.tempTicks.map((t) => t.value)).toEqual([-10, 0, 10, 20, 30]);
    expect(g.precipTicks.map((t) => t.value)).toEqual([0, 20, 40, 60, 80]);
    expect(g.precipTicks.map((t) => t.y)).toEqual(g.tempTicks.map((t) => t.y));
    expect(g.tempTicks[0].y).toBe(g.plot.bottom);
    expect(g.tempTicks.at(-1)!.y).toBe(g.plot.top);
  });

  it('keeps bars and points inside the plot, in month order', () => {
    const g = chartGeometry(months);
    for (const b of g.bars) {
      expect(b.y).toBeGreaterThanOrEqual(g.plot.top);
      expect(b.y + b.height).toBeCloseTo(g.plot.bottom, 0);
    }
    const xs = g.points.map((p) => p.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(xs[0]).toBeGreaterThan(g.plot.left);
    expect(xs[11]).toBeLessThan(g.plot.right);
  });

  it('describes the year in one sentence', () => {
    expect(summarize(months)).toBe(
      'Теплее всего в декабре: днём в среднем +27\u00a0°C. Холоднее всего в январе: ночью в среднем −5\u00a0°C. Больше всего осадков в январе: 60\u00a0мм.',
    );
    expect(formatCelsius(-2.5)).toBe('−2,5');
    expect(formatCelsius(0)).toBe('0');
  });
});
