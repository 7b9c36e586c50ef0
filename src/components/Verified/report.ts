import type { HelpWaysProps } from '@site/src/components/HelpWays';

type Report = {
  pageUrl: string;
  pageTitle: string;
  sectionTitle?: string;
  /** «май 2025»: what the page says its facts refer to. */
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
    fields: { page: pageUrl, facts: `Сведения на ${facts}`, wrong: '', right: '', source: '' },
    pageUrl,
  };
}
