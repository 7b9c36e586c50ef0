/**
 * Place catalogue — Дети: сады, школы, занятия.
 *
 * HOW TO ADD A PLACE
 * 1. Copy an entry below and change it. Required: id, name, category and
 *    sourceDate. Everything else is optional: leave a field out rather than
 *    guess (a place without `location` still gets a card, just no pin).
 * 2. `id`: lower-case Latin words joined by hyphens, unique in the whole
 *    catalogue. Pages refer to it (`<Place id="…" />`): never rename one.
 * 3. `category` — one of this group's categories:
 *      children             Дети
 *      kindergarten         Частные детские сады
 *      school               Частные школы
 *      activities           Детские активности
 *      playground           Игровые площадки
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
 *     id: 'mechta',
 *     name: 'Мечта',
 *     category: 'kindergarten',
 *     description: 'Пятиразовое питание.',
 *     location: [39.652547, 66.938058],
 *     phones: ['+998 91 559-10-93'],
 *     prices: [{ label: 'Стоимость', sum: 1700000 }],
 *     links: { yandexMap: 'https://yandex.uz/maps/-/CDQg6FlN' },
 *     sourceDate: '2026-06-11',
 *   },
 */
import { definePlaces } from './define';

export default definePlaces('children', [
  {
    id: 'baby-angels',
    name: 'Baby Angels',
    category: 'kindergarten',
    description:
      'Маленький сад на одну группу, возраст 2–4 года. Каждый день прогулки, занятий немного, помещения проветривают.',
    location: [39.648645, 66.952844],
    phones: ['+998 93 864-77-79'],
    prices: [{ label: 'Стоимость', sum: 1200000, asOf: '2023' }],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUG6YUUHA' },
    sourceDate: '2026-06-11',
  },
  {
    id: 'glc-kindergarten',
    // One organisation, two entries: the names tell the two cards (and their landmarks) apart.
    name: 'GLC — детский сад',
    category: 'kindergarten',
    chain: 'glc',
    description:
      'Трёхразовое питание. Воспитатели помогают с подгузниками и переодеванием, все сотрудники говорят по-русски. Видеонаблюдение. Есть подготовка к школе и начальная школа, 1–4 классы.',
    location: [39.670303, 66.929526],
    phones: ['+998 91 229-09-92'],
    prices: [{ label: 'Стоимость', sum: 1500000, asOf: '2023' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/76320782472/',
      instagram: 'https://www.instagram.com/glc.company/',
      telegram: 'https://t.me/+yT1d51nK0PU5ZDAy',
      facebook: 'https://www.facebook.com/groups/891478632049789',
      youtube: 'https://www.youtube.com/@glc147/about',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'golden-kids',
    name: 'Golden Kids',
    category: 'kindergarten',
    description: 'Мест нет: новых детей принимают только в филиал Golden Kids Sattepo.',
    location: [39.657199, 66.933438],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/sam_golden_kids/155836620224/',
      googleMap: 'https://goo.gl/maps/gVS4j8TZMrM4h7xc8',
      instagram: 'https://www.instagram.com/golden_kids_samarkand/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'golden-kids-sattepo',
    name: 'Golden Kids Sattepo',
    category: 'kindergarten',
    description:
      'Филиал, куда принимают новых детей (в основном саду мест нет). Охрана, закрытый внутренний двор, летом бассейн. Пятиразовое питание. Десять кружков: гимнастика (у мальчиков — карате), ментальная арифметика, английский, шахматы и шашки, логопед, дефектолог, химическая лаборатория.',
    location: [39.642423, 66.915968],
    phones: ['+998 91 551-05-05', '+998 97 914-24-44'],
    prices: [
      { label: 'Стоимость', sum: 2000000, asOf: '2023' },
      { label: 'Школьный автобус, в месяц', sum: 500000, asOf: '2023' },
    ],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/golden_kids_sattepo/66955368051/',
      instagram: 'https://www.instagram.com/golden_kids_sattepo/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'happy-child',
    name: 'Happy Child',
    category: 'kindergarten',
    description: 'Большая игровая зона, но почти нет уличной площадки. Зимой в помещении сухой и жаркий воздух.',
    location: [39.656319, 66.949243],
    phones: ['+998 91 530-23-23', '+998 90 603-50-05'],
    prices: [{ label: 'Стоимость', sum: 2000000, asOf: '2023' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CCUG6UAKOA',
      googleMap: 'https://goo.gl/maps/XLCAkQ23hAe8JLSq5',
      instagram: 'https://www.instagram.com/happychild_uz/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'kinder-city',
    name: 'Kinder city',
    category: 'kindergarten',
    description: 'Занятия ведут приходящие педагоги.',
    location: [39.658889, 66.930242],
    phones: ['+998 97 288-60-60', '+998 93 236-51-15'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/155755092380/',
      instagram: 'https://www.instagram.com/kinder_city_uz/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'kinder-grand',
    name: 'Kinder Grand',
    category: 'kindergarten',
    description: 'Видеонаблюдение, много занятий.',
    location: [39.649105, 66.959936],
    phones: ['+998 97 393-55-55', '+998 91 521-94-05'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/212313031659/',
      instagram: 'https://www.instagram.com/kinder_grand_samarkand_9999/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'kozmunchoq',
    name: "Ko'zmunchoq",
    category: 'kindergarten',
    description: 'Мест немного.',
    location: [39.656376, 66.960152],
    phones: ['+998 66 231-07-77'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/198802123147/',
      instagram: 'https://www.instagram.com/kuzmunchoq07770/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'magic-kids',
    name: 'Magic Kids',
    category: 'kindergarten',
    location: [39.680157, 66.951146],
    phones: ['+998 55 705-00-03', '+998 90 451-07-10'],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CDb6B08n',
      instagram: 'https://www.instagram.com/magic_kids_sam/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'wunderkind',
    name: 'Wunderkind',
    category: 'kindergarten',
    description: 'Большая территория, логопед, новая мебель.',
    location: [39.671565, 66.92388],
    prices: [{ label: 'Стоимость', sum: 2000000, asOf: '2023' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CDUDfQKx',
      instagram: 'https://www.instagram.com/wunderkind_samarkand/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'ziyoda',
    name: 'Ziyoda',
    category: 'kindergarten',
    description: 'Открылся в 2023 году. Видеонаблюдение. За дни, пропущенные по болезни, плату пересчитывают.',
    location: [39.683527, 66.945195],
    phones: ['+998 91 525-44-06'],
    prices: [{ label: 'Стоимость', sum: 2000000, asOf: '2023' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CCUoMVd81A',
      instagram: 'https://www.instagram.com/detskiysad_ziyoda/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'luntik',
    name: 'Лунтик',
    category: 'kindergarten',
    description:
      'Новый сад на Узбекистанской улице. Группы до 18 детей (так заявлено), видеонаблюдение; за доплату ребёнка можно оставить на ночь.',
    prices: [{ label: 'Стоимость', sum: 1000000, asOf: '2023' }],
    sourceDate: '2026-06-11',
  },
  {
    id: 'mechta',
    name: 'Мечта',
    category: 'kindergarten',
    description:
      'Есть транспорт для детей, экскурсии, бассейн с тренером; праздники устраивают часто. Пятиразовое питание.',
    location: [39.652547, 66.938058],
    phones: ['+998 91 559-10-93'],
    prices: [{ label: 'Стоимость', sum: 1700000, asOf: '2023' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CDQg6FlN',
      googleMap: 'https://goo.gl/maps/F4f4k1dK6UjRXfZM7',
      instagram: 'https://www.instagram.com/mechta_samarkand/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'al-xorazmiy-school',
    name: 'Al-Xorazmiy school',
    category: 'school',
    tags: ['kindergarten'],
    description: 'Школа с физико-математическим уклоном, 1–4 классы.',
    location: [39.657778, 66.939625],
    phones: ['+998 94 531-99-99', '+998 94 530-99-99'],
    prices: [{ label: 'Стоимость', sum: 1900000, to: 2400000, asOf: '2023' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/224650435166/',
      googleMap: 'https://goo.gl/maps/1NCudq3bVdSuwd136',
      instagram: 'https://www.instagram.com/alxorazmiy.uz/',
      telegram: 'https://t.me/AlXorazmiy_school',
      facebook: 'https://www.facebook.com/alxorazmiy.uz',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'cambridge-international-college',
    name: 'Cambridge International College',
    category: 'school',
    description: 'Школа, 5–11 классы.',
    location: [39.663125, 66.948048],
    phones: ['+998 99 207-01-17'],
    prices: [{ label: 'Стоимость', sum: 3000000, to: 3400000, asOf: '2023' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/cic_school/149404516890/',
      googleMap: 'https://goo.gl/maps/ewee929WQJDxcqs28',
      web: 'https://college.cambridge.uz/',
      instagram: 'https://www.instagram.com/cic_school/',
      facebook: 'https://www.facebook.com/cicschooluz/',
      youtube: 'https://www.youtube.com/channel/UCHjVlTiU76jxoj4pZTjsAew',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'glc-school',
    name: 'GLC — школа',
    category: 'school',
    chain: 'glc',
    tags: ['kindergarten'],
    description:
      'Школа, 1–4 классы; при ней учебный центр и детский сад. Основной офис — на улице Рудаки, дополнительный — на Беруни.',
    location: [39.670234, 66.92951],
    phones: ['+998 91 229-09-92'],
    prices: [{ label: 'Стоимость', sum: 2500000, asOf: '2024-09-23' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CCU7mHhOxC',
      googleMap: 'https://goo.gl/maps/2yNzP7q9sSRxH1599',
      instagram: 'https://www.instagram.com/glc.company/',
      telegram: 'https://t.me/+yT1d51nK0PU5ZDAy',
      facebook: 'https://www.facebook.com/groups/891478632049789',
      youtube: 'https://www.youtube.com/@glc147/about',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'istiqbolli-talim',
    name: "Istiqbolli Ta'lim",
    category: 'school',
    tags: ['kindergarten'],
    location: [39.64273, 66.941251],
    phones: ['+998 90 461-20-20', '+998 95 411-20-20'],
    prices: [{ label: 'Стоимость', sum: 2700000, to: 2900000, asOf: '2023' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/239135647020/',
      googleMap: 'https://goo.gl/maps/d77tG4GFAhW3Um1D9',
      web: 'https://istiqbollitalim.uz/',
      instagram: 'https://www.instagram.com/istiqbolli_talim/',
      telegram: 'https://t.me/istiqbolli_talim',
      facebook: 'https://www.facebook.com/Istiqbolli/',
      youtube: 'https://www.youtube.com/channel/UCLPIpy9ZBsJW1YnD9byx3Ow',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'japan-international-school',
    name: 'Japan International School',
    category: 'school',
    description: 'Школа, 1–11 классы.',
    address: 'ул. Рудаки, 175с',
    location: [39.677752, 66.942913],
    phones: ['+998 93 884-03-03'],
    prices: [{ label: 'Стоимость', sum: 3300000, asOf: '2024-09-23' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CDXsAF7A',
      instagram: 'https://www.instagram.com/japanschool.samarqand/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'oxford-international-school',
    name: 'Oxford International School',
    category: 'school',
    description: 'Государственная программа в 1-м и 5–11 классах. Подготовка к IELTS, SAT, AP и IT-сертификациям.',
    location: [39.647376, 66.934152],
    phones: ['+998 99 056-00-11', '+998 78 707-08-80'],
    // No asOf: the source's priceDate (2026-06-11) is the day its files were last committed, not the
    // day of the price (facts/children/school.md), so the card shows no date of its own (#22).
    prices: [{ label: 'Стоимость', sum: 4500000 }],
    links: {
      yandexMap: 'https://yandex.com/maps/org/oxford_international_school/107766877240/',
      googleMap: 'https://goo.gl/maps/MFBKCuWHLwhBwdYA6',
      web: 'https://www.oischool.uz/',
      instagram: 'https://www.instagram.com/oischool.uz/',
      telegram: 'https://t.me/oischooluz',
      facebook: 'https://www.facebook.com/oischool.uz',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'redbridge',
    name: 'RedBridge',
    category: 'school',
    tags: ['kindergarten'],
    description:
      'Русскоязычная школа с углублённым английским, программа основана на International Baccalaureate. Часть предметов на английском ведут иностранные преподаватели.',
    location: [39.662485, 66.965587],
    phones: ['+998 97 288-19-19', '+998 97 288-18-18', '+998 88 277-18-18'],
    prices: [{ label: 'Стоимость', sum: 3400000, to: 3600000, asOf: '2024-08-28' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/158352191430/',
      googleMap: 'https://maps.app.goo.gl/52inFXjHbkjPBpM17',
      web: 'https://redbridge.uz/',
      instagram: 'https://instagram.com/redbridgeschools',
      facebook: 'https://facebook.com/redbridgeschools.sam',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'samarkand-intellekt',
    name: 'Samarkand Intellekt',
    category: 'school',
    location: [39.661093, 66.946501],
    phones: ['+998 97 391-52-53', '+998 90 270-98-37'],
    prices: [{ label: 'Стоимость', sum: 2400000, asOf: '2023' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/207111845669/',
      instagram: 'https://www.instagram.com/samarkandintellekt/',
      telegram: 'https://t.me/intellekt_sam',
      facebook: 'https://www.facebook.com/samarkandintellekt',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'steam-school',
    name: 'Steam School',
    category: 'school',
    tags: ['kindergarten'],
    description:
      'Школа (пока только 1-й класс) и детский сад, включая ясли. Подготовка к школе и продлёнка для 1–9 классов. Видеонаблюдение без удалённого доступа. Плату за пропуски по болезни пересчитывают неохотно.',
    location: [39.657758, 66.937379],
    phones: ['+998 97 924-21-25'],
    links: {
      yandexMap: 'https://yandex.uz/maps/10334/samarkand/house/Yk8YfwRnSkIOQF1jfXp0dntmbA==/',
      instagram: 'https://www.instagram.com/steam_school_for_kids/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'tymur-fayz',
    name: 'Tymur Fayz',
    category: 'school',
    tags: ['kindergarten'],
    description: 'Школа и детский сад. По отзывам, нагрузка меньше, чем в других частных школах.',
    location: [39.650247, 66.940067],
    phones: ['+998 93 035-41-50'],
    prices: [{ label: 'Стоимость', sum: 2600000, asOf: '2023' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/4375381747/',
      googleMap: 'https://goo.gl/maps/WczeZF3S8BQG1wvM6',
      instagram: 'https://www.instagram.com/timurfayz.uz/',
      telegram: 'https://t.me/timurfayzscholl',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'happy-land',
    name: 'Happy Land',
    category: 'playground',
    description:
      'Крытая игровая площадка с диванами для родителей и кафе: чай, пицца, картофель фри, бургеры, шашлык, салаты. Есть игровые автоматы. В будни детей мало.',
    location: [39.677479, 66.931349],
    phones: ['+998 91 700-33-23'],
    prices: [{ label: 'Жетон для игровых автоматов', sum: 3000, asOf: '2023' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CCU7mXQ~lD',
      twoGis: 'https://2gis.uz/samarkand/inside/70030076612187897/',
      instagram: 'https://www.instagram.com/happyland_samarkand/',
      facebook: 'https://www.facebook.com/happylandsamarkand/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'crazy-park-shaxonya',
    name: 'Crazy Park «SHAXONYA»',
    category: 'playground',
    description:
      'Самая большая крытая игровая площадка в городе, с самым разнообразным оборудованием. Зимой внутри бывает прохладно.',
    location: [39.654555, 66.956592],
    hours: [{ time: '10:00-22:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/shaxonya/17957482993/',
      googleMap: 'https://goo.gl/maps/3VwWSwNk8oEpu2u48',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079191244',
      instagram: 'https://www.instagram.com/crazy_park_shaxonya/',
      facebook: 'https://www.facebook.com/profile.php?id=100063889126329',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'xan-zade-happy-baby',
    name: 'Xan Zade Happy Baby',
    category: 'playground',
    description: 'Небольшая площадка, подходит малышам. Для родителей есть стулья, еды нет.',
    location: [39.680524, 66.932195],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CCUWVMQD2B',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077122297',
      instagram: 'https://www.instagram.com/happy_baby_xanzade/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'igrovaya-ploshchadka-pixel-v-atlas',
    name: 'Игровая площадка Pixel в Atlas',
    category: 'playground',
    description:
      'Площадка рядом с рестораном, где могут посидеть родители; цены в ресторане высокие по местным меркам.',
    // The source's point was M.Baraka's; no source gives the playground's own, so it takes Atlas's pin.
    inside: 'atlas',
    phones: ['+998 97 892-00-98'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/174623004020/',
      twoGis: 'https://2gis.uz/samarkand/inside/70030076618736549/firm/70000001080105335',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'igrovaya-ploshchadka-v-mbaraka',
    name: 'Игровая площадка в M.Baraka',
    category: 'playground',
    description:
      'Крытая площадка с диванами для родителей. Мини-аттракционы (карусель, рыбалка), игровых автоматов нет. Внизу — супермаркет «Корзинка», в том же здании боулинг и пиццерия Bellissimo. Туалеты с напольными чашами.',
    // The source's point and Yandex link were the mall's own: the card takes the mall's pin and
    // points to the mall's card; the 2GIS link is the playground's.
    inside: 'mbaraka',
    links: {
      twoGis: 'https://2gis.uz/samarkand/inside/70030076615377126/firm/70000001078338303',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'igrovaya-ploshchadka-v-makon-mall',
    name: 'Игровая площадка в Makon Mall',
    category: 'playground',
    description: 'Небольшая площадка. Присесть родителям можно только на фуд-корте.',
    // The source's point and both map links were the mall's own: the card takes the mall's pin and
    // points to the mall's card, whose links open the mall.
    inside: 'makon-mall',
    sourceDate: '2026-06-11',
  },
  {
    id: 'igrovaya-ploshchadka-play-arena-v-family-park',
    name: 'Игровая площадка Play arena в Family Park',
    category: 'playground',
    description:
      'Больше, чем площадка в Makon Mall, есть игровые автоматы. В выходные душно и людно. Присесть родителям можно только на фуд-корте.',
    // As in M.Baraka: the point and the Yandex link were the mall's; the 2GIS link is the playground's.
    inside: 'family-park',
    links: {
      twoGis: 'https://2gis.uz/samarkand/inside/70030076616867075/firm/70000001076990610',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'igrovaya-ploshchadka-v-pepperonis',
    name: 'Игровая площадка в Pepperonis',
    category: 'playground',
    description: 'Кафе с небольшой игровой зоной. В меню суши, пицца, азиатские и европейские блюда, кофе.',
    location: [39.647643, 66.950059],
    phones: ['+998 97 393-33-33'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/pepperonis/71750904111/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079583285',
      instagram: 'https://www.instagram.com/pepperonis_uz/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'detskaya-ploshchadka-vozle-sag',
    name: 'Детская площадка возле SAG',
    category: 'playground',
    description: 'Уличная площадка с множеством горок, людно даже в холод. Рядом больше ничего нет.',
    location: [39.679291, 66.90837],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CCU7mLQTTA',
      twoGis: 'https://2gis.uz/samarkand/geo/70030076619874168/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'teatr-chekhova',
    name: 'Театр Чехова',
    category: 'activities',
    description:
      'Спектакли по воскресеньям: детские в 11:00, взрослые в 17:00. Афиша и цены — в группе театра в Facebook.',
    location: [39.652138, 66.924288],
    phones: ['+998 90 600-17-26'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/145511444183/',
      googleMap: 'https://goo.gl/maps/t9YHpwYajgyHGsTG9',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077798324',
      web: 'https://samrusteatr.uz/',
      instagram: 'https://www.instagram.com/samrusteatrdrami/',
      facebook: 'https://www.facebook.com/samrusteatrdrami',
      youtube: 'https://www.youtube.com/c/samrusteatr',
    },
    icon: 'islands#darkBlueTheaterIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'zheleznodorozhnyy-park',
    name: 'Железнодорожный парк (Ёшлик)',
    category: 'activities',
    description:
      'Парк аттракционов, много каруселей, есть колесо обозрения. Зелени мало. В выходные в часы пик шумно, по утрам тихо.',
    location: [39.676462, 66.930528],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/78568957866/',
      googleMap: 'https://goo.gl/maps/23Xg3tBoo2X2haGr9',
      twoGis: 'https://2gis.uz/samarkand/geo/70030076621371189/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'tsentr-razvitiya-rebenka-barkamol-avlod',
    name: 'Центр развития ребёнка «Баркамол авлод»',
    category: 'activities',
    description: 'Много детских кружков в одном месте, цены низкие. Раньше здесь была станция юных техников.',
    location: [39.656288, 66.923384],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/tsentr_razvitiya_rebyonka/52375842411/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001078606709',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'basseyn-delfin',
    name: 'Бассейн «Дельфин»',
    category: 'activities',
    description: 'Бассейн для взрослых и детей, можно заниматься с тренером.',
    location: [39.655831, 66.923915],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/243700447513/',
      googleMap: 'https://goo.gl/maps/vi8s5Bp3dc82zw3t9',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001078606728',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'detskaya-futbolnaya-sektsiya',
    name: 'Детская футбольная секция',
    category: 'activities',
    description: 'Принимают детей с 8 лет.',
    location: [39.682856, 66.925868],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CCUC4SwkwD',
      telegram: 'https://t.me/samarkand_football_school',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'familyschool-uchebnyy-tsentr',
    name: 'Familyschool учебный центр',
    category: 'activities',
    description: 'Мастер-классы, уроки рисования и другие занятия.',
    location: [39.649645, 66.935353],
    phones: ['+998 93 039-30-00', '+998 93 039-39-99'],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CDaw6Ol0',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080620243',
      telegram: 'https://t.me/familyschoolsamarkand',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'interesnaya-subbota',
    name: 'Интересная суббота',
    category: 'activities',
    description: 'Творческие мастер-классы: декупаж, свечи, УФ-смола, живопись и другое.',
    location: [39.656027, 66.957766],
    phones: ['+998 90 196-08-80'],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CCUC4WGM-B',
      telegram: 'https://t.me/interesnayasubbota',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'detskaya-biblioteka',
    name: 'Детская библиотека',
    category: 'activities',
    description:
      'Книги на русском есть, но их немного. Записаться можно быстро, нужен только загранпаспорт. Книги выдают на 10 дней, продлить можно по телефону.',
    location: [39.65098, 66.95217],
    phones: ['+998 66 233-17-81'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/111109499805/',
      googleMap: 'https://goo.gl/maps/4FKuvWLmzBNk7BhC7',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079836779',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'bumazhnaya-fabrika-meros',
    name: 'Бумажная фабрика «Мерос» (Конигиль)',
    category: 'activities',
    description:
      'Мастерская, которая возрождает традиционное самаркандское производство бумаги. Тенистые деревья, река Сиаб, водяное колесо и небольшая чайхана у входа. Здесь же по старинным технологиям делают керамику и растительное масло и проводят мастер-классы.',
    location: [39.666554, 67.033959],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/bumazhnaya_fabrika/127209835722/',
      googleMap: 'https://goo.gl/maps/cYvpByNWEFuXLHZ47',
      video: 'https://www.youtube.com/watch?v=RHRw4qLXsRE',
    },
    sourceDate: '2026-06-11',
  },
]);
