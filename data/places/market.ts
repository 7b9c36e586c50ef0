/**
 * Place catalogue — Покупки: продукты, торговые центры, товары для дома, рынки.
 *
 * HOW TO ADD A PLACE
 * 1. Copy an entry below and change it. Required: id, name, category and
 *    sourceDate. Everything else is optional: leave a field out rather than
 *    guess (a place without `location` still gets a card, just no pin).
 * 2. `id`: lower-case Latin words joined by hyphens, unique in the whole
 *    catalogue. Pages refer to it (`<Place id="…" />`): never rename one.
 * 3. `category` — one of this group's categories:
 *      market               Покупки
 *      grocery              Продукты
 *      korzinka             Korzinka
 *      optovikuz            Optovik.uz
 *      farvonuz             Farovon.uz
 *      wellcom              Wellcom
 *      kiwi                 Kiwi
 *      single-supermarkets  Одиночные супермаркеты
 *      mini-supermarkets    Мини-супермаркеты
 *      mall                 Торговые центры
 *      household            Товары для дома
 *      ikea                 IKEA под заказ (Ташкент)
 *      bazar                Рынки
 *    (the tree and how to add a category: data/places/categories.ts).
 * 4. `tags` (optional): other categories the place also belongs to, or
 *    beer, coffee, pyatok.
 * 5. `description`: short Russian facts, «ёлочки», em dash « — », no «я/мы».
 *    `phones`: '+998 XX XXX-XX-XX' or a short service number ('1154').
 *    `hours`: { days: '1-6', time: '08:00-15:00' }; '24h'; 'closed';
 *    past midnight as '10:00-01:00'; the format is in data/places/hours.ts.
 *    `links`: https only, each on its own service (yandexMap, googleMap,
 *    twoGis, web, instagram, telegram, facebook, vkontakte, youtube, video).
 *    `sourceDate`: the date of the source the facts come from (its page
 *    or file date, or the day you saw the place yourself), YYYY-MM-DD.
 *    It is never shown: a card shows a date only when a price carries its
 *    own `asOf`; otherwise the page around the card dates it (#22).
 *    `checked` (optional): the day a maintainer re-checked every fact of
 *    the entry against its sources. Never write it for a check not made.
 *    `hoursUnconfirmed: true`: the source doubts the hours (rows that
 *    contradict each other): the card marks them and never says «Открыто
 *    сейчас» or «Закрыто».
 *    `inside: '<id>'`: the place is in another (a shop or a playground in
 *    a mall): the card says «в ТЦ …» and links to it; without its own
 *    `location` the place takes that one's pin. `chain: '<key>'`: the
 *    same key on every card of one chain or organisation.
 *    Look-alike places fail the check: pins closer than 15 m or one phone
 *    on two places need `inside` or a shared `chain`; two cards must not
 *    link to the same organisation on a map service; a pin copied from
 *    another place is worse than none.
 * 6. Run `npx vitest run places`: every problem is reported with the file,
 *    the id, the field and how to fix it. The build runs the same checks.
 *
 * Example:
 *   {
 *     id: 'korzinka-atlas',
 *     name: 'Корзинка — Атлас',
 *     category: 'korzinka',
 *     address: 'ул. Буюк Ипак Йули, 131б',
 *     location: [39.646176, 66.924256],
 *     hours: [{ time: '08:00-23:00' }],
 *     links: { yandexMap: 'https://yandex.uz/maps/org/92457012251/' },
 *     sourceDate: '2026-06-11',
 *   },
 */
import { definePlaces } from './define';

