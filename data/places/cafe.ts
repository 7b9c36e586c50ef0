/**
 * Place catalogue — Кафе и рестораны.
 *
 * HOW TO ADD A PLACE
 * 1. Copy an entry below and change it. Required: id, name, category and
 *    sourceDate. Everything else is optional: leave a field out rather than
 *    guess (a place without `location` still gets a card, just no pin).
 * 2. `id`: lower-case Latin words joined by hyphens, unique in the whole
 *    catalogue. Pages refer to it (`<Place id="…" />`): never rename one.
 * 3. `category` — one of this group's categories:
 *      cafe                 Кафе и рестораны
 *      uzbek-food           Узбекская кухня
 *      osh                  Плов
 *      european-food        Европейская кухня
 *      coffee-desserts      Кофе и десерты
 *      asian-food           Азиатская кухня
 *      fastfood             Фастфуд
 *      bar                  Бары
 *      hookah               Кальянные
 *      other                Другое
 *      pork                 Свинина
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
 *     id: 'polvonosh',
 *     name: 'Polvonosh',
 *     category: 'osh',
 *     description: 'Кроме плова — лагман, манты, шурпа и пицца.',
 *     location: [39.648722, 66.955921],
 *     hours: [{ days: '1-6', time: '08:00-15:00' }],
 *     links: { yandexMap: 'https://yandex.uz/maps/org/polvonosh/9010273545' },
 *     sourceDate: '2026-06-11',
 *   },
 */
import { definePlaces } from './define';

