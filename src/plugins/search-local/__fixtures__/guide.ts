/** Test pages and sections of a tiny guide, shared by search.test.ts and shards.test.ts. */
import type { PageInput, SectionInput } from '../buildIndex';

export const pages: PageInput[] = [
  { url: '/', title: 'Самарканд для тех, кто переезжает', label: 'Главная', description: '', keywords: [] },
  {
    url: '/visa',
    title: 'Виза и въезд в Узбекистан',
    label: 'Виза и регистрация',
    description: '',
    keywords: ['безвиз', 'прописка'],
  },
  { url: '/medicine', title: 'Врачи и клиники', label: 'Медицина', description: '', keywords: [] },
  { url: '/transport', title: 'Транспорт', label: 'Транспорт', description: '', keywords: [] },
];
export const sections: SectionInput[] = [
  { url: '/', hash: '', heading: '', text: 'Про визы и регистрацию читайте на отдельной странице.' },
  { url: '/visa', hash: '#cash', heading: 'Наличные деньги', text: 'Сумму больше 2 000 долларов декларируют.' },
  { url: '/visa', hash: '#fee', heading: 'Госпошлина', text: 'Стоимость регистрации — 103 000 сум на май 2025 года.' },
  {
    url: '/visa',
    hash: '#russian-passport',
    heading: 'Загранпаспорт',
    text: 'Загранпаспорт оформляют в посольстве России в Ташкенте.',
  },
  { url: '/medicine', hash: '#emergency', heading: 'Экстренные номера', text: 'Скорая помощь — 103.' },
  { url: '/transport', hash: '#taxi', heading: 'Такси', text: 'Лучше скорее заказать такси через приложение.' },
  { url: '/transport', hash: '#trains', heading: 'Поезда', text: 'Из Ташкента ходит скоростной поезд.' },
];

/** The same guide with more pages: the readers' own words (issue #20). */
export const guidePages: PageInput[] = [
  ...pages,
  { url: '/kindergarten', title: 'Детский сад', label: 'Детские сады', description: '', keywords: [] },
  { url: '/map', title: 'Карта Самарканда', label: 'Карта', description: '', keywords: ['карта'] },
  { url: '/finance', title: 'Банки', label: 'Деньги', description: '', keywords: [] },
  { url: '/utilities', title: 'Коммунальные услуги', label: 'Коммуналка', description: '', keywords: [] },
  { url: '/mobile', title: 'Связь', label: 'Связь', description: '', keywords: [] },
  { url: '/grocery', title: 'Продукты', label: 'Продукты', description: '', keywords: [] },
  { url: '/bazar', title: 'Базары', label: 'Базары', description: '', keywords: [] },
];

export const guideSections: SectionInput[] = [
  ...sections,
  { url: '/finance', hash: '#exchange', heading: 'Обмен валюты', text: 'Курс в банке лучше, чем на рынке.' },
  {
    url: '/finance',
    hash: '#cash',
    heading: 'Как снять наличные',
    text: 'Банкоматы выдают сумы и доллары, российские карты не принимают.',
  },
  {
    url: '/finance',
    hash: '#bank-card',
    heading: 'Банковская карта для нерезидента',
    text: 'Карту оформляют по паспорту.',
  },
  { url: '/mobile', hash: '#sim', heading: 'SIM-карта', text: 'Купить SIM-карту можно в салоне оператора.' },
  { url: '/mobile', hash: '#city', heading: 'Интернет в городе', text: 'Мобильный интернет по всему городу.' },
  { url: '/grocery', hash: '#optovik', heading: 'Оптовик', text: 'Здесь продавался кофе без кофеина.' },
  { url: '/grocery', hash: '#market', heading: 'Супермаркеты', text: 'Супермаркеты работают до ночи.' },
  {
    url: '/grocery',
    hash: '#korzinka-vokzal',
    heading: 'Корзинка DISKONT, Вокзал',
    text: 'Адрес ул. Рудаки, 54',
  },
  { url: '/grocery', hash: '#korzinka', heading: 'Korzinka', text: 'Korzinka работает у вокзала и в центре.' },
  {
    url: '/bazar',
    hash: '#siab',
    heading: 'Сиабский базар',
    text: 'На вывеске: Siyob bozori. Самый большой рынок.',
  },
];

