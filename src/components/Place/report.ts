import { issueFormUrl } from '@site/src/lib/issueForms';

/** «Сообщить, что сведения устарели»: the «Сведения устарели» issue form with the place and the page filled in. */
export function reportPlaceUrl({
  repoUrl,
  pageUrl,
  id,
  name,
  facts,
}: {
  repoUrl: string;
  pageUrl: string;
  id: string;
  name: string;
  /** The card's date line, «Сведения на сентябрь 2024»; '' when the card has none (left out of the form). */
  facts: string;
}): string {
  return issueFormUrl(repoUrl, 'outdated', {
    title: `Неточность в карточке «${name}»`,
    fields: { page: pageUrl, place: `${name} (id: ${id})`, facts },
  });
}
