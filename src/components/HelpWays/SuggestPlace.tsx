/**
 * `<SuggestPlace />` in a page (the home page's «Как помочь справочнику»): the «Новое место на
 * карту» form, or the same questions as a message without GitHub.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { categories, GROUPS } from '@site/data/places/categories';
import HelpWays from '.';

/** The answers «Раздел» accepts (new-place.yml, read by scripts/contrib/place.ts). */
const SECTIONS = [...GROUPS.map((group) => categories[group].label), 'Не знаю'].join(', ');

export default function SuggestPlace() {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  return (
    <HelpWays
      form="place"
      title="Новое место: "
      intro={`Новое место для справочника «Самарканд: справочник релоканта». Допишите ответы после двоеточий; раздел — один из: ${SECTIONS}:`}
      fields={{
        name: '',
        category: '',
        where: '',
        hours: '',
        phone: '',
        links: '',
        description: '',
        seen: '',
        source: '',
      }}
      pageUrl={`${siteConfig.url}${pathname}`}
    >
      Предложить место
    </HelpWays>
  );
}
