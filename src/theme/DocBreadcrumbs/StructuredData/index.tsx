/**
 * Replaces the theme's breadcrumbs JSON-LD (issue #50 §3). The theme leaves out every crumb without a
 * link, and the guide's sections (the sidebar's categories) have no page of their own, so search
 * engines saw a one-item list: the page alone. Here a section is named with the address of its
 * first page, as the sidebar opens it, and a page outside any section is under the guide itself.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { findFirstSidebarItemLink } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocBreadcrumbs/StructuredData';
import { breadcrumbList } from '@site/src/lib/structuredData';

export default function DocBreadcrumbsStructuredData({ breadcrumbs }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const crumbs = breadcrumbs.flatMap((item) => {
    const href = item.href ?? (item.type === 'category' ? findFirstSidebarItemLink(item) : undefined);
    return href ? [{ name: item.label, url: `${siteConfig.url}${href}` }] : [];
  });
  // The home page: no section, nothing to list.
  if (crumbs.length === 0) return null;
  if (crumbs.length === 1) crumbs.unshift({ name: siteConfig.title, url: `${siteConfig.url}${siteConfig.baseUrl}` });
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(breadcrumbList(crumbs))}</script>
    </Head>
  );
}
