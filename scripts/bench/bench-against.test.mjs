import { describe, expect, it } from 'vitest';
import { AGAINST_ROUTES, formatAgainst, parseRoutes } from './bench-against.mjs';
import { median } from './stats.mjs';

const run = (tbt, fcp) => ({
  tbt,
  fcp,
  styleLayout: 200,
  scriptEvaluation: 500,
  scriptParseCompile: 60,
  domElements: 690,
});

describe('formatAgainst', () => {
  it('shows FCP beside TBT, so that a TBT bought by a later FCP is seen', () => {
    const a = [run(2, 1837), run(16, 1816), run(0, 1830)];
    const b = [run(85, 910), run(39, 905), run(101, 921)];
    const summary = (runs) => ({ ...run(median(runs.map((r) => r.tbt)), median(runs.map((r) => r.fcp))) });
    const text = formatAgainst(
      [
        {
          route: '/samarkand/visa',
          a: summary(a),
          b: summary(b),
          tbtPairRatio: 0.02,
          styleLayoutPairRatio: 0.47,
          samples: { a, b },
        },
      ],
      'A',
      'B',
      3,
    );
    const [header, row] = text.split('\n').slice(2, 4);
    expect(header).toContain('FCP ms A/B');
    expect(row).toMatch(/\|\s+1830 \/\s+910 \|/);
    // Issue #31 sets its style & layout goal as a ratio: the pairs' median is shown, not only the ms.
    expect(header).toContain('style & layout pair ratio');
    expect(row).toMatch(/\|\s+0\.47 \|/);
    expect(text).toContain('2 16 0 | 85 39 101');
  });
});

describe('parseRoutes', () => {
  it('compares the four pages of issue #31 unless told otherwise', () => {
    expect(parseRoutes(undefined)).toEqual(AGAINST_ROUTES);
  });

  it('takes site paths separated by commas', () => {
    expect(parseRoutes('/samarkand/visa, /map')).toEqual(['/samarkand/visa', '/map']);
  });

  it.each(['', ',', 'samarkand/visa', '//example.com/', '/map,https://example.com/'])(
    'stops on %j, naming the option',
    (value) => {
      expect(() => parseRoutes(value)).toThrow(/--routes: expected the site's paths/);
    },
  );
});