export default definePlaces('cafe', [
  {
    id: 'davlatjon-osh',
    name: 'Davlatjon osh',
    category: 'osh',
    description: 'Плов-центр, работает без выходных.',
    location: [39.667435, 66.943882],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CDasuN0k',
      googleMap: 'https://maps.app.goo.gl/eh1xeNM9wV25awet7',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'joni-osh',
    name: 'Joni Osh',
    category: 'osh',
    description:
      'Плов-центр, работает без выходных. Очередь занимают прямо к ошпазу — повару, который накладывает плов.',
    location: [39.684263, 66.985654],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/200843248583/',
      googleMap: 'https://goo.gl/maps/aQLfnJ3VZkEi7kJaA',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080309815',
      instagram: 'https://www.instagram.com/joniosh_2/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'mahallaosh',
    name: 'Mahallaosh',
    category: 'osh',
    description: 'Плов готовят дважды в день, к 11:30 и к 18:00: одно из немногих мест, где плов есть и вечером.',
    location: [39.666694, 66.945986],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/mahallaosh/69305080656',
      googleMap: 'https://goo.gl/maps/V18pY2m2Z7cwfyDx7',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'polvonosh',
    name: 'Polvonosh',
    category: 'osh',
    description: 'Кроме плова — лагман, манты, шурпа и пицца.',
    location: [39.648722, 66.955921],
    hours: [{ days: '1-6', time: '08:00-15:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/polvonosh/9010273545',
      googleMap: 'https://maps.app.goo.gl/gJqmZT3NcDRY6LoUA',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'ulfatlar',
    name: 'Ulfatlar',
    category: 'osh',
    description: 'Известен пловом, но в меню есть и другие блюда.',
    address: 'ул. Гусейнова, 46',
    location: [39.649086, 66.935137],
    phones: ['+998 93 334-07-77', '+998 66 238-83-34'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/204846027656/',
      googleMap: 'https://maps.app.goo.gl/V4KjckYdadDxxi4k7',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080620563',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'tsentr-plova-1',
    name: 'Центр Плова №1',
    category: 'osh',
    description: 'Плов с бараниной или говядиной, просторный зал. Работает без выходных.',
    location: [39.681415, 66.984976],
    phones: ['+998 93 348-00-21'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/77650409051/',
      googleMap: 'https://goo.gl/maps/rCvhmt3YQEue8zgh9',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080358787/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'gilos',
    name: 'Gilos',
    category: 'uzbek-food',
    description: 'Ресторан в формате столовой. Плов подают и по воскресеньям. В будни в обед много людей.',
    location: [39.682526, 66.924402],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/101576968527',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080236399/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'jasmin',
    name: 'Jasmin',
    category: 'uzbek-food',
    tags: ['beer'],
    description: 'Готовят редкие для Самарканда блюда: норин, хоним, курутоб.',
    location: [39.647945, 66.912815],
    phones: ['+998 97 507-90-00'],
    hours: [{ time: '09:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/9223113930/',
      googleMap: 'https://maps.app.goo.gl/cgPBUDT6bUDbdSUW7',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079719573',
      instagram: 'https://www.instagram.com/jasminsamarkand',
      telegram: 'https://t.me/jasmindostavka_bot',
      facebook: 'https://www.facebook.com/JasminSamarkand/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'karimbek',
    name: 'Karimbek',
    category: 'uzbek-food',
    tags: ['beer'],
    description: 'Есть веранда.',
    location: [39.64718, 66.936771],
    phones: ['+998 66 237-77-39'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/234049585658',
      googleMap: 'https://goo.gl/maps/gCdVX9ya88kw14j48',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079904061/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'obid-samsa',
    name: 'Obid samsa',
    category: 'uzbek-food',
    description:
      'Слоёная самса примерно вдвое больше обычной, с бараниной или говядиной. Целый тандыр расходится за 10–15 минут, так что бывает очередь. Вывески нет: только дверь и толпа у входа. В Яндекс Картах это место подписано «Dilshod samsa».',
    // The source's Yandex link opens an organisation named «Dilshod samsa»: said on the card, so the
    // reader who follows it is not surprised.
    location: [39.662549, 66.914352],
    phones: ['+998 91 527-41-11'],
    hours: [
      { days: '1-6', time: '08:30-15:00' },
      { days: '7', time: '08:30-15:00', note: 'два воскресенья в месяц — выходной' },
    ],
    links: { yandexMap: 'https://yandex.uz/maps/org/dilshod_samsa/151023893957/' },
    sourceDate: '2026-06-11',
  },
  {
    id: 'qurutob',
    name: 'Qurutob.uz',
    category: 'uzbek-food',
    description:
      'Готовят курутоб — таджикское национальное блюдо, которое в Узбекистане встречается редко. Есть и холодец.',
    address: 'ул. Фирдоуси, 94',
    location: [39.643171, 66.936155],
    phones: ['+998 97 396-86-61'],
    hours: [{ time: '09:00-22:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/207478437261/',
      googleMap: 'https://maps.app.goo.gl/gryipAGdLEfx9urs5',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001094648494',
      instagram: 'https://www.instagram.com/aisha.ulmasova',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'un-oshi',
    name: 'Un oshi',
    category: 'uzbek-food',
    tags: ['beer'],
    description:
      'Главное блюдо — ун оши, суп с фрикадельками и домашней лапшой. Есть шашлык, летняя терраса и разливное пиво.',
    location: [39.648905, 66.923632],
    phones: ['+998 66 222-24-44'],
    hours: [{ time: '10:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/140252258255/',
      googleMap: 'https://maps.app.goo.gl/Ri5gTuPVSXsq93Mv9',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077391850',
      instagram: 'https://www.instagram.com/un_oshi__restaurant',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'rozmarin',
    name: 'Розмарин',
    category: 'uzbek-food',
    tags: ['osh', 'beer'],
    description:
      'В основном узбекская кухня, есть европейские блюда и пиво. Плов готовят каждый день, кроме воскресенья; к 13:30 он может закончиться.',
    location: [39.675135, 66.928181],
    phones: ['+998 90 101-68-88'],
    hours: [
      { days: '1-6', time: '10:00-01:00' },
      { days: '7', time: '10:00-23:00' },
    ],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/80972462029',
      googleMap: 'https://goo.gl/maps/4xND92kMDvFaFBcB8',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001076931319/',
      instagram: 'https://www.instagram.com/rozmarin_samarkand',
      telegram: 'https://t.me/rozmarin6888',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'chocolate',
    name: 'Chocolate',
    category: 'coffee-desserts',
    tags: ['coworking'],
    description: 'Подходит для работы с ноутбуком.',
    location: [39.680329, 66.928444],
    phones: ['+998 78 210-00-80'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/154795109887/',
      googleMap: 'https://goo.gl/maps/9qapcRghkpoVqSRj8',
      instagram: 'https://instagram.com/chocolate_sweethome',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'coffee-and-more',
    name: 'Coffee and more',
    category: 'coffee-desserts',
    address: 'ул. Мирзо Улугбека, 74',
    location: [39.660272, 66.940277],
    hours: [{ time: '09:00-03:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/coffee_and_more/139647771656/',
      googleMap: 'https://maps.app.goo.gl/vE5xprWfoToT6oBm6',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077520475',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'bellagio',
    name: 'Bellagio',
    category: 'european-food',
    tags: ['bar'],
    description: 'Есть веранда, по вечерам тихо.',
    location: [39.655202, 66.952212],
    phones: ['+998 55 702-22-20'],
    hours: [{ time: '07:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/182745931928/',
      googleMap: 'https://maps.app.goo.gl/kJfjRYNRThxtyKH77',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001076977085',
      web: 'https://taplink.cc/bellagio.restobar',
      instagram: 'https://www.instagram.com/bellagio.restobar',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'coffee-house-el-merosi',
    name: 'Coffee House El-Merosi',
    category: 'european-food',
    tags: ['coffee-desserts', 'coworking'],
    description: 'Театр, кафе и ресторан в одном здании, есть терраса.',
    address: 'ул. Алишера Навои, 29а',
    location: [39.65687, 66.956305],
    phones: ['+998 66 233-81-25', '+998 91 525-00-15'],
    hours: [{ time: '07:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/223276756275/',
      googleMap: 'https://maps.app.goo.gl/SdKxrX35B9AQpz1y8',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079840037',
      instagram: 'https://www.instagram.com/coffeehouse_elmerosi',
      facebook: 'https://www.facebook.com/ElMerosiCoffeeHouse',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'manresa',
    name: 'Manresa',
    category: 'european-food',
    tags: ['asian-food'],
    description: 'Японская и европейская кухня, большая винная карта. По вечерам бывает шумно.',
    location: [39.657919, 66.928805],
    phones: ['+998 66 221-00-90'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/manresa/197056860158/',
      googleMap: 'https://maps.app.goo.gl/vLsfrffkWJv6Vc7C9',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001078508527',
      facebook: 'https://www.facebook.com/manresarest/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'roni-pizza-napoletana',
    name: 'Roni Pizza Napoletana',
    category: 'european-food',
    tags: ['bar'],
    description: 'Неаполитанская пиццерия сети Roni, есть коктейли.',
    address: 'ул. Орзу Махмудова, 20',
    location: [39.643509, 66.956753],
    phones: ['+998 91 136-11-88'],
    hours: [{ time: '11:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/roni_pizza_napoletana/21954682743/',
      googleMap: 'https://maps.app.goo.gl/go5Sk8FyATQ5te36A',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001082338455',
      web: 'https://ronipizza.uz/',
      instagram: 'https://www.instagram.com/ronipizzauz',
      telegram: 'https://t.me/roni_uz_bot',
      facebook: 'https://www.facebook.com/ronipizzauz',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'sirius',
    name: 'Sirius',
    category: 'european-food',
    description: 'Есть роллы, терраса на третьем этаже.',
    address: 'ул. Мироншоха Мирзо, 34',
    location: [39.656381, 66.954735],
    phones: ['+998 90 192-70-00', '+998 90 193-80-00'],
    hours: [{ time: '12:00-24:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/sirius/188483635401/',
      googleMap: 'https://maps.app.goo.gl/EMvbRnvBesY7Aeu4A',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079806009',
      instagram: 'https://www.instagram.com/sirius.restaurant',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'sogdiana',
    name: 'Sogdiana',
    category: 'european-food',
    description:
      'Кафе в парке Навои с террасой на парк. Домашнее мороженое, винная карта; пива немного, в основном привозное из России. Вечером громче музыка и больше людей.',
    location: [39.647939, 66.960265],
    phones: ['+998 97 926-00-08'],
    hours: [{ time: '07:30-23:30' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/29376900650/',
      googleMap: 'https://goo.gl/maps/ZwU4HYXGFSSqtVxf7',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001076582591',
      instagram: 'https://instagram.com/sogdiana.cafe',
      telegram: 'https://t.me/cafesogdiana',
      facebook: 'https://www.facebook.com/sogdiana.cafe',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 't-bone',
    name: 'T-Bone',
    category: 'european-food',
    tags: ['asian-food'],
    description: 'В основном европейская кухня, есть грузинские и японские блюда; большая винная карта.',
    address: 'ул. Мирзо Улугбека, 76',
    phones: ['+998 90 451-05-67'],
    hours: [
      { days: '1-6', time: '08:00-01:00' },
      { days: '7', time: '13:00-01:00' },
    ],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/142399652641',
      googleMap: 'https://goo.gl/maps/GuuB14tXGdcmKjVb6',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077520489',
      facebook: 'https://facebook.com/tbonesamarkand',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'vkus-sintszyana',
    name: '新疆风味 (Вкус Синьцзяна)',
    category: 'asian-food',
    description: 'Китайская и уйгурская кухня. Лагман подают по-уйгурски — не как суп.',
    location: [39.648446, 66.923733],
    phones: ['+998 90 061-80-13', '+998 95 858-11-33'],
    hours: [{ time: '09:00-22:00' }],
    links: { twoGis: 'https://2gis.uz/samarkand/firm/70000001095197163' },
    sourceDate: '2026-06-11',
  },
  {
    id: 'semya-lu',
    name: '卢家小院儿 (Семья Лу)',
    category: 'asian-food',
    description: 'Китайский ресторан с небольшим магазином китайских продуктов.',
    address: 'ул. Орзу Махмудова, 22',
    location: [39.643143, 66.957345],
    phones: ['+998 94 486-65-22'],
    hours: [{ time: '10:00-22:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/125627761426/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001081856342',
      instagram: 'https://www.instagram.com/lu_family_01',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'katana',
    name: 'Катана',
    category: 'asian-food',
    description: 'Роллы, а также корейские блюда — кукси и пигоди.',
    location: [39.674159, 66.926908],
    phones: ['+998 93 722-33-44'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/katana/23079337511/',
      googleMap: 'https://maps.app.goo.gl/Bm14DzFc1mYwoSAdA',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001076467249',
      instagram: 'https://www.instagram.com/katana_samarkand',
      telegram: 'https://t.me/katana_samarkand',
      facebook: 'https://www.facebook.com/katana.samarkand',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'hamd-shaurma',
    name: 'HAMD шаурма',
    category: 'fastfood',
    location: [39.64527, 66.954753],
    phones: ['+998 55 701-09-09'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/13924186850/',
      googleMap: 'https://goo.gl/maps/VRxg2qPxfpk5vvzo7',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'the-beerman',
    name: 'The Beerman',
    category: 'bar',
    description: 'Дешевле других баров из этого списка. Район вокзала, большой выбор пива, есть кухня.',
    address: 'ул. Беруни, 144а',
    location: [39.673425, 66.926319],
    phones: ['+998 91 701-00-86', '+998 66 239-66-44'],
    hours: [{ time: '11:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/11500858138/',
      googleMap: 'https://maps.app.goo.gl/NMNk4dn1sxeMM8zY8',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077239459',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'blues-bar',
    name: 'Blues Bar',
    category: 'bar',
    description: 'Полноценный бар с кухней, живая музыка.',
    address: 'ул. Амира Темура, 66',
    location: [39.650955, 66.949074],
    phones: ['+998 91 187-92-45', '+998 91 550-91-12'],
    hours: [{ time: '12:00-03:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/211359353896/',
      googleMap: 'https://goo.gl/maps/Wfosg8ERnXwuVcCw6',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001078572957',
      instagram: 'https://www.instagram.com/cafe_blues_bar/',
      facebook: 'https://www.facebook.com/CafeBluesBar/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'green-bear',
    name: 'Green bear',
    category: 'bar',
    description: 'Бар с кухней на Pub Street. На вечер лучше бронировать стол.',
    address: 'Pub Street',
    location: [39.659432, 66.947486],
    phones: ['+998 90 212-61-03', '+998 66 233-19-96'],
    hours: [{ time: '12:00-24:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/198635066677/',
      googleMap: 'https://maps.app.goo.gl/5LVsXz6XtfabQKnc7',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001076995681',
      instagram: 'https://www.instagram.com/greenbear.uz',
      facebook: 'https://www.facebook.com/greenbear.uz',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'gusto-beer-garden',
    name: 'Gusto Beer Garden',
    category: 'bar',
    description:
      'Пивной сад с большим зелёным двором на Pub Street. Много иностранцев, наливают крафтовое пиво «ХмельновЪ».',
    address: 'Pub Street',
    location: [39.660269, 66.947889],
    phones: ['+998 97 936-15-51', '+998 88 753-09-09'],
    hours: [{ time: '11:00-02:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/229572487620/',
      googleMap: 'https://maps.app.goo.gl/9Vaq7NyrbQtxJ5vr6',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001090106741',
      instagram: 'https://www.instagram.com/gusto_restaurant_samarqand',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'sam-craft',
    name: 'Sam Craft',
    category: 'bar',
    chain: 'sam-craft',
    description: 'Крафтовый бар и магазин пива — первый крафтовый бар в городе, который открыли релоканты.',
    address: 'ул. Регистанская, 38а',
    location: [39.653029, 66.971264],
    phones: ['+998 95 837-83-76', '+998 99 444-96-62'],
    hours: [{ time: '12:00-22:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/sam_craft/55968829047/',
      googleMap: 'https://goo.gl/maps/cULduP5VKeofMvnv8',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080829151',
      instagram: 'https://www.instagram.com/samcraft_beer/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'sam-craft-pub',
    name: 'Sam Craft Pub',
    category: 'bar',
    chain: 'sam-craft',
    description: 'Второй, более просторный крафтовый бар тех же владельцев-релокантов; переехал на новое место.',
    address: 'ул. Регистанская, 2',
    location: [39.653651, 66.972004],
    phones: ['+998 95 837-83-76', '+998 99 444-96-62'],
    hours: [{ time: '15:00-02:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CDqHQBO9',
      googleMap: 'https://maps.app.goo.gl/wE7Cwgc7hXAAfaFg7',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001082515242',
      instagram: 'https://www.instagram.com/samcraft_beer/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'pivnoy-restoran-khmelnov',
    name: 'Пивной ресторан «ХмельновЪ»',
    category: 'bar',
    description:
      'Ресторан при отеле Savitsky Plaza. Варят собственное крафтовое пиво, есть дегустационный сет. Терраса выходит на гребной канал, на закат. Меню короткое; фирменные блюда — картофель фри с беконом или фирменным соусом и бургер. Цены выше средних.',
    location: [39.660551, 67.056546],
    phones: ['+998 55 705-55-55'],
    hours: [{ time: '12:00-24:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CDQgjMYV',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001080063566',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'lion-wise',
    name: 'Lion Wise',
    category: 'hookah',
    tags: ['coworking'],
    description:
      'Табак от местных дистрибьюторов (MustHave, Burn, Darkside и другие), есть PlayStation. Можно приходить со своими напитками и едой. Подходит для работы с ноутбуком.',
    location: [39.660167, 66.939616],
    phones: ['+998 90 213-22-00'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/lionwise/43826216715',
      googleMap: 'https://goo.gl/maps/sovUDy5Hoa4QJiy9A',
      instagram: 'https://www.instagram.com/barlionwise/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'dary-kavkaza',
    name: 'Дары Кавказа',
    category: 'pork',
    description: 'Подают коньяк.',
    location: [39.646601, 66.956315],
    phones: ['+998 91 530-35-80'],
    hours: [{ time: '10:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/91092407307/',
      googleMap:
        'https://www.google.com/maps/place/Kafe+%22Dary+Kavkaza%22/@39.6465584,66.9512931,17z/data=!3m1!4b1!4m6!3m5!1s0x3f4d190938606787:0xc093371d7eccc56e!8m2!3d39.6465544!4d66.956164!16s%2Fg%2F11s9jbr4k3',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001079695420/',
      facebook:
        'https://www.facebook.com/pages/%D0%94%D0%B0%D1%80%D1%8B-%D0%9A%D0%B0%D0%B2%D0%BA%D0%B0%D0%B7%D0%B0-%D0%A1%D0%B0%D0%BC%D0%B0%D1%80%D0%BA%D0%B0%D0%BD%D0%B4/273570699691219',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'mesto-vstrechi',
    name: 'Место встречи',
    category: 'pork',
    aliases: ['Встреча', 'Встреча кроликов'],
    address: 'ул. Рудаки, 100',
    location: [39.679453, 66.935349],
    phones: ['+998 90 251-79-11'],
    hours: [{ days: '1-6', time: '11:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/mesto_vstrechi/56023111822/',
      googleMap:
        'https://www.google.com/maps/place/Vstrecha+Krolikov/@39.6801875,66.9352515,18z/data=!4m14!1m7!3m6!1s0x3f4d19006d4c757b:0xf0ed8f4cb81b32ad!2sShashlychnaya+Tikhiy+Dvorik!8m2!3d39.6803625!4d66.9371094!16s%2Fg%2F11w3t51ssc!3m5!1s0x3f4d1958a3be25ad:0x8ac5439bd8a6f497!8m2!3d39.679386!4d66.935285!16s%2Fg%2F11q41l93dz',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001093071086',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'starye-druzya',
    name: 'Старые друзья',
    category: 'pork',
    description: 'Шашлычная, есть домашнее вино.',
    address: 'ул. Беруни, 31',
    location: [39.679879, 66.928605],
    phones: ['+998 90 270-42-93'],
    hours: [{ days: '1-6', time: '11:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/172931374377/',
      googleMap:
        "https://www.google.com/maps/place/Shashlychnaya+%22Staryye+Druz'ya%22/@39.6799262,66.9258077,17z/data=!4m16!1m9!3m8!1s0x3f4d19e02da3815b:0x9c51f14789677493!2sShashlychnaya+%22Staryye+Druz'ya%22!8m2!3d39.6799221!4d66.9283826!9m1!1b1!16s%2Fg%2F11y1clxrxw!3m5!1s0x3f4d19e02da3815b:0x9c51f14789677493!8m2!3d39.6799221!4d66.9283826!16s%2Fg%2F11y1clxrxw",
      twoGis: 'https://2gis.uz/samarkand/firm/70000001093099523/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'tikhiy-dvorik',
    name: 'Тихий дворик',
    category: 'pork',
    description: 'Шашлычная; готовят чалагач — шашлык из рёбрышек.',
    address: 'ул. Ислохат, 36',
    location: [39.680678, 66.937687],
    phones: ['+998 98 273-27-02', '+998 91 555-47-94'],
    hours: [{ time: '10:00-23:00' }],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/204231749774/',
      googleMap:
        'https://www.google.com/maps/place/Shashlychnaya+Tikhiy+Dvorik/@39.6803625,66.9371094,3522m/data=!3m1!1e3!4m6!3m5!1s0x3f4d19006d4c757b:0xf0ed8f4cb81b32ad!8m2!3d39.6803625!4d66.9371094!16s%2Fg%2F11w3t51ssc',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077209645/',
      instagram: 'https://www.instagram.com/shashliki_u_ashota',
    },
    sourceDate: '2026-06-11',
  },
]);
