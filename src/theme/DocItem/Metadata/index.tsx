/**
 * Replaces the theme's DocItem/Metadata (ten lines, nothing else in it) so that a page can keep a
 * short heading for the reader and a longer, descriptive title for search engines: front matter
 * `title` is the h1, the breadcrumbs and the search suggestions; `seo_title`, where a page has one,
 * goes to `<title>` (issue #27 §1). Link previews in chats get the short title as `og:title`, which
 * Telegram does not cut, and the page's own picture (src/plugins/og-images) as `og:image` (issue #50 §2).
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { ogImagePath } from '@site/src/plugins/og-images/image';

export default function DocItemMetadata(): ReactNode {
  const { metadata, frontMatter, assets } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const seoTitle = (frontMatter as { seo_title?: unknown }).seo_title;
  return (
    <>
      <PageMetadata
        title={typeof seoTitle === 'string' && seoTitle.trim() ? seoTitle : metadata.title}
        description={metadata.description}
        keywords={frontMatter.keywords}
        image={assets.image ?? frontMatter.image ?? ogImagePath(metadata.permalink, siteConfig.baseUrl)}
      />
      {/* After PageMetadata: the last tag with the same property wins. */}
      <Head>
        <meta property="og:title" content={metadata.title} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:type" content="image/png" />
      </Head>
    </>
  );
}
