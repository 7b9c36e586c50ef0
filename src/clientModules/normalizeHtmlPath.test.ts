import { describe, expect, it, vi } from 'vitest';

vi.mock('@docusaurus/ExecutionEnvironment', () => ({ default: { canUseDOM: false } }));
vi.mock('@generated/docusaurus.config', () => ({ default: { baseUrl: '/' } }));
const { normalizeHtmlPath } = await import('./normalizeHtmlPath');

describe('normalizeHtmlPath', () => {
  it.each([
    ['/samarkand/about.html', '/samarkand/about'],
    ['/index.html', '/'],
    ['/occupation/index.html', '/occupation'],
    ['/samarkand/about/', '/samarkand/about'],
    ['/search/', '/search'],
    ['/samarkand/about', '/samarkand/about'],
    ['/', '/'],
    ['/img/html', '/img/html'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeHtmlPath(input)).toBe(expected);
  });

  it.each([
    ['/samguide/', '/samguide/'],
    ['/samguide/index.html', '/samguide/'],
    ['/samguide/search/', '/samguide/search'],
  ])('under the base URL /samguide/: %s → %s', (input, expected) => {
    expect(normalizeHtmlPath(input, '/samguide/')).toBe(expected);
  });
});