export default definePlaces('market', [
  {
    id: 'korzinka-motrid',
    name: 'Корзинка — Мотрид',
    category: 'korzinka',
    location: [39.717617, 66.932119],
    hours: [{ time: '08:00-24:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/123704214724/',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001076990024/firm/70000001079872840',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'korzinka-diskont-vokzal',
    name: 'Корзинка DISKONT, Вокзал',
    category: 'korzinka',
    address: 'ул. Рудаки, 54',
    location: [39.682519, 66.930601],
    hours: [{ time: '08:00-21:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/191146181348/',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001076990024/firm/70000001077171866',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'korzinka-anjir-staryy-bilayn',
    name: 'Корзинка — Anjir, Старый Билайн',
    category: 'korzinka',
    address: 'ул. Беруни, 56б',
    location: [39.674405, 66.926164],
    hours: [{ time: '08:00-24:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/124060217179/',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001076990024/firm/70000001076990025',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'korzinka-gagarina-byvshiy-makro',
    name: 'Корзинка — Гагарина, Бывший Makro',
    category: 'korzinka',
    address: 'ул. Гагарина, 86',
    location: [39.658417, 66.935889],
    hours: [{ time: '08:00-24:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/149128938819/',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001076990024/firm/70000001077389578',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'korzinka-dinamo-mbaraka',
    name: 'Корзинка — Динамо, M.Baraka',
    category: 'korzinka',
    inside: 'mbaraka',
    address: 'ул. Мир Саид Барака, 2',
    location: [39.658292, 66.944207],
    hours: [{ time: '08:00-24:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/114874771350/',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001076990024/firm/70000001077743521',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'korzinka-atlas',
    name: 'Корзинка — Атлас',
    category: 'korzinka',
    inside: 'atlas',
    address: 'ул. Буюк Ипак Йули, 131б',
    location: [39.646176, 66.924256],
    hours: [{ time: '08:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/92457012251/',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001076990024/firm/70000001077855273',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'optovikuz-uzbekistanskaya',
    name: 'Optovik.uz — Узбекистанская',
    category: 'optovikuz',
    address: 'ул. Узбекистанская, 67а',
    location: [39.642316, 66.94649],
    hours: [{ time: '08:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/optovik/6884964601/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080099538',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'optovikuz-dinamo',
    name: 'Optovik.uz — Динамо',
    category: 'optovikuz',
    address: 'ул. Мирзо Улугбека, 39',
    location: [39.657809, 66.947213],
    hours: [{ time: '08:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/226594219136/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001078517037',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'optovikuz-gipermaket',
    name: 'Optovik.uz — Гипермаркет',
    category: 'optovikuz',
    address: 'ул. Ибн Сино, 47',
    location: [39.676405, 66.97552],
    hours: [{ time: '08:00-24:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/optovik_uz/100357560808/',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001083932596/firm/70000001083932597',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'optovikuz-okmachit-21-shkola',
    name: 'Optovik.uz — Окмачит, 21 школа',
    category: 'optovikuz',
    location: [39.621999, 66.994227],
    hours: [{ time: '08:00-23:00' }],
    links: { yandexMap: 'https://yandex.uz/maps/-/CDaAF-LY' },
    sourceDate: '2026-06-11',
  },
  {
    id: 'farvonuz-amira-temura',
    name: 'Farovon.uz — Амира Темура',
    category: 'farvonuz',
    address: 'ул. Амира Темура, 41',
    location: [39.651241, 66.951359],
    phones: ['+998 78 210-00-01'],
    hours: [{ time: '07:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/219656602876/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079802788',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'farovonuz-germes',
    name: 'Farovon.uz — Germes',
    category: 'farvonuz',
    address: 'ул. Гагарина, 101а',
    location: [39.655579, 66.936317],
    phones: ['+998 66 234-04-29'],
    hours: [{ time: '07:00-23:00' }],
    links: { yandexMap: 'https://yandex.uz/maps/org/81001564551/' },
    sourceDate: '2026-06-11',
  },
  {
    id: 'wellcom-pendzhikentskaya',
    name: 'Wellcom — Пенджикентская',
    category: 'wellcom',
    chain: 'wellcom',
    address: 'ул. Пенджикентская, 182',
    location: [39.646161, 66.995871],
    phones: ['+998 55 701-08-88', '+998 66 236-40-05'],
    hours: [{ time: '06:00-24:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/wellcom/119117724608/',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001079683937/firm/70000001079683938/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'wellcom-yusupova',
    name: 'Wellcom — Юсупова',
    category: 'wellcom',
    chain: 'wellcom',
    address: 'ул. Усмана Юсупова, 67',
    location: [39.624484, 66.95598],
    phones: ['+998 55 701-08-88'],
    hours: [{ time: '06:00-24:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/116307451107/',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001079683937/firm/70000001080212593/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'kiwi-zhd-park',
    name: 'Kiwi — ЖД парк',
    category: 'kiwi',
    description: 'Главный магазин сети, рядом с Железнодорожным парком.',
    address: 'ул. Беруни, 67',
    location: [39.676073, 66.927333],
    hours: [{ time: '24h' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/kiwi/106130061823/',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001076640118/firm/70000001076640119/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'kiwi-vtoroy-filial',
    name: 'Kiwi — второй филиал',
    category: 'kiwi',
    description: 'Филиал на улице Намазгох.',
    location: [39.636741, 66.975029],
    hours: [{ time: '24h' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/237818527499/',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001076640118/firm/70000001089368746',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'asr-market',
    name: 'Asr Market',
    category: 'single-supermarkets',
    description: 'Супермаркет в районе Мархабо.',
    inside: 'markhabo',
    location: [39.651715, 66.923086],
    hours: [{ time: '09:00-22:00' }],
    links: {
      yandexMap: 'https://yandex.com/maps/-/CDawqJjP',
      googleMap: 'https://maps.app.goo.gl/m9mETgNVYrzrVHeq8',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077391907/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'vokzal-market',
    name: 'Vokzal Market',
    category: 'single-supermarkets',
    description: 'Недорогой супермаркет у вокзала.',
    address: 'ул. Беруни, 12',
    location: [39.682098, 66.928105],
    hours: [{ time: '07:00-22:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/bulochnaya_pekarnya/134973943789/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080236311',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'yuksalish',
    name: 'Yuksalish',
    category: 'single-supermarkets',
    description:
      'Круглосуточный супермаркет у аэропорта. Много товаров, которых больше нигде в городе нет. Доставка с 9:00 до 21:00.',
    address: 'ул. Ибн Сино, 4б',
    location: [39.690932, 66.988549],
    hours: [{ time: '24h' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CDaANEII',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080161782',
      instagram: 'https://www.instagram.com/yuksalish_supermarket/',
      telegram: 'https://t.me/yuksalish_supermarket',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'buyuk-market',
    name: 'Buyuk',
    category: 'mini-supermarkets',
    description: 'На перекрёстке улиц Рудаки и Гагарина.',
    address: 'ул. Гагарина, 29',
    location: [39.678904, 66.940533],
    phones: ['+998 78 210-01-10'],
    hours: [{ time: '07:00-24:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/172805631788/',
      instagram: 'https://www.instagram.com/buyuksupermarket/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'samyak',
    name: 'Samyak',
    category: 'mini-supermarkets',
    description:
      'Небольшой магазин премиальных и импортных продуктов: японский KitKat, корейская лапша, американские БАДы. Дорого. Заявлена круглосуточная доставка.',
    address: 'ул. Амира Темура, 17а',
    location: [39.65292, 66.957819],
    phones: ['+998 95 224-55-22'],
    hours: [{ time: '24h' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/14048181921/',
      instagram: 'https://www.instagram.com/samyak.uz/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'family-park',
    name: 'Family Park',
    category: 'mall',
    location: [39.663462, 66.907895],
    phones: ['+998 97 928-29-99', '+998 93 664-07-30', '+998 91 531-62-70'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/104778732221/',
      googleMap: 'https://goo.gl/maps/SsY9YpPyNEneRBcu5',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077221362',
      instagram: 'https://www.instagram.com/family_park.uz/',
      telegram: 'https://t.me/familyparkbymirankulgroup',
      facebook: 'https://www.facebook.com/familyparkuz/',
      youtube: 'https://www.youtube.com/channel/UCyh_xqaAIKjZ_0Qk7P8YKSg',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'makon-mall',
    name: 'Makon Mall (ГУМ)',
    category: 'mall',
    location: [39.65523, 66.956999],
    phones: ['+998 90 285-55-55'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/50823680342/',
      googleMap: 'https://goo.gl/maps/tFAMeLnWpefkcEv27',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077785438',
      instagram: 'https://www.instagram.com/makonmall',
      facebook: 'https://www.facebook.com/makonmall',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'mbaraka',
    name: 'M.Baraka (Корзинка)',
    category: 'mall',
    location: [39.658147, 66.944444],
    phones: ['+998 93 330-14-13', '+998 94 478-14-14', '+998 78 210-14-14'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/101179618695/',
      googleMap: 'https://goo.gl/maps/G4qpwrmZAj4LGZE37',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001078338275',
      instagram: 'https://www.instagram.com/mbaraka.uz/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'atlas',
    name: 'Atlas',
    category: 'mall',
    location: [39.64598, 66.924246],
    phones: ['+998 95 611-66-66'],
    links: {
      yandexMap: 'https://yandex.uz/maps/10334/samarkand/house/Yk8YfwVkS0EBQF1jfXp1dHVrZA==',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079116021',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'eco-home',
    name: 'Eco Home',
    category: 'ikea',
    description: 'Магазин в Ташкенте: привозит товары IKEA под заказ, чуть дешевле конкурентов.',
    address: 'Ташкент, ул. Афросиёб, 39 (метро «Ойбек»)',
    phones: ['+998 99 047-74-47'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/eco_home_ikea/128210546821/',
      twoGis: 'https://2gis.uz/tashkent/firm/70000001041136034',
      instagram: 'https://www.instagram.com/ikea_ecohome/',
      telegram: ['https://t.me/IkeaEcoHome', 'https://t.me/Ikea_Oybek'],
    },
    city: 'tashkent',
    sourceDate: '2026-06-11',
  },
  {
    id: 'scandi-home',
    name: 'Scandi home',
    category: 'ikea',
    description: 'Магазин в Ташкенте: привозит товары IKEA под заказ.',
    address: 'Ташкент, ул. Тимура Малика, 3 (ТЦ «Чимган»)',
    phones: ['+998 99 187-88-88', '+998 99 993-94-95'],
    links: {
      yandexMap: 'https://yandex.com/maps/org/scandi_home/118039474363/',
      twoGis: 'https://2gis.uz/tashkent/firm/70000001037217286',
      web: 'https://scandihome.uz/',
      instagram: 'https://www.instagram.com/Scandihome.uz',
      telegram: 'https://t.me/Scandi_help',
    },
    city: 'tashkent',
    sourceDate: '2026-06-11',
  },
  {
    id: 'homeplus',
    name: 'HOME+',
    category: 'ikea',
    description: 'Магазин в Ташкенте; под заказ товары не привозит.',
    address: 'Ташкент, ул. Ислама Каримова, 17 (ЦУМ, 2-й этаж)',
    phones: ['+998 90 023-30-53'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/home_/137241527638/',
      twoGis: 'https://2gis.uz/tashkent/firm/70000001041687410',
      web: 'https://homeplus.uz/',
      instagram: 'https://www.instagram.com/homeplus_uzbekistan/',
      telegram: 'https://t.me/homeplus_consultant',
      facebook: 'https://www.facebook.com/homeplusuzbekistan/',
    },
    city: 'tashkent',
    sourceDate: '2026-06-11',
  },
  {
    id: 'home-market',
    name: 'Home market',
    category: 'household',
    description: 'Магазин в духе IKEA: мебель, товары для дома и одежда. Относительно дорого.',
    // Pinned 14 m from the mall's point and given the mall's number in the source: the shop is in
    // the mall, and the number is the mall's (on the mall's card), not the shop's.
    inside: 'makon-mall',
    location: [39.655114, 66.95694],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/home_market/82877578829/',
      googleMap: 'https://goo.gl/maps/MoDkh443peRx2cfS9',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001078513814',
      web: 'https://hm.uz/',
      instagram: 'https://www.instagram.com/homemarketuz/',
      telegram: 'https://t.me/hm_uz',
      facebook: 'https://www.facebook.com/homemarketuz/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'red-tag',
    name: 'Red tag',
    category: 'household',
    description: 'В основном одежда, но есть и товары для дома: посуда, декор, постельное бельё.',
    // No pin: the source's point was Korzinka M.Baraka's, copied to the digit, and no source says
    // where the shop is. Its map links open its own card.
    phones: ['+998 78 140-14-14'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/red_tag/32444389977/',
      googleMap: 'https://maps.app.goo.gl/HEcxKi9FfT5foBTX8',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001078502416',
      instagram: 'https://www.instagram.com/redtaguzbekistan/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'sag-lelit',
    name: 'SAG Express & LELIT',
    category: 'household',
    description: 'Ковры и постельное бельё местного производства LELIT.',
    location: [39.680088, 66.908295],
    phones: ['+998 95 500-72-72'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/sag_express/29564550145/',
      googleMap: 'https://goo.gl/maps/GyHcGrtygG1sB3h17',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080321233',
      web: 'https://www.lelit.uz/ru',
      instagram: 'https://www.instagram.com/lelittextile/',
      telegram: 'https://t.me/sagexpress_samarqand',
      facebook: 'https://facebook.com/saggilamlari',
      youtube: 'https://www.youtube.com/saggilamlari',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'mrdom',
    name: 'MrDom',
    category: 'household',
    description:
      'Хозяйственный магазин с огромным ассортиментом: товар стоит плотно, но продавцы помогают найти нужное. В подвале — стройматериалы.',
    address: 'Железнодорожный (Вокзальный) рынок',
    location: [39.683327, 66.930033],
    hours: [{ time: '08:00-19:00' }],
    links: {
      yandexMap: 'https://yandex.com/web-maps/org/tovary_dlya_doma_i_remonta/23380603270/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077171790/',
      instagram: 'https://www.instagram.com/mr.dom.optom/',
      telegram: 'https://t.me/mrdomoptom',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'siabskiy-bazar',
    name: 'Сиабский базар',
    signName: 'Siyob bozori',
    category: 'bazar',
    description: 'Самый большой рынок города. По понедельникам закрыт.',
    location: [39.662401, 66.980703],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/229237297205/',
      googleMap: 'https://goo.gl/maps/8WWsPwoKN7QnkqQ67',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079119113',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'zheleznodorozhnyy-rynok',
    name: 'Железнодорожный рынок',
    category: 'bazar',
    description:
      'Второй по величине рынок, много хозяйственных магазинов. Самые низкие цены — в ряду ближе к улице Беруни и у продавцов за оградой рынка на самой Беруни. До 9:00 фермеры продают свой урожай. В выходные цены могут быть чуть выше.',
    location: [39.682124, 66.930143],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/235666538486/',
      googleMap: 'https://goo.gl/maps/W57fkE9kMsMnjZEa8',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077171883',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'dsk-bazar',
    name: 'ДСК Базар (Damariq)',
    category: 'bazar',
    description: 'Рано утром фермеры недорого продают урожай. Большой выбор цветов и рассады.',
    location: [39.664215, 66.910525],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/216933972161/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001078865146',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'bazar-na-dalnem-lagere',
    name: 'Базар на Дальнем Лагере (Hazora/Muso Xonkeldiyev nomli buyum bozori)',
    category: 'bazar',
    description:
      'Работает по средам и выходным. Большая барахолка, иногда попадается антиквариат; в глубине — рынок подержанной мебели.',
    location: [39.687412, 66.896273],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/104467559050/',
      googleMap: 'https://goo.gl/maps/pFj2E472B89JYCX96',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080056010',
      video: 'https://www.youtube.com/watch?v=lpsDaI6a1M0',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'yangi-bazar',
    name: 'Янги Базар',
    category: 'bazar',
    description: 'Самый большой рынок одежды и непродовольственных товаров.',
    location: [39.662713, 66.996225],
    links: {
      yandexMap: 'https://yandex.com/web-maps/-/CDQgjL4B',
      googleMap: 'https://goo.gl/maps/TSZpsFb7UFxhTJzX6',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079115788',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'pervaya-ostanovka-mikrorayona',
    name: 'Первая остановка микрорайона',
    category: 'bazar',
    description: 'Небольшой рынок продуктов и одежды, продают чемоданы.',
    inside: 'mikrorayon',
    location: [39.661484, 66.921376],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CCUzNUdvDD',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001078940042',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'veshchevoy-rynok-okolo-vokzala',
    name: 'Вещевой рынок около вокзала',
    category: 'bazar',
    description:
      'Не путать с Железнодорожным рынком: этот рынок — слева от вокзала. Недорогая одежда, особенно детская.',
    location: [39.68542, 66.926635],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CCUzNUHecC',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080305287',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'krytyy-rynok',
    name: 'Крытый рынок',
    category: 'bazar',
    aliases: ['Мраморный рынок'],
    description: 'Небольшой рынок в центре, цены средние, есть обмен валюты. Его ещё называют мраморным.',
    location: [39.655012, 66.958813],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/kryty_rynok_bazar_bozori_central_market/191042139990/',
      twoGis: 'https://2gis.uz/samarkand/search/firm/70000001080940014',
    },
    sourceDate: '2026-06-11',
  },
]);
