import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * The one sidebar, «main». Order follows how a newcomer's first weeks go.
 * Page labels come from each page's `sidebar_label`; the home page (/) is not listed.
 */
const sidebars: SidebarsConfig = {
  main: [
    {
      type: 'category',
      label: 'Самарканд и Узбекистан',
      items: [
        { type: 'doc', id: 'samarkand/about', label: 'Общая информация' },
        'samarkand/visa',
        'samarkand/weather',
        'samarkand/people',
        'samarkand/toponyms',
        'samarkand/compare',
      ],
    },
    {
      type: 'category',
      label: 'Жильё',
      items: ['apartment/find', 'apartment/districts', 'apartment/utilities'],
    },
    {
      type: 'category',
      label: 'Услуги',
      items: [
        'services/communication',
        'services/finance',
        'services/government',
        'services/medicine',
        'services/transport',
        'services/post',
        'services/pets',
        'services/recreation',
      ],
    },
    {
      type: 'category',
      label: 'Покупки',
      items: [
        'purchases/grocery',
        'purchases/bazar',
        'purchases/malls',
        'purchases/household',
        'purchases/online',
        // Not a doc: the board where readers sell and buy things second-hand (#27 §5).
        { type: 'link', label: 'Барахолка: вещи с рук', href: '/sale' },
      ],
    },
    { type: 'doc', id: 'occupation/index', label: 'Работа и бизнес' },
    {
      type: 'category',
      label: 'Кафе и рестораны',
      items: ['cafe/uzbek', 'cafe/euro', 'cafe/bar', 'cafe/other'],
    },
    {
      type: 'category',
      label: 'Дети',
      items: ['children/kindergarten', 'children/school', 'children/activities'],
    },
    { type: 'link', label: 'Карта', href: '/map' },
    { type: 'doc', id: 'other/links', label: 'Полезные ссылки' },
    'changes',
  ],
};

export default sidebars;