/** Questions typed on a phone, Cyrillic brand names, verbs (issue #29): a guide shaped like the real one. */
export const questionPages: PageInput[] = [
  ...guidePages,
  {
    url: '/flat',
    title: 'Как снять квартиру',
    seoTitle: 'Как снять квартиру в Самарканде: поиск, договор аренды и прописка',
    label: 'Поиск жилья',
    description: 'Где искать квартиру, как договориться о прописке и купить жильё иностранцу.',
    keywords: ['аренда'],
  },
  {
    url: '/home',
    title: 'Коммунальные услуги и их оплата',
    seoTitle: 'Коммунальные услуги в Самарканде: свет, газ, вода и оплата',
    label: 'Коммунальные услуги',
    description: '',
    keywords: [],
  },
  { url: '/shops', title: 'Покупки в интернете', label: 'Интернет-магазины', description: '', keywords: [] },
  { url: '/cafe', title: 'Узбекская кухня', label: 'Узбекская кухня', description: '', keywords: [] },
  { url: '/pets', title: 'Домашние животные', label: 'Домашние животные', description: '', keywords: [] },
  { url: '/work', title: 'Работа', label: 'Работа', description: '', keywords: [] },
  { url: '/weather', title: 'Погода', label: 'Погода', description: '', keywords: [] },
  { url: '/gov', title: 'Госуслуги', label: 'Госуслуги', description: '', keywords: [] },
  { url: '/kids', title: 'Досуг с детьми', label: 'Досуг с детьми', description: '', keywords: [] },
];

