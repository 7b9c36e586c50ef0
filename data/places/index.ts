/**
 * The place catalogue: the five group files, validated and resolved.
 * Build-time entry point (remark plugin, Docusaurus plugin, tests). The
 * browser never imports this file: pages get only the places they use.
 */
import { buildCatalogue, type Catalogue } from './catalogue';
import type { PlaceFile } from './define';
import { formatIssues, validateCategories, validatePlaces } from './validate';
import city from './city';
import cafe from './cafe';
import services from './services';
import market from './market';
import children from './children';

export const placeFiles: readonly PlaceFile[] = [city, cafe, services, market, children];

let cached: Catalogue | undefined;

/** The validated catalogue; throws one error listing every problem. */
export function loadCatalogue(): Catalogue {
  if (cached) return cached;
  const issues = [...validateCategories(), ...validatePlaces(placeFiles)];
  if (issues.length) throw new Error(formatIssues(issues));
  cached = buildCatalogue(placeFiles);
  return cached;
}

export type { Catalogue } from './catalogue';
