/**
 * «Поделиться» on place cards and /map rows (src/components/ShareButton): one click listener for
 * the whole site, since those buttons are static markup that React never hydrates.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { onShare, SHARE_ATTRIBUTE } from '@site/src/lib/share';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(`button[${SHARE_ATTRIBUTE}]`);
    if (button) void onShare(button);
  });
}