export const questionSections: SectionInput[] = [
  ...guideSections,
  { url: '/visa', hash: '#children', heading: 'Дети', text: 'Детям младше 16 лет отдельная регистрация не нужна.' },
  {
    url: '/flat',
    hash: '#where',
    heading: 'Где искать квартиру',
    text: 'Квартиру ищут в чатах и у риелторов.',
  },
  {
    url: '/flat',
    hash: '#buy',
    heading: 'Покупка жилья иностранцем',
    text: 'Нерезиденты могли покупать только новостройки дороже 150 000 долларов.',
  },
  {
    url: '/home',
    hash: '#electricity',
    heading: 'Электричество',
    text: 'Свет отключают в сильный дождь. Счётчик отключает свет при долге и включает после оплаты.',
  },
  {
    url: '/home',
    hash: '#meter-unblock',
    heading: 'Если свет не включился после оплаты',
    text: 'Подождите и отправьте ещё один небольшой платёж или вызовите мастера.',
  },
  {
    url: '/home',
    hash: '#household',
    heading: 'Бытовые мелочи',
    text: 'Вскрыть замок: мастер Раим. Сделать копию ключа — на Крытом рынке.',
  },
  {
    url: '/home',
    hash: '#drinking-water',
    heading: 'Питьевая вода',
    text: 'Бутилированную воду привозят на дом, можно поставить фильтр.',
  },
  { url: '/home', hash: '#osten', heading: 'Газовый счётчик', text: 'Закройте газовый кран и нажмите кнопку.' },
  { url: '/shops', hash: '#ozon', heading: 'Ozon', text: 'Ozon возит заказы из России в Самарканд.' },
  {
    url: '/shops',
    hash: '#wildberries',
    heading: 'Wildberries',
    text: 'Пункты выдачи Wildberries есть в каждом районе.',
  },
  {
    url: '/shops',
    hash: '#ikea',
    heading: 'Товары IKEA',
    text: 'Магазина IKEA в Самарканде нет, товары возят из Турции под заказ.',
  },
  { url: '/shops', hash: '#wise', heading: 'Lion Wise', text: 'Кафе, где удобно работать.' },
  { url: '/transport', hash: '#apps', heading: 'Приложения', text: 'Такси вызывают в приложении Yandex Go.' },
  {
    url: '/cafe',
    hash: '#obid-samsa',
    heading: 'Obid samsa',
    text: 'Слоёная самса. Вывески нет: только дверь и толпа у входа.',
  },
  { url: '/cafe', hash: '#samyak', heading: 'Samyak', text: 'Магазин импортных продуктов.' },
  { url: '/pets', hash: '#renting', heading: 'Аренда жилья с животным', text: 'Хозяева не всегда согласны.' },
  { url: '/pets', hash: '#vet', heading: 'Ветеринары', text: 'Ветеринарная клиника принимает без записи.' },
  { url: '/pets', hash: '#shops', heading: 'Корм и зоомагазины', text: 'Корм продают у дома.' },
  { url: '/medicine', hash: '#dentists', heading: 'Стоматологи', text: 'Хорошего стоматолога советуют в чате.' },
  { url: '/medicine', hash: '#choosing', heading: 'Как выбирать врача', text: 'Хороших узких специалистов немного.' },
  { url: '/cafe', hash: '#roni', heading: 'Roni Pizza Napoletana', text: 'Неаполитанская пиццерия.' },
  { url: '/cafe', hash: '#un-oshi', heading: 'Un oshi', text: 'Суп с домашней лапшой.' },
  { url: '/visa', hash: '#pinfl', heading: 'ПИНФЛ', text: 'Личный номер, как российский ИНН.' },
  { url: '/visa', hash: '#hotel', heading: 'Гостиница', text: 'Гостиница сама оформит регистрацию.' },
  { url: '/home', hash: '#lease', heading: 'Договор аренды', text: 'Спросите хозяина, есть ли залог.' },
  { url: '/grocery', hash: '#kiwi', heading: 'Kiwi', text: 'Один из немногих магазинов, где продают алкоголь.' },
  { url: '/transport', hash: '#flights', heading: 'Куда можно улететь', text: 'Рейсов из Самарканда немного.' },
  {
    url: '/transport',
    hash: '#intercity',
    heading: 'Междугородние автобусы',
    text: 'Автобусы до Ташкента и Бухары уходят с автовокзала.',
  },
  {
    url: '/transport',
    hash: '#cheap-dates',
    heading: 'Самые дешёвые даты',
    text: 'Дешевле всего лететь во вторник; в воскресенье билеты дороже.',
  },
  {
    url: '/medicine',
    hash: '#labs',
    heading: 'Анализы',
    text: 'Лаборатория открыта каждый день: кровь из вены берут умело.',
  },
  { url: '/medicine', hash: '#oral-surgeon', heading: 'Хирург-стоматолог', text: 'К нему идут с трудными случаями.' },
  { url: '/pets', hash: '#vet-surgeon', heading: 'Ветеринары на дом', text: 'Хороший хирург, хорошие отзывы.' },
  { url: '/work', hash: '#remote', heading: 'Удалённая работа', text: 'Удалённо работают из кафе.' },
  { url: '/work', hash: '#marhabo', heading: 'Мархабо', text: 'Район, где хозяин дал скидку.' },
  { url: '/finance', hash: '#from-russia', heading: 'Из России', text: 'Деньги из России переводят через банки.' },
  { url: '/finance', hash: '#to-russia', heading: 'В Россию', text: 'Перевести деньги в Россию можно в приложениях.' },
  { url: '/visa', hash: '#deadlines', heading: 'Сроки', text: 'Регистрацию оформляют в течение 15 дней после въезда.' },
  { url: '/', hash: '#offline', heading: 'Справочник без интернета', text: 'Сохраните справочник и читайте офлайн.' },
  { url: '/visa', hash: '#documents', heading: 'Документы', text: 'Владелец жилья приносит документы на квартиру.' },
  { url: '/weather', hash: '#chilla', heading: 'Чилля', text: 'Самое жаркое время года — с конца июня.' },
  { url: '/mobile', hash: '#home-internet', heading: 'Домашний интернет', text: 'Провайдеры подключают за день.' },
  // Issue #49, second round: a stop list that lacks a question word's forms, a fleeting vowel, the
  // guide's words for the reader's
  {
    url: '/finance',
    hash: '#card-documents',
    heading: 'Какие документы нужны',
    text: 'Для банковской карты нужны паспорт и прописка.',
  },
  { url: '/visa', hash: '#flat-documents', heading: 'Документы для регистрации', text: 'Хозяин приносит паспорт.' },
  { url: '/home', hash: '#heating-check', heading: 'Отопление', text: 'Батареи есть, а котёл не поставили.' },
  { url: '/home', hash: '#heating-season', heading: 'Когда греют батареи', text: 'С декабря по февраль.' },
  { url: '/gov', hash: '#eds-ways', heading: 'Три способа получить подпись', text: 'Онлайн или лично.' },
  { url: '/kids', hash: '#party', heading: 'Праздники', text: 'Отпраздновать можно в кафе с аниматорами.' },
];
