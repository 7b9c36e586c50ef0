/**
 * Place catalogue — Услуги: медицина, банки, транспорт, коворкинги.
 *
 * HOW TO ADD A PLACE
 * 1. Copy an entry below and change it. Required: id, name, category and
 *    sourceDate. Everything else is optional: leave a field out rather than
 *    guess (a place without `location` still gets a card, just no pin).
 * 2. `id`: lower-case Latin words joined by hyphens, unique in the whole
 *    catalogue. Pages refer to it (`<Place id="…" />`): never rename one.
 * 3. `category` — one of this group's categories:
 *      services             Услуги
 *      medical              Медицина
 *      medical-center       Медицинские центры
 *      medical-lab          Лаборатории
 *      otorhinolaryngology  ЛОР-центры
 *      finance              Финансы
 *      transport            Транспорт
 *      coworking            Коворкинг
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
 *     id: 'swiss-lab',
 *     name: 'Swiss Lab',
 *     category: 'medical-lab',
 *     description: 'Медицинская лаборатория, открывается в 7:00.',
 *     location: [39.665688, 66.948338],
 *     phones: ['+998 55 701-00-06'],
 *     hours: [{ time: '07:00-17:00' }],
 *     links: { yandexMap: 'https://yandex.uz/maps/org/swiss_lab/176261762662/', web: 'https://analizy.uz/' },
 *     sourceDate: '2026-06-11',
 *   },
 */
import { definePlaces } from './define';

