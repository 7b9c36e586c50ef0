/**
 * Writes robots.txt after the build. It is generated, not a static file,
 * because it must name the sitemap's absolute URL, which depends on SITE_URL/BASE_URL.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${baseUrl}sitemap.xml\n`;
}

export default function robots(): Plugin {
  return {
    name: 'samguide-robots',
    async postBuild({ siteConfig, outDir }) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, siteConfig.baseUrl));
    },
  };
}
