import { describe, expect, it } from 'vitest';
import { robotsTxt } from './index';

describe('robotsTxt', () => {
  it('names the absolute sitemap URL under the base path', () => {
    expect(robotsTxt('https://example.org', '/guide/')).toContain('Sitemap: https://example.org/guide/sitemap.xml');
    expect(robotsTxt('https://example.org', '/')).toMatch(/^User-agent: \*\nAllow: \//);
  });
});