export default definePlaces('services', [
  {
    id: 'zarmed',
    name: 'Zarmed',
    category: 'medical-center',
    tags: ['medical-lab'],
    description: 'Медицинский центр, популярный у релокантов: хвалят терапевта, можно сдать анализы.',
    address: 'ул. Исаева, 16',
    location: [39.648798, 66.946819],
    phones: ['+998 95 508-14-48', '+998 55 702-10-63', '+998 95 401-33-33'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/13540443235/',
      googleMap: 'https://maps.app.goo.gl/DE7PREqoRTmq4YET9',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080667402',
      instagram: 'https://www.instagram.com/zarmed.uz/',
      facebook: 'https://www.facebook.com/zarmed.uzbekistan',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'std',
    name: 'STD',
    category: 'medical-center',
    tags: ['medical-lab'],
    description: 'Цены ниже, чем в похожих медицинских центрах.',
    address: 'ул. Юсуфа Хамадани, 40б',
    location: [39.656354, 66.960575],
    phones: ['+998 66 233-93-33', '+998 66 233-05-33', '+998 97 923-01-02'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/100548269624/',
      googleMap: 'https://maps.app.goo.gl/L6tv4C6JknpwBGGo9',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001077804092/firm/70000001077804093/',
      instagram: 'https://www.instagram.com/samarkand.std.uz/',
      facebook: 'https://www.facebook.com/samtibdiag.uz',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'swiss-lab',
    name: 'Swiss Lab',
    category: 'medical-lab',
    description: 'Медицинская лаборатория, открывается в 7:00. Обычно без очередей.',
    location: [39.665688, 66.948338],
    phones: ['+998 55 701-00-06', '+998 71 207-65-56'],
    hours: [{ time: '07:00-17:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/swiss_lab/176261762662/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077486558',
      web: 'https://analizy.uz/',
      instagram: 'https://instagram.com/analizyswisslab',
      facebook: 'https://www.facebook.com/AnalizySwissLab',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'doctor-medical-centre',
    name: 'Doctor Medical Centre',
    category: 'medical-lab',
    description: 'Медицинская лаборатория, цены средние для Самарканда.',
    phones: ['+998 66 233-56-38', '+998 90 505-66-33', '+998 90 505-44-44'],
    hours: [{ time: '07:00-19:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CDeP7S5R',
      googleMap: 'https://maps.app.goo.gl/h4JFSQeFD9dnrL988',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079960585/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'orlmed',
    name: 'Orlmed',
    category: 'otorhinolaryngology',
    address: 'ул. М. Кошгари, 27',
    location: [39.658908, 66.951859],
    phones: ['+998 90 276-01-80', '+998 91 546-12-21'],
    // The source lists 8:00–20:00 for every day and 8:00–12:00 for Sunday: read as below, unconfirmed.
    hours: [
      { days: '1-6', time: '08:00-20:00' },
      { days: '7', time: '08:00-12:00' },
    ],
    hoursUnconfirmed: true,
    links: {
      yandexMap: 'https://yandex.uz/maps/org/38827164580/',
      googleMap: 'https://maps.app.goo.gl/79fYQXwMuCpvfNCF8',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001077344710/firm/70000001077344711/',
      web: 'https://www.orlmed.uz/',
      instagram: 'https://instagram.com/orl.med/',
      facebook: 'https://www.facebook.com/lorcenterorlmed/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'lor-markaz',
    name: 'Lor markaz',
    category: 'otorhinolaryngology',
    address: 'ул. Рудаки, 120а',
    location: [39.680641, 66.935164],
    phones: ['+998 90 602-85-66', '+998 93 338-81-81'],
    hours: [{ days: '1-6', time: '08:30-18:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/210913988883/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001076936299/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'kapitalbank',
    name: 'Капиталбанк',
    category: 'finance',
    description:
      'Банк, которым чаще всего пользуются релоканты. Есть банкомат с обменом валюты. Быстрее всего отвечают в Instagram, есть бот в Telegram. Номер контакт-центра — на сайте банка.',
    // The source's third number, +998 (71) 200-150-15, has a digit too many and cannot be read
    // unambiguously: the card points to the bank's site instead.
    location: [39.661755, 66.931671],
    phones: ['+998 78 210-00-60', '+998 78 210-00-62'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/44437340908',
      googleMap: 'https://goo.gl/maps/gYYnYvffT1xtoFfcA',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001076988422/firm/70000001076988423',
      web: 'https://kapitalbank.uz/ru/',
      instagram: 'https://www.instagram.com/kapitalbank.uz/',
      telegram: ['https://t.me/kapital24', 'https://t.me/KapitalbankBot'],
      facebook: 'https://facebook.com/kapitalbank.uz',
      youtube: 'https://www.youtube.com/channel/UCKC7eEVm_l8NPQcELlJjq4w/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'alokabank',
    name: 'Алокабанк',
    category: 'finance',
    location: [39.655918, 66.961566],
    phones: ['+998 66 231-10-00', '+998 66 231-59-00'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/32297819945/',
      googleMap: 'https://goo.gl/maps/YH5LLr9ZiASFSJgi7',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001077078465/firm/70000001077804215',
      web: 'https://aloqabank.uz/',
      instagram: 'https://instagram.com/aloqabank.uz',
      telegram: 'https://t.me/aloqabank',
      facebook: 'https://www.facebook.com/aloqabank/',
      vkontakte: 'https://vk.com/aloqabank',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'anorbank',
    name: 'Anorbank',
    category: 'finance',
    location: [39.646877, 66.922152],
    phones: ['+998 55 503-00-00'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/anorbank/186260071927',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001078510163/firm/70000001079858607',
      web: 'https://anorbank.uz/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'asia-alliance',
    name: 'Asia Alliance',
    category: 'finance',
    description:
      'Выпускает карты нерезидентам, но медленно — в Ташкенте быстрее. Банком пользуются самозанятые, которые получают валютные платежи из-за рубежа.',
    location: [39.650611, 66.959582],
    phones: ['+998 66 231-18-30', '+998 71 231-60-00', '+998 66 231-18-55'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/218150937091/',
      googleMap: 'https://goo.gl/maps/mhdVdzzLFG2t2RBH6',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001076988558/firm/70000001079003256',
      web: 'https://aab.uz/ru',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'infinbank',
    name: 'InfinBANK',
    category: 'finance',
    location: [39.64763, 66.954136],
    phones: ['+998 71 202-50-60', '+998 66 233-94-00'],
    links: { yandexMap: 'https://yandex.uz/maps/org/11009302757', web: 'https://www.infinbank.uz/' },
    sourceDate: '2026-06-11',
  },
  {
    id: 'ipak-yuli',
    name: 'Ипак Йули',
    category: 'finance',
    location: [39.669628, 66.970113],
    phones: ['+998 66 210-06-50', '+998 66 232-41-99'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/115325291618/',
      web: 'https://ru.ipakyulibank.uz/physical/',
      facebook: 'https://www.facebook.com/ipakyulibankuz/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'khamkorbank',
    name: 'Хамкорбанк (Золотая корона)',
    category: 'finance',
    description: 'Понадобятся паспорт, оригинал регистрации и ПИНФЛ (персональный идентификационный номер).',
    location: [39.646404, 66.929079],
    phones: ['+998 78 150-91-25'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/160218650277/',
      googleMap: 'https://goo.gl/maps/mJzYJepW3xSKHetN9',
      twoGis: 'https://2gis.uz/samarkand/branches/70000001077175866/firm/70000001079668256',
      web: 'https://hamkorbank.uz/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'valyutchiki',
    name: 'Валютчики',
    category: 'finance',
    location: [39.6816, 66.930643],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUvfScnHA' },
    sourceDate: '2026-06-11',
  },
  {
    id: 'samarkand-airport',
    name: 'Аэропорт',
    category: 'transport',
    location: [39.695772, 66.99094],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CCUvfKbt2A',
      googleMap: 'https://goo.gl/maps/DrPf9xQ9JwPTECVx8',
      web: 'https://www.uzbairports.uz/',
      instagram: 'https://instagram.com/uzbekistanairports',
      telegram: 'https://t.me/uzbairportsuz',
      facebook: 'https://www.facebook.com/airSkd/',
    },
    icon: 'islands#blueAirportIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'zheleznodorozhnyy-vokzal',
    name: 'Железнодорожный вокзал',
    category: 'transport',
    location: [39.685366, 66.928879],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CCUvfKqKlC',
      googleMap: 'https://goo.gl/maps/Bs5J2x1K4rbnwrdK9',
      instagram: 'https://www.instagram.com/uzrailways_uz/',
      telegram: 'https://t.me/uzrailways_uz',
      facebook: 'https://facebook.com/uzrailway',
      youtube: 'https://www.youtube.com/channel/UCeY51gW0ALT_9xR_fyB7xlg',
    },
    icon: 'islands#blueRailwayIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'tashkent-pyatok',
    name: 'Ташкентский пятак возле обсерватории Улугбека',
    category: 'transport',
    tags: ['pyatok'],
    description:
      'Стоянка такси до Ташкента, водители едут и в Бухару. Машины ждут в двух местах у обсерватории, больше всего — на верхней парковке.',
    location: [39.675929, 67.006052],
    prices: [
      { label: 'До Ташкента, машина целиком', sum: 400000, to: 500000, asOf: '2023' },
      { label: 'До Ташкента, с человека', sum: 100000, to: 130000, asOf: '2023' },
    ],
    links: { yandexMap: 'https://yandex.uz/maps/10334/samarkand/stops/1829361501/' },
    icon: 'islands#blueAutoIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'shakhrisabskiy-pyatak',
    name: 'Шахрисабзский пятак',
    category: 'transport',
    tags: ['pyatok'],
    description: 'Стоянка такси до Шахрисабза, прямо через дорогу от Регистана.',
    location: [39.65315, 66.976097],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUoRWGpPD' },
    icon: 'islands#blueAutoIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'avtostantsiya-kaftarkhona',
    name: 'Автостанция Кафтархона',
    category: 'transport',
    tags: ['pyatok'],
    description:
      'Стоянка пригородных автобусов, маршруток «Дамас» и такси. Среди направлений — Ургут и Джартепа (посёлок у пункта пропуска на границе с Таджикистаном).',
    location: [39.644007, 66.999194],
    links: { yandexMap: 'https://yandex.uz/maps/org/224734011015/' },
    icon: 'islands#blueMassTransitIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'selskiy-pyatak',
    name: 'Сельский пятак',
    category: 'transport',
    tags: ['pyatok'],
    description: 'Много пригородных маршруток «Дамас». Маршрутки до Агалыка отправляются чуть дальше от центра.',
    location: [39.616491, 66.955416],
    links: { yandexMap: 'https://yandex.uz/maps/198101/khuzha-achori-vali/stops/4230811939/' },
    sourceDate: '2026-06-11',
  },
  {
    id: 'it-park',
    name: 'IT-Park',
    category: 'coworking',
    address: 'ул. Амира Темура, 224',
    location: [39.64646, 66.923615],
    phones: ['+998 66 222-03-33'],
    // The places source dates the price 2023. The /occupation page gives it «на 2024–2025» in a text
    // last edited in May 2025, so 2024 is the last whole year it is known for; '2025' claimed a year
    // the source had not seen (issue #47).
    prices: [{ label: 'Коворкинг, один день', sum: 20000, asOf: '2024' }],
    links: {
      yandexMap: 'https://yandex.com/web-maps/org/it_park/167798656529/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080015629',
      web: 'https://it-park.uz/ru/itpark',
      instagram: 'https://www.instagram.com/itpark_samarkand/',
      facebook: 'https://www.facebook.com/itparksamarkand/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'bm-coworking',
    name: 'BM Coworking',
    category: 'coworking',
    description: 'Первый частный коворкинг в Самарканде.',
    address: 'ул. Рудаки, 77',
    location: [39.681868, 66.933705],
    phones: ['+998 90 198-55-00'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/bm/178164911935/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077209731',
      web: 'https://bmcoworking.uz/',
      instagram: 'https://www.instagram.com/bm_coworking/',
      telegram: 'https://t.me/bmarketing2023',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'chill-zone',
    name: 'Chill zone',
    category: 'coworking',
    address: 'ул. Амира Темура, 103б',
    location: [39.647076, 66.936083],
    phones: ['+998 99 367-87-77'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/chill_zone/80630583977/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079688154/',
      telegram: 'https://t.me/chillzone_sam',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'uchebnyy-tsentr-it-tat',
    name: 'Учебный центр IT TAT',
    category: 'coworking',
    address: 'ул. Беруни, 32а',
    location: [39.677544, 66.926537],
    phones: ['+998 88 611-04-40'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/it_tat/220439089891',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001087417426',
    },
    sourceDate: '2026-06-11',
  },
]);
