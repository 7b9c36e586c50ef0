/** The routes of spec §2, and each doc page's title read from its front matter. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DOC_ROUTES = [
  '/',
  '/apartment/districts',
  '/apartment/find',
  '/apartment/utilities',
  '/cafe/bar',
  '/cafe/euro',
  '/cafe/other',
  '/cafe/uzbek',
  '/changes',
  '/children/activities',
  '/children/kindergarten',
  '/children/school',
  '/occupation',
  '/other/links',
  '/purchases/bazar',
  '/purchases/grocery',
  '/purchases/household',
  '/purchases/malls',
  '/purchases/online',
  '/samarkand/about',
  '/samarkand/compare',
  '/samarkand/people',
  '/samarkand/toponyms',
  '/samarkand/visa',
  '/samarkand/weather',
  '/services/communication',
  '/services/finance',
  '/services/government',
  '/services/medicine',
  '/services/pets',
  '/services/post',
  '/services/recreation',
  '/services/transport',
];

export const STANDALONE_ROUTES = ['/map', '/sale', '/search'];

/** The doc file behind a route. */
export function docFile(route: string): string {
  const rel = route === '/' ? 'index' : route === '/occupation' ? 'occupation/index' : route.slice(1);
  return path.join(__dirname, '..', '..', 'docs', `${rel}.mdx`);
}

/** A front-matter field of the doc behind a route (quotes removed). */
export function frontMatter(route: string, field: string): string | undefined {
  const source = readFileSync(docFile(route), 'utf8');
  const head = source.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
  const value = head.match(new RegExp(`^${field}:\\s*(.*)$`, 'm'))?.[1]?.trim();
  return value?.replace(/^(['"])(.*)\1$/, '$2').replace(/''/g, "'");
}
