/**
 * Ejected (not wrapped): spec §4 asks for a two-state switch — every click flips light ↔ dark — while
 * the theme's own toggle cycles three states (system → light → dark), so with a light system
 * preference its first click changed nothing visible. The cycle order and the icon choice live inside
 * the original component, out of reach of props or translations.
 *
 * With nothing stored the site follows the system preference, live (Docusaurus does that while the
 * stored choice is empty); a click stores the explicit theme under `theme`, which Docusaurus syncs
 * across tabs. The label names what a click will do («Включить тёмную тему»).
 */
import clsx from 'clsx';
import { useColorMode } from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import type { Props } from '@theme/ColorModeToggle';
import styles from './styles.module.css';

export default function ColorModeToggle({ className, buttonClassName }: Props) {
  const isBrowser = useIsBrowser();
  const { colorMode, setColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  const label =
    next === 'dark'
      ? translate({ id: 'theme.colorToggle.switchToDark', message: 'Switch to dark mode' })
      : translate({ id: 'theme.colorToggle.switchToLight', message: 'Switch to light mode' });
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        className={clsx('clean-btn', styles.toggleButton, !isBrowser && styles.toggleButtonDisabled, buttonClassName)}
        type="button"
        onClick={() => setColorMode(next)}
        // Before hydration the button cannot act; the theme's toggle does the same.
        disabled={!isBrowser}
        title={label}
        aria-label={label}
      >
        {/* Both icons are in the server HTML; CSS shows the current theme's one from <html data-theme>,
            which the theme's inline script sets before the first paint (no flash). */}
        <IconLightMode aria-hidden className={clsx(styles.icon, styles.lightIcon)} />
        <IconDarkMode aria-hidden className={clsx(styles.icon, styles.darkIcon)} />
      </button>
    </div>
  );
}
