import type { Footer } from '@docusaurus/theme-common';
import { REPO_URL, TELEGRAM_CHAT_URL } from './site';

/** Footer columns: the eight entry points of the guide (spec §1), then where to talk to us. */
export const footerLinks: Footer['links'] = [
  {
    title: 'Жизнь в Самарканде',
    items: [
      { label: 'О городе и стране', to: '/samarkand/about' },
      { label: 'Как найти квартиру', to: '/apartment/find' },
      { label: 'Связь и интернет', to: '/services/communication' },
      { label: 'Продукты', to: '/purchases/grocery' },
      // The board of second-hand things: no doc page links it, and search alone found it (#27 §5).
      { label: 'Барахолка: купить и продать', to: '/sale' },
    ],
  },
  {
    title: 'Дела и семья',
    items: [
      { label: 'Работа и бизнес', to: '/occupation' },
      { label: 'Детские сады', to: '/children/kindergarten' },
      { label: 'Карта', to: '/map' },
      { label: 'Полезные ссылки', to: '/other/links' },
      // The save button of the offline copy (issue #12), reachable from every page.
      { label: 'Читать без интернета', to: '/#offline' },
    ],
  },
  {
    title: 'Сообщество',
    items: [
      { label: 'Чат релокантов в Telegram', href: TELEGRAM_CHAT_URL },
      { label: 'Исходный код на GitHub', href: REPO_URL },
    ],
  },
];
