/**
 * The theme's inline script hides the announcement bar before hydration when the
 * reader dismissed *a* bar, without checking that it was *this* bar. React then
 * resets the dismissal for a new id, but the CSS attribute keeps the new bar hidden
 * until the next page load. Clearing the attribute here, before hydration, shows a
 * new announcement at once (spec §4: dismissal is reset when the bar's id changes).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

type AnnouncementConfig = { announcementBar?: { id: string } };

export function isNewAnnouncement(currentId: string | undefined, viewedId: string | null): boolean {
  return !!currentId && currentId !== viewedId;
}

if (ExecutionEnvironment.canUseDOM) {
  const currentId = (siteConfig.themeConfig as AnnouncementConfig).announcementBar?.id;
  let viewedId: string | null = null;
  try {
    viewedId = localStorage.getItem('docusaurus.announcement.id');
  } catch {
    // Storage blocked: the theme shows the bar anyway.
  }
  if (isNewAnnouncement(currentId, viewedId)) {
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }
}
