import { describe, expect, it, vi } from 'vitest';

vi.mock('@docusaurus/ExecutionEnvironment', () => ({ default: { canUseDOM: false } }));
vi.mock('@generated/docusaurus.config', () => ({ default: { themeConfig: {} } }));

const { isNewAnnouncement } = await import('./announcementBarReset');

describe('isNewAnnouncement', () => {
  it('is new when the reader saw another bar or none', () => {
    expect(isNewAnnouncement('first-week-2026-11', 'older')).toBe(true);
    expect(isNewAnnouncement('first-week-2026-11', null)).toBe(true);
  });
  it('is not new when the reader saw this bar, or when there is no bar', () => {
    expect(isNewAnnouncement('first-week-2026-11', 'first-week-2026-11')).toBe(false);
    expect(isNewAnnouncement(undefined, 'older')).toBe(false);
  });
});
