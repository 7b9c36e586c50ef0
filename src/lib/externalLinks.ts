/**
 * The class of an external link in page text, set at build time by src/remark/linkIcons.ts and
 * read by the MDX link wrapper (src/theme/MDXComponents/A). Its own module, not the LinkIcon
 * folder: that folder belongs to the `places` chunk (src/plugins/places), which the wrapper,
 * present on every page, must not pull into pages without places.
 */
export const EXTERNAL_LINK_CLASS = 'samguide-ext-link';
