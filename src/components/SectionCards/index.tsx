/**
 * The home page's grid of the guide's sections (docs/index.mdx, «Разделы справочника»).
 * Every `to` goes through <Link>, so a wrong route or #anchor fails the build
 * (onBrokenLinks / onBrokenAnchors: 'throw'). Sub-link labels repeat the pages' `sidebar_label`.
 */
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** Drawings in static/img/illustrations/, one per section. */
type Illustration =
  | 'section-samarkand'
  | 'section-apartment'
  | 'section-services'
  | 'section-purchases'
  | 'section-occupation'
  | 'section-cafe'
  | 'section-children'
  | 'section-map'
  | 'section-links';

type SubLink = { readonly label: string; readonly to: string };

type Section = {
  readonly title: string;
  /** The section's first page, in the sidebar's order. */
  readonly to: string;
  /** One line: what the reader finds there. */
  readonly description: string;
  readonly illustration: Illustration;
  /** 2–4 pages (or parts of a one-page section). */
  readonly links: readonly SubLink[];
};

/** In the sidebar's order (sidebars.ts). */
export const SECTIONS: readonly Section[] = [
  {
    title: 'Самарканд и Узбекистан',
    to: '/samarkand/about',
    description:
      'Коротко о городе и стране, виза и регистрация, погода, местные традиции, городские ориентиры, плюсы и минусы переезда.',
    illustration: 'section-samarkand',
    links: [
      { label: 'Виза и регистрация', to: '/samarkand/visa' },
      { label: 'Погода и климат', to: '/samarkand/weather' },
      { label: 'Топонимы', to: '/samarkand/toponyms' },
      { label: 'За и против', to: '/samarkand/compare' },
    ],
  },
  {
    title: 'Жильё',
    to: '/apartment/find',
    description: 'Как найти и снять квартиру, какой район выбрать, как устроены свет, газ, вода и отопление.',
    illustration: 'section-apartment',
    links: [
      { label: 'Поиск жилья', to: '/apartment/find' },
      { label: 'Районы', to: '/apartment/districts' },
      { label: 'Коммунальные услуги', to: '/apartment/utilities' },
    ],
  },
  {
    title: 'Услуги',
    to: '/services/communication',
    description:
      'Связь и интернет, банки и переводы, ПИНФЛ и госуслуги, медицина, транспорт, почта, домашние животные, отдых.',
    illustration: 'section-services',
    links: [
      { label: 'Связь и интернет', to: '/services/communication' },
      { label: 'Банки и деньги', to: '/services/finance' },
      { label: 'Госуслуги', to: '/services/government' },
      { label: 'Медицина', to: '/services/medicine' },
    ],
  },
  {
    title: 'Покупки',
    to: '/purchases/grocery',
    description: 'Продукты, рынки, торговые центры, товары для дома и онлайн-покупки.',
    illustration: 'section-purchases',
    links: [
      { label: 'Продукты', to: '/purchases/grocery' },
      { label: 'Базары', to: '/purchases/bazar' },
      { label: 'Торговые центры', to: '/purchases/malls' },
      { label: 'Интернет-магазины', to: '/purchases/online' },
    ],
  },
  {
    title: 'Работа и бизнес',
    to: '/occupation',
    description: 'Где искать работу, как стать самозанятым или открыть бизнес, где работать с ноутбуком.',
    illustration: 'section-occupation',
    links: [
      { label: 'Работа по найму', to: '/occupation#jobs' },
      { label: 'Самозанятость', to: '/occupation#self-employment' },
      { label: 'ИП', to: '/occupation#individual-entrepreneur' },
      { label: 'Коворкинги', to: '/occupation#coworking' },
    ],
  },
  {
    title: 'Кафе и рестораны',
    to: '/cafe/uzbek',
    description: 'Узбекская и европейская кухня, бары и другие заведения.',
    illustration: 'section-cafe',
    links: [
      { label: 'Узбекская кухня', to: '/cafe/uzbek' },
      { label: 'Европейская кухня', to: '/cafe/euro' },
      { label: 'Бары', to: '/cafe/bar' },
      { label: 'Другая кухня', to: '/cafe/other' },
    ],
  },
  {
    title: 'Дети',
    to: '/children/kindergarten',
    description: 'Детские сады, школы и чем заняться с ребёнком.',
    illustration: 'section-children',
    links: [
      { label: 'Детские сады', to: '/children/kindergarten' },
      { label: 'Школы', to: '/children/school' },
      { label: 'Досуг с детьми', to: '/children/activities' },
    ],
  },
  {
    title: 'Карта',
    to: '/map',
    description: 'Полезные места города по категориям.',
    illustration: 'section-map',
    // The map is one page: its companions for finding your way around the city.
    links: [
      { label: 'Районы', to: '/apartment/districts' },
      { label: 'Топонимы', to: '/samarkand/toponyms' },
    ],
  },
  {
    title: 'Полезные ссылки',
    to: '/other/links',
    description: 'Чаты и другие ресурсы о Самарканде и Узбекистане.',
    illustration: 'section-links',
    links: [
      { label: 'Чаты Самарканда', to: '/other/links#chats' },
      { label: 'Чаты Узбекистана', to: '/other/links#uzbekistan' },
      { label: 'Официальные сайты', to: '/other/links#official' },
    ],
  },
];

/** Russian typography: a one- or two-letter word («и», «о», «с», «по») keeps the next word on its line. */
function nbsp(text: string): string {
  const words = text.split(' ');
  return words
    .map((word, i) => (i === 0 ? word : (/^[а-яё]{1,2}$/i.test(words[i - 1]) ? '\u00a0' : ' ') + word))
    .join('');
}

function SectionCard({ section }: { section: Section }) {
  const src = useBaseUrl(`/img/illustrations/${section.illustration}.svg`);
  return (
    <li className={styles.card}>
      <h3 className={styles.title}>
        <Link to={section.to} className={styles.titleLink}>
          <img className={styles.art} src={src} alt="" aria-hidden="true" width={64} height={64} loading="lazy" />
          <span>{nbsp(section.title)}</span>
        </Link>
      </h3>
      <p className={styles.description}>{nbsp(section.description)}</p>
      <ul className={styles.links}>
        {section.links.map((link) => (
          <li key={link.to} className={styles.item}>
            <Link to={link.to} className={styles.link}>
              {nbsp(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

export default function SectionCards() {
  return (
    // A list of pages: search indexes its words below the pages it names (search-local pageText.ts).
    <ul className={styles.grid} data-search-directory="">
      {SECTIONS.map((section) => (
        <SectionCard key={section.to} section={section} />
      ))}
    </ul>
  );
}
