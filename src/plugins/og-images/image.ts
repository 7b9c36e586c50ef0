/**
 * A doc page's preview picture for chats and social networks (issue #50 §2): 1200×630, the guide's
 * colours and mark as in static/img/source/og-default.svg, the page's section and its short title.
 * Pure: the SVG is built here, sharp turns it into a PNG.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** og:title is the page's short title; Telegram cuts longer ones. */
export const MAX_OG_TITLE = 60;
/** The pictures' folder in the build (config/offline.ts leaves it out of the offline copy). */
export const OG_DIR = 'img/og';

/** Where a page's picture is, relative to the site's base URL: / → img/og/index.png, /a/b → img/og/a/b.png. */
export function ogImagePath(permalink: string, baseUrl: string): string {
  const route = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  return `${OG_DIR}/${route.replace(/\/+$/, '') || 'index'}.png`;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Words into lines of at most `max` characters (a longer word gets a line of its own). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= max) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function ogImageSvg({ title, section }: { title: string; section?: string }): string {
  // DejaVu Sans Bold is about 0.61 em a character: at 72 px some 17 fit the 760 px right of the
  // mark; a long title steps down to 56 px (22 a line) rather than run past three lines.
  const big = wrap(title, 17);
  const [size, lines] = big.length <= 3 ? [72, big] : [56, wrap(title, 22)];
  const lineHeight = Math.round(size * 1.2);
  const top = 330 - ((lines.length - 1) * lineHeight) / 2;
  const titleLines = lines
    .map(
      (line, i) =>
        `<text x="360" y="${top + i * lineHeight}" font-size="${size}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs><pattern id="tiles" width="60" height="60" patternUnits="userSpaceOnUse"><path d="M30 0 60 30 30 60 0 30z" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2"/></pattern></defs>
<rect width="1200" height="630" fill="#0a4a5a"/><rect width="1200" height="630" fill="url(#tiles)"/>
<g transform="translate(80 215) scale(3.1)"><rect width="64" height="64" rx="14" fill="#0e6a80"/><path d="M14 50V30h36v20z" fill="#f4c95d"/><path d="M26 50V38a6 6 0 0 1 12 0v12z" fill="#0e6a80"/><path d="M17 30c0-9 7-15 15-15s15 6 15 15z" fill="#3ec1d3"/><path d="M32 15v15M24.5 17.5 27 30M39.5 17.5 37 30" stroke="#0e6a80" stroke-width="2"/><path d="M32 8v7" stroke="#f4c95d" stroke-width="3" stroke-linecap="round"/><rect x="10" y="50" width="44" height="4" rx="1" fill="#f4c95d"/></g>
<g font-family="DejaVu Sans, Arial, sans-serif" fill="#ffffff">
<text x="80" y="95" font-size="34" font-weight="700" fill="#f4c95d">Самарканд: справочник релоканта</text>
${section ? `<text x="360" y="${top - lineHeight}" font-size="36" fill="#d7eef2">${escapeXml(section)}</text>` : ''}
${titleLines}
</g></svg>`;
}
