import { describe, expect, it } from 'vitest';
import { medianCost, renderCost } from './render-cost.mjs';

const URL = 'http://127.0.0.1:4000/samarkand/visa';
// A trace in miniature: the blank page before the navigation, then the page on the same thread.
const event = (name, ts, dur, tdur, args = {}, where = { pid: 1, tid: 1 }) => ({
  name,
  ph: 'X',
  ts,
  dur,
  tdur,
  args,
  ...where,
});
const events = [
  event('UpdateLayoutTree', 10, 900, 800, { elementCount: 300 }), // before the page: not counted
  event('ParseHTML', 100, 5000, 4000, { beginData: { url: URL } }),
  event('UpdateLayoutTree', 200, 300, 250, { elementCount: 9 }),
  event('Layout', 600, 200, 100, { beginData: { dirtyObjects: 9, totalObjects: 9 } }),
  event('UpdateLayoutTree', 1000, 17_000, 15_000, { elementCount: 693 }),
  event('Layout', 20_000, 13_000, 11_000, { beginData: { dirtyObjects: 1213, totalObjects: 1213 } }),
  event('UpdateLayoutTree', 40_000, 2000, 1500, { elementCount: 44 }),
  event('Layout', 43_000, 1000, 1000, { beginData: { dirtyObjects: 35, totalObjects: 1224 } }),
  event('Layout', 44_000, 9000, 9000, { beginData: { dirtyObjects: 500 } }, { pid: 1, tid: 2 }), // a worker
];

describe('renderCost', () => {
  it("takes the page's first real style and layout, and sums thread time from its HTML parse on", () => {
    expect(renderCost(events, URL)).toEqual({
      firstStyle: 15,
      elements: 693,
      firstLayout: 11,
      objects: 1213,
      style: 0.25 + 15 + 1.5,
      layout: 0.1 + 11 + 1,
    });
  });

  it('falls back to wall time where a trace has no thread time', () => {
    const wall = events.map((e) => ({ ...e, tdur: undefined }));
    expect(renderCost(wall, URL).firstStyle).toBe(17);
  });

  it('stops when the trace does not hold the page', () => {
    expect(() => renderCost(events, 'http://127.0.0.1:4000/map')).toThrow(/no HTML parse of .*\/map/);
  });
});

describe('medianCost', () => {
  it('takes the median of each figure on its own', () => {
    const cost = (firstStyle, layout) => ({
      firstStyle,
      elements: 693,
      firstLayout: 1,
      objects: 1213,
      style: 1,
      layout,
    });
    expect(medianCost([cost(3, 30), cost(1, 10), cost(2, 50)])).toMatchObject({ firstStyle: 2, layout: 30 });
  });
});
