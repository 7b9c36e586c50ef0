import { describe, expect, it, vi } from 'vitest';

vi.mock('@docusaurus/ExecutionEnvironment', () => ({ default: { canUseDOM: false } }));
const { normalizeHtmlPath } = await import('./normalizeHtmlPath');

describe('normalizeHtmlPath', () => {
  it.each([
    ['/samarkand/about.html', '/samarkand/about'],
    ['/index.html', '/'],
    ['/occupation/index.html', '/occupation/'],
    ['/samarkand/about', '/samarkand/about'],
    ['/', '/'],
    ['/img/html', '/img/html'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeHtmlPath(input)).toBe(expected);
  });
});
