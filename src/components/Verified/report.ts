import { issueFormUrl } from '@site/src/lib/issueForms';

type Report = {
  repoUrl: string;
  pageUrl: string;
  pageTitle: string;
  sectionTitle?: string;
  /** «Сведения 2022–2024 годов»: what the page's header says about its facts. */
  facts: string;
};

/** The «Сведения устарели» form with the page (and section) filled in: the reader only says what changed. */
export function reportIssueUrl({ repoUrl, pageUrl, pageTitle, sectionTitle, facts }: Report): string {
  return issueFormUrl(repoUrl, 'outdated', {
    title: `Устарели сведения: «${pageTitle}»${sectionTitle ? `, раздел «${sectionTitle}»` : ''}`,
    fields: { page: pageUrl, facts },
  });
}
