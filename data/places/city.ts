/**
 * Place catalogue — Город: районы-ориентиры, связь, коммунальные службы.
 *
 * HOW TO ADD A PLACE
 * 1. Copy an entry below and change it. Required: id, name, category and
 *    sourceDate. Everything else is optional: leave a field out rather than
 *    guess (a place without `location` still gets a card, just no pin).
 * 2. `id`: lower-case Latin words joined by hyphens, unique in the whole
 *    catalogue. Pages refer to it (`<Place id="…" />`): never rename one.
 * 3. `category` — one of this group's categories:
 *      city                 Город
 *      toponyms             Топонимы
 *      communication        Связь
 *      utilities            Коммунальные службы
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
 *     id: 'glavpochtamt',
 *     name: 'Главпочтамт',
 *     category: 'communication',
 *     location: [39.654729, 66.959505],
 *     links: { yandexMap: 'https://yandex.uz/maps/org/9410107127', web: 'https://pochta.uz/ru/' },
 *     sourceDate: '2026-06-11',
 *   },
 */
import { definePlaces } from './define';

export default definePlaces('city', [
  {
    id: 'aziz-bazar',
    name: 'Азиз базар / Строительная',
    category: 'toponyms',
    description:
      'Перекрёсток улицы Гагарина и проспекта Навои Шох. Раньше здесь был одноимённый рынок, сейчас на его месте строят торговый центр.',
    location: [39.669959, 66.937447],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCU7E2B0xA' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'arak-zavod',
    name: 'Арак завод',
    category: 'toponyms',
    description: 'На месте бывшего спиртзавода теперь сквер рядом с мавзолеем Гур-Эмир.',
    location: [39.651619, 66.969682],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCU7IAgI9B' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'aeroport-rayon',
    name: 'Аэропорт',
    category: 'toponyms',
    description: 'Район вокруг улицы Ибн Сино, которая ведёт к аэропорту.',
    location: [39.691658, 66.989574],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUCUWQG3A' },
    icon: 'islands#pinkCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'bam',
    name: 'БАМ',
    category: 'toponyms',
    description:
      'Большой жилой массив посёлка Супер. Прозвище получил за быстрые темпы стройки, официальное название — 29-й квартал.',
    location: [39.665321, 66.859099],
    links: { yandexMap: 'https://yandex.uz/maps/105810/samarqand-province/geo/1533238500/' },
    icon: 'islands#pinkCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'bogishamol',
    name: 'Богишамол',
    category: 'toponyms',
    description:
      'Перекрёсток улиц Гагарина и Улугбека. Богишамолом называют и жилой комплекс, и улицу, и район, и разные фирмы, но без уточнений обычно имеют в виду этот перекрёсток.',
    location: [39.661231, 66.937068],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCU7EXSdgC' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'bulvar',
    name: 'Бульвар',
    category: 'toponyms',
    description:
      'Университетский бульвар в центре города, прежние названия — Абрамовский бульвар и бульвар Горького. Посередине идёт аллея высоких деревьев, которая делит улицу на две проезжие части.',
    location: [39.646514, 66.961418],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCU7APgFhC' },
    icon: 'islands#pinkCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'buyuk-rayon',
    name: 'Буюк / Олтын самарканд',
    category: 'toponyms',
    description:
      'Перекрёсток улиц Рудаки и Гагарина. Назван по супермаркету Buyuk с одной стороны и ресторану «Олтин Самарканд» с другой.',
    location: [39.678263, 66.940249],
    links: { yandexMap: 'https://yandex.uz/maps/org/155899067585/' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'vokzal',
    name: 'Вокзал',
    category: 'toponyms',
    description:
      'Весь район вокруг железнодорожного вокзала, кроме части за железной дорогой (её называют «За линией»).',
    location: [39.682079, 66.928764],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCU7ALfHkB' },
    icon: 'islands#pinkCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'geofizika',
    name: 'Геофизика',
    category: 'toponyms',
    description:
      'Бывший посёлок геофизиков, его называли ещё Геологоразведкой. Главное предприятие посёлка, «Самаркандгеология», работает до сих пор.',
    location: [39.683421, 66.986033],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUK4MA8kB' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'gor-gai',
    name: 'Гор. ГАИ',
    category: 'toponyms',
    aliases: ['Городское ГАИ', 'Горгаи'],
    description: 'Городская Госавтоинспекция Самарканда. Не путать с областной ГАИ («Обл. ГАИ»).',
    location: [39.661428, 66.95357],
    links: { yandexMap: 'https://yandex.uz/maps/org/36766274484/' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'dzhuguton',
    name: 'Джугутон / Джувутон / Еврейская махалля',
    category: 'toponyms',
    description:
      'Историческая махалля (квартал) бухарских евреев. Большая часть общины уехала из Самарканда, но синагога работает. Название — от таджикского «джугут» или «джуут» (еврей) и «-тон» (место). В советское время квартал назывался «Восток».',
    location: [39.658467, 66.987169],
    links: { yandexMap: 'https://yandex.uz/maps/org/223384751825/' },
    icon: 'islands#pinkCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'za-liniey',
    name: 'За линией',
    category: 'toponyms',
    description:
      'Район за железной дорогой, к северу от вокзала, в основном махалли. Проехать можно по автомобильному мосту, пройти — по пешеходному мосту справа от вокзала.',
    location: [39.688565, 66.929397],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUCUKHkgD' },
    icon: 'islands#pinkCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'zoologicheskiy',
    name: 'Зоологический',
    category: 'toponyms',
    description:
      'Назван по автобусной остановке у старейшего в городе зоомагазина. Так называют участок от Регистана до поворота на улицу Дагбитскую.',
    location: [39.653229, 66.973237],
    links: { yandexMap: 'https://yandex.uz/maps/10334/samarkand/stops/4229125179/' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'ikar',
    name: 'Икар',
    category: 'toponyms',
    description: 'Название, по одной из версий, пошло от заправки; происхождение не подтверждено.',
    location: [39.67858, 66.95016],
    links: { yandexMap: 'https://yandex.uz/maps/-/CDQcNAMM' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'inyaz',
    name: 'Иняз',
    category: 'toponyms',
    aliases: ['СамГИИЯ'],
    description: 'Самаркандский государственный институт иностранных языков (СамГИИЯ).',
    location: [39.65134, 66.964561],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/11436389847/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077408924',
    },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'karimbek-rayon',
    name: 'Каримбек / Истыклол / Фрунзе',
    category: 'toponyms',
    aliases: ['Истиклол'],
    description:
      'Перекрёсток улиц Амира Темура и Гагарина. «Каримбек» и «Истиклол» — рестораны на этом перекрёстке. Фрунзе — прежнее название улицы Амира Темура: так называют и улицу, и перекрёсток.',
    location: [39.647621, 66.936833],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUKy-GADD' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'kirpichka',
    name: 'Кирпичка',
    category: 'toponyms',
    description:
      'Назван по заводу, который здесь когда-то стоял. Так называют участок улицы Рудаки от перекрёстка с Ибн Сино (академический лицей) до перекрёстка с Курчатова (заправка).',
    location: [39.672364, 66.956686],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUKy2Di0B' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'kishmishka',
    name: 'Кишмишка',
    category: 'toponyms',
    description: 'Улица Ибн Халдуна. Названа по заводу, где когда-то перерабатывали виноград.',
    location: [39.682285, 66.923761],
    links: { yandexMap: 'https://yandex.uz/maps/10334/samarkand/geo/1522495290/' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'krasnye-doma',
    name: 'Красные дома',
    category: 'toponyms',
    description: 'Новые дома из красного кирпича за заправкой «Узгазоил».',
    address: 'ул. Ислохат, 17',
    location: [39.680364, 66.939489],
    links: {
      yandexMap: 'https://yandex.uz/maps/-/CDGtU4Jw',
      twoGis: 'https://2gis.uz/samarkand/geo/70030076619180328',
    },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'limonadka',
    name: 'Лимонадка / Лимонадный базарчик',
    category: 'toponyms',
    description: 'Раньше здесь был лимонадный цех, теперь много кафе.',
    location: [39.644825, 66.969493],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUK5Ug6kD' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'makaronka',
    name: 'Макаронка',
    category: 'toponyms',
    description: 'Назван по макаронной фабрике.',
    location: [39.664666, 66.952549],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUCU8rAcB' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'markhabo',
    name: 'Мархабо',
    category: 'toponyms',
    description: 'Назван по ресторану «Мархабо». Одноимённая остановка — на улице Буюк Ипак Йули.',
    location: [39.652536, 66.923094],
    links: { yandexMap: 'https://yandex.uz/maps/10334/samarkand/stops/1543142585/' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'mikrorayon',
    name: 'Микрорайон',
    category: 'toponyms',
    description: 'Район советских пятиэтажек вокруг улицы Буюк Ипак Йули.',
    location: [39.661406, 66.92145],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCU7ALrDGC' },
    icon: 'islands#pinkCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'motrid',
    name: 'Мотрид / Карасу',
    category: 'toponyms',
    description: 'Район новостроек к северу от железнодорожного вокзала.',
    location: [39.718722, 66.933323],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCU7AXFOKC' },
    icon: 'islands#pinkCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'muzykalnyy-most',
    name: 'Музыкальный мост',
    category: 'toponyms',
    description:
      'Когда-то здесь стоял железный мост, который звенел, когда по нему ехали повозки. Моста давно нет, а название осталось.',
    location: [39.663217, 66.92301],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUK5YWekD' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'mchs',
    name: 'МЧС',
    category: 'toponyms',
    description: 'Управление по чрезвычайным ситуациям Самаркандской области.',
    location: [39.666915, 66.93773],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/87009485276/',
      twoGis: 'https://2gis.uz/samarkand/firm/70000001077390160',
    },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'novyy-bilayn',
    name: 'Новый Билайн',
    category: 'toponyms',
    description: 'Назван по офису Beeline, который открылся здесь, когда закрылся прежний («Старый Билайн»).',
    location: [39.66354, 66.937571],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUKyTcFoA' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'obi-rakhmat',
    name: 'Оби Рахмат',
    category: 'toponyms',
    description: 'Ориентир, названный по ресторану.',
    location: [39.674159, 67.000102],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUCUWbSxA' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'oblastnaya-bolnitsa',
    name: 'Областная больница',
    category: 'toponyms',
    location: [39.660719, 66.942912],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/143613160289/',
      twoGis: 'https://2gis.uz/samarkand/inside/70030076610836257/firm/70000001077377532',
    },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'obl-gai',
    name: 'Обл. ГАИ',
    category: 'toponyms',
    aliases: ['Облгаи', 'Областное ГАИ'],
    description:
      'Управление безопасности дорожного движения Самаркандской области, бывшая областная ГАИ. Не путать с городской ГАИ («Гор. ГАИ»).',
    location: [39.676519, 66.912516],
    links: { yandexMap: 'https://yandex.uz/maps/org/213939596730/' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'pandzhab',
    name: 'Панджаб',
    category: 'toponyms',
    description: 'Иранский квартал вокруг иранского медресе.',
    location: [39.643447, 66.929132],
    links: { yandexMap: 'https://yandex.uz/maps/org/68385142160/' },
    icon: 'islands#pinkCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'povorot',
    name: 'Поворот',
    category: 'toponyms',
    description: 'Перекрёсток четырёх улиц: Буюк Ипак Йули, Спитамена, Беруни и Улугбека.',
    location: [39.667057, 66.926532],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCU7ETdZOB' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'sam-koch',
    name: 'Сам-Коч',
    category: 'toponyms',
    description: 'Назван по соседнему автозаводу SamKochAvto.',
    location: [39.650266, 66.916218],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUC4GH3xB' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'samgasi',
    name: 'СамГАСИ / SamDAQI',
    category: 'toponyms',
    description: 'Самаркандский государственный архитектурно-строительный университет (раньше — институт).',
    location: [39.627126, 66.943078],
    links: { yandexMap: 'https://yandex.uz/maps/org/46031549259/' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'saodat',
    name: 'Саодат',
    category: 'toponyms',
    description: 'Назван по ресторану.',
    location: [39.680959, 66.932529],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCU7IAE6GD' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'sattepo',
    name: 'Саттепо',
    category: 'toponyms',
    description: 'Жилой район к югу от Микрорайона.',
    location: [39.638453, 66.920034],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCU7ATbdPC' },
    icon: 'islands#pinkCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'selskiy',
    name: 'Сельский',
    category: 'toponyms',
    description:
      'Название осталось от прежнего Сельского района. «Сельским» называют и Сельский круг, и Сельский рынок, и центральную больницу Самаркандского района, и кожвендиспансер.',
    location: [39.616012, 66.955702],
    links: { yandexMap: 'https://yandex.uz/maps/-/CDbb5CPh' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'selkhoz-institut',
    name: 'Сельхоз институт',
    category: 'toponyms',
    aliases: ['Сельхоз', 'СамСХИ'],
    description:
      'Самаркандский государственный университет ветеринарной медицины, животноводства и биотехнологий, бывший Самаркандский сельскохозяйственный институт (СамСХИ). Часто говорят просто «Сельхоз».',
    location: [39.659935, 66.93234],
    links: { yandexMap: 'https://yandex.uz/maps/org/95428374466/' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'sibirskie-pelmeni',
    name: 'Сибирские пельмени',
    category: 'toponyms',
    description: 'В 1990-е здесь работали несколько кафе, где подавали пельмени.',
    location: [39.645836, 66.9538],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUK5Ex-KD' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'sogdiana-rayon',
    name: 'Согдиана',
    category: 'toponyms',
    description: 'Жилой район к западу от Микрорайона.',
    location: [39.659879, 66.910328],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCU7ATq5TA' },
    icon: 'islands#pinkCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'staryy-bilayn',
    name: 'Старый Билайн / Большой арык',
    category: 'toponyms',
    description: 'Раньше здесь был офис Beeline, теперь — супермаркет «Корзинка — Anjir».',
    location: [39.673955, 66.926007],
    links: { yandexMap: 'https://yandex.uz/maps/10334/samarkand/house/Yk8YfwVmSUUAQF1jfXp2cnVmYQ==/' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'super',
    name: 'Супер',
    category: 'toponyms',
    description:
      'Посёлок на западе, входит в состав Самарканда. Прежнее название — Суперфосфатный, по главному заводу; официально теперь Кимёгарлар (по-узбекски «химики»). Его массив девятиэтажек называют БАМ, и это отдельный ориентир.',
    location: [39.664808, 66.844392],
    links: {
      yandexMap: 'https://yandex.uz/maps/geo/1508547754/',
      twoGis: 'https://2gis.uz/samarkand/geo/70030076614907419',
    },
    icon: 'islands#pinkCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'uzgazoil',
    name: 'Узгазоил / Узбекнефтгаз / Заправка',
    category: 'toponyms',
    description:
      'Заправка, которая до 2017 года работала под брендом UzGazOil. Потом компания стала «Узбекнефтегазом», а ориентир сохранил старое имя.',
    location: [39.680189, 66.938295],
    links: { yandexMap: 'https://yandex.uz/maps/org/159142842034/' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'urgutskiy-bazarchik',
    name: 'Ургутский базарчик',
    category: 'toponyms',
    description: 'Раньше здесь был базар.',
    location: [39.64013, 66.942942],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUK5EcetA' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'kholodilnik',
    name: 'Холодильник / Бывший холодильник',
    category: 'toponyms',
    description: 'Рядом с перекрёстком улиц Гагарина и Узбекистанской стоял завод холодильников.',
    location: [39.639308, 66.93885],
    links: { yandexMap: 'https://yandex.uz/maps/-/CCUSV0hBdA' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'chaynaya-fabrika',
    name: 'Чайная фабрика',
    category: 'toponyms',
    description:
      'Самаркандскую чаеразвесочную фабрику, когда-то одну из крупнейших в Средней Азии, снесли в 2022 году; на её месте достраивают жилой комплекс Bagishamal City. Фирменный магазин фабрики через дорогу работает.',
    location: [39.669858, 66.926989],
    links: { yandexMap: 'https://yandex.uz/maps/org/52791769061/' },
    icon: 'islands#darkBlueCircleDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'glavpochtamt',
    name: 'Главпочтамт',
    category: 'communication',
    location: [39.654729, 66.959505],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/9410107127',
      googleMap: 'https://goo.gl/maps/gQYSxpVn4Pj4tNWe8',
      web: 'https://pochta.uz/ru/',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'bilayn-makon-mall',
    name: 'Билайн Makon Mall',
    category: 'communication',
    inside: 'makon-mall',
    description: 'Центральный офис Beeline, здесь оформляют SIM-карты.',
    location: [39.655434, 66.957364],
    links: { yandexMap: 'https://yandex.uz/maps/org/69286235146/', web: 'https://beeline.uz/ru' },
    icon: 'islands#redDotIcon',
    sourceDate: '2026-06-11',
  },
  {
    id: 'sam-electricity',
    name: 'Самаркандская городская электросеть',
    category: 'utilities',
    location: [39.652036, 66.95151],
    phones: ['1154', '+998 66 233-12-12', '+998 66 233-12-15', '+998 66 233-41-79'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/224799588118/',
      googleMap: 'https://goo.gl/maps/ZZ9shAYgQ6cnc9Ey8',
      web: 'https://het.uz/ru',
      telegram: ['https://t.me/SamHETK', 'https://t.me/HET_admin'],
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'sam-suv',
    name: 'Самарканд сув таъминоти / Водоканал',
    category: 'utilities',
    description: 'Вопросы об оплате и лицевом счёте — в Telegram: @samsuvpayme.',
    location: [39.639532, 66.940373],
    phones: ['+998 66 233-18-21', '+998 95 411-18-21', '+998 66 237-09-03'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/uzvodsnab/142337542459/',
      googleMap: 'https://goo.gl/maps/p8fhCRW13nv5ACvP7',
      web: 'https://uzsuv.uz/ru',
      instagram: 'https://instagram.com/UzSuvTaminot',
      telegram: ['https://t.me/samsuvhelp', 'https://t.me/samsuvpayme'],
      facebook: 'https://facebook.com/UzSuvTaminot',
      youtube: 'https://www.youtube.com/channel/UCtXL7oflj4gKjfaLlsEFU_w',
    },
    sourceDate: '2026-06-11',
  },
  {
    id: 'sam-gaz',
    name: 'Горгаз / Uztransgaz',
    category: 'utilities',
    location: [39.666042, 66.924415],
    phones: ['1104', '+998 66 612-53-04', '+998 66 239-78-11', '+998 66 239-78-27'],
    links: {
      yandexMap: 'https://yandex.uz/maps/org/129747385260/',
      googleMap: 'https://goo.gl/maps/wNfwgCvXW7hPVp9D7',
      web: 'https://utg.uz/ru/',
      instagram: 'https://www.instagram.com/uztransgazaj/',
      telegram: 'https://t.me/uztransgazaj_info',
      facebook: 'https://www.facebook.com/uztransgaz.uz',
      youtube: 'https://www.youtube.com/channel/UCNFs0WsXQUpPLdm2SmnKCvw',
    },
    sourceDate: '2026-06-11',
  },
]);
