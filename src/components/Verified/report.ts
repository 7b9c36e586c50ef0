import type { HelpWaysProps } from '@site/src/components/HelpWays';

type Report = {
  pageUrl: string;
  pageTitle: string;
  sectionTitle?: string;
  /** «Сведения 2022–2024 годов»: what the page's header says about its facts. */
  facts: string;
};

/**
 * The «Сведения устарели» form (or the message without GitHub) with the page (and section) filled
 * in: the reader only says what changed.
 */
export function reportPage({
  pageUrl,
  pageTitle,
  sectionTitle,
  facts,
}: Report): Omit<HelpWaysProps<'outdated'>, 'children'> {
  const where = `«${pageTitle}»${sectionTitle ? `, раздел «${sectionTitle}»` : ''}`;
  return {
    form: 'outdated',
    title: `Устарели сведения: ${where}`,
    intro: `Устарели сведения на странице ${where} справочника «Самарканд: справочник релоканта». Допишите, что изменилось:`,
    fields: { page: pageUrl, facts, wrong: '', right: '', source: '' },
    pageUrl,
  };
}
