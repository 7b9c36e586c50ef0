/**
 * Replaces the theme's DocItem/Metadata (ten lines, nothing else in it) so that a page can keep a
 * short heading for the reader and a longer, descriptive title for search engines and link
 * previews: front matter `title` is the h1, the breadcrumbs and the search suggestions;
 * `seo_title`, where a page has one, goes to `<title>` and `og:title` (issue #27 §1).
 */
import type { ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

export default function DocItemMetadata(): ReactNode {
  const { metadata, frontMatter, assets } = useDoc();
  const seoTitle = (frontMatter as { seo_title?: unknown }).seo_title;
  return (
    <PageMetadata
      title={typeof seoTitle === 'string' && seoTitle.trim() ? seoTitle : metadata.title}
      description={metadata.description}
      keywords={frontMatter.keywords}
      image={assets.image ?? frontMatter.image}
    />
  );
}
