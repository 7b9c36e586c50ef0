import { ruPlural } from '@site/src/lib/plural';

type Report = {
  repoUrl: string;
  pageUrl: string;
  pageTitle: string;
  sectionTitle?: string;
  /** «май 2025». */
  verified: string;
  age: number;
};

/** A «new issue» link with the title and body filled in, so a reader only has to say what changed. */
export function reportIssueUrl({ repoUrl, pageUrl, pageTitle, sectionTitle, verified, age }: Report): string {
  const title = `Устарели сведения: «${pageTitle}»${sectionTitle ? `, раздел «${sectionTitle}»` : ''}`;
  const body = [
    `Страница: ${pageUrl}`,
    ...(sectionTitle ? [`Раздел: «${sectionTitle}»`] : []),
    `Отметка «Проверено»: ${verified} (${age} ${ruPlural(age, ['месяц', 'месяца', 'месяцев'])} назад)`,
    '',
    'Что изменилось? Если можно, дайте ссылку на официальный источник.',
    '',
  ].join('\n');
  return `${repoUrl}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
