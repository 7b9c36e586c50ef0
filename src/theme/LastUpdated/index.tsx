/**
 * Replaces the original (it does not render it). At the bottom of a page the theme puts the day of
 * the page's last edit; readers took it for the date of the facts (issues #22, #47 §1). Here it says
 * the same words as the line under the title, «Сведения 2022–2024 годов и новости до января 2026»
 * (config/freshness.ts `factsAge`); the edit day lives only in that line's disclosure
 * (src/components/Verified), worded as an edit of the text. Plain weight.
 */
import type { ReactNode } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { factsAge, formatFactsAge, pageDateFields, TEXT_DATES_FIELD } from '@site/config/freshness';
import { pageChanges } from '@site/config/changes';

/** The header's words for the doc being rendered, or null outside a doc or without `facts_date` (never throws). */
function useFactsWords(): string | null {
  let fields: Record<string, unknown>;
  try {
    const doc = useDoc();
    fields = doc.frontMatter as Record<string, unknown>;
  } catch {
    return null;
  }
  const { facts } = pageDateFields(fields);
  const news = pageChanges(fields).map((c) => c.date);
  const age = factsAge(facts, undefined, undefined, fields[TEXT_DATES_FIELD], news);
  return age ? formatFactsAge(age) : null;
}

export default function LastUpdated(): ReactNode {
  const words = useFactsWords();
  if (!words) return null;
  return (
    <span className={ThemeClassNames.common.lastUpdated} data-facts-words="">
      {words}
    </span>
  );
}
