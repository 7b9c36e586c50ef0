/** The few statistics the measurements report (pure, unit-tested in stats.test.mjs). */

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The nearest-rank percentile: the smallest value with at least p % of the values at or below it. */
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

const round = (x) => Math.round(x * 10) / 10;

/** Median, p90, min and max of a list of timings, to a tenth; the list itself too. */
export function summarize(xs) {
  if (xs.length === 0) throw new Error('summarize: no values');
  return {
    median: round(median(xs)),
    p90: round(percentile(xs, 90)),
    min: round(Math.min(...xs)),
    max: round(Math.max(...xs)),
    runs: xs.map(round),
  };
}
