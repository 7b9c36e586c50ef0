/**
 * What readers type, and the page that must be among the first 3 suggestions (issue #16 §5).
 * This table is the contract for anyone who edits page titles, sidebar labels, front matter
 * `keywords` or the search setup (config/search.ts, src/plugins/search-local): run
 * tests/e2e/search.spec.ts after such a change.
 */
export interface SearchCase {
  query: string;
  /** route of the page expected among the first 3 suggestions */
  route: string;
  /** and, where one section is meant, the suggestion's title (a place card, a heading) */
  title?: string;
  /**
   * the section where the answer is, by its anchor ('#cash'; '' for the top of the page): its
   * suggestion must be among the first 3 (issue #29 §1), or the first where `first` is set
   */
  anchor?: string;
  first?: true;
  /**
   * a question as typed on a phone (issue #29 §1, #49): these rows are counted together, the first
   * suggestion right for most of them and among the first 3 for all but two (tests/e2e/search.spec.ts)
   */
  phone?: true;
}

export const searchQueries: SearchCase[] = [
  // Single words
  { query: 'виза', route: '/samarkand/visa' },
  { query: 'прописка', route: '/samarkand/visa' },
  { query: 'регистрация', route: '/samarkand/visa' },
  { query: 'квадрокоптер', route: '/samarkand/visa' },
  { query: 'декларация', route: '/samarkand/visa' },
  { query: 'риелтор', route: '/apartment/find' },
  { query: 'чилля', route: '/samarkand/weather' },
  { query: 'ПИНФЛ', route: '/services/government' },
  { query: 'ЭЦП', route: '/services/government' },
  { query: 'IMEI', route: '/services/communication' },
  { query: 'скорая', route: '/services/medicine' },
  { query: '103', route: '/services/medicine' },
  { query: 'аптека', route: '/services/medicine' },
  { query: 'карта', route: '/map' },
  { query: 'продать', route: '/sale' },
  { query: 'барахолка', route: '/sale' },
  { query: 'плов', route: '/cafe/uzbek' },
  { query: 'такси', route: '/services/transport' },
  { query: 'садик', route: '/children/kindergarten' },
  { query: 'школа', route: '/children/school' },
  { query: 'посылка', route: '/services/post' },
  { query: 'банкомат', route: '/services/finance' },
  { query: 'коворкинг', route: '/occupation' },
  { query: 'ветеринар', route: '/services/pets' },
  { query: 'отопление', route: '/apartment/utilities' },
  // Latin and Cyrillic names
  { query: 'Korzinka', route: '/purchases/grocery' },
  { query: 'Корзинка', route: '/purchases/grocery' },
  { query: 'Афросиаб', route: '/services/transport' },
  { query: 'Uzum', route: '/purchases/online' },
  { query: 'Wildberries', route: '/purchases/online' },
  { query: 'Yandex Go', route: '/services/transport' },
  // Two- and three-word phrases
  { query: 'без визы', route: '/samarkand/visa' },
  { query: 'стоимость регистрации', route: '/samarkand/visa', anchor: '#fee', first: true },
  { query: 'сколько стоит регистрация', route: '/samarkand/visa', anchor: '#fee', first: true },
  { query: 'цена регистрации', route: '/samarkand/visa', anchor: '#fee', first: true },
  { query: 'как вызвать такси', route: '/services/transport', anchor: '#taxi-apps', first: true },
  { query: 'где поменять рубли', route: '/services/finance', anchor: '#exchange', first: true },
  // «где купить X»: the section that says where X is bought, not the shopping pages' headings.
  { query: 'где купить лекарства', route: '/services/medicine', anchor: '#pharmacies', first: true },
  { query: 'где купить алкоголь', route: '/purchases/grocery', anchor: '#kiwi', first: true },
  { query: 'консульство россии', route: '/samarkand/visa', anchor: '#russian-passport', first: true },
  { query: 'ветклиника', route: '/services/pets' },
  { query: 'как открыть счет в банке', route: '/services/finance', anchor: '#bank-card', first: true },
  { query: 'ввоз наличных', route: '/samarkand/visa' },
  { query: 'декларация наличных', route: '/samarkand/visa' },
  { query: 'стоимость проезда', route: '/services/transport' },
  { query: 'из Ташкента', route: '/samarkand/about' },
  { query: 'снять квартиру', route: '/apartment/find' },
  { query: 'обмен валюты', route: '/services/finance' },
  { query: 'сим карта', route: '/services/communication' },
  { query: 'детский сад', route: '/children/kindergarten' },
  // Questions as readers type them
  { query: 'сколько можно находиться без визы', route: '/samarkand/visa' },
  { query: 'где купить продукты', route: '/purchases/grocery' },
  { query: 'как снять квартиру', route: '/apartment/find' },
  { query: 'сколько стоит такси', route: '/services/transport' },
  { query: 'где поесть плов', route: '/cafe/uzbek' },
  { query: 'как зарегистрировать телефон', route: '/services/communication' },
  { query: 'как добраться из Ташкента', route: '/samarkand/about' },
  // A half-typed word
  { query: 'регист', route: '/samarkand/visa' },
  // Russian typed in Latin letters (issue #20 §1)
  { query: 'korzinka vokzal do skolki rabotaet', route: '/purchases/grocery', title: 'Корзинка DISKONT, Вокзал' },
  { query: 'schetchik', route: '/apartment/utilities' },
  { query: 'registratsiya', route: '/samarkand/visa' },
  { query: 'vrach', route: '/services/medicine' },
  { query: 'apteka', route: '/services/medicine' },
  { query: 'taksi', route: '/services/transport' },
  { query: 'snyat kvartiru', route: '/apartment/find' },
  { query: 'detskiy sad', route: '/children/kindergarten' },
  { query: 'obmen valyuty', route: '/services/finance' },
  { query: 'siab bazar', route: '/purchases/bazar' },
  // Uzbek Latin names, as on signs
  { query: 'registon', route: '/samarkand/about' },
  { query: 'Siyob bozori', route: '/purchases/bazar', title: 'Сиабский базар' },
  { query: "amir temur ko'chasi", route: '/samarkand/toponyms' },
  { query: 'bogʻishamol', route: '/samarkand/toponyms' },
  { query: "go'ri amir", route: '/samarkand/toponyms' },
  { query: 'shohi zinda', route: '/samarkand/about' },
  // The wrong keyboard layout (§2)
  { query: 'dbpf', route: '/samarkand/visa' },
  { query: 'nfrcb', route: '/services/transport' },
  { query: 'fgntrf', route: '/services/medicine' },
  { query: 'rjdjhrbyu', route: '/occupation' },
  { query: 'шьуш', route: '/services/communication' },
  // Typos (§3)
  { query: 'где купить кофе без кофиина', route: '/purchases/grocery' },
  { query: 'регистрацыя', route: '/samarkand/visa' },
  { query: 'ветиринар', route: '/services/pets' },
  { query: 'коворкенг', route: '/occupation' },
  { query: 'отапление', route: '/apartment/utilities' },
  // Everyday words (config/search.ts everydayWords)
  { query: 'детсад', route: '/children/kindergarten' },
  { query: 'карта города', route: '/map' },
  { query: 'обменник', route: '/services/finance' },
  { query: 'коммуналка', route: '/apartment/utilities' },
  { query: 'симка', route: '/services/communication' },
  // Questions typed on a phone (issue #29 §1): the section where the answer is comes first
  {
    query: 'захлапнулась дверь кто вскроет замок',
    route: '/apartment/utilities',
    anchor: '#household',
    first: true,
    phone: true,
  },
  { query: 'снять доллары', route: '/services/finance', anchor: '#cash', first: true, phone: true },
  {
    query: 'можно пить воду из под крана',
    route: '/apartment/utilities',
    anchor: '#drinking-water',
    first: true,
    phone: true,
  },
  {
    query: 'сим карта не заблокировали',
    route: '/services/communication',
    anchor: '#sim-card',
    first: true,
    phone: true,
  },
  {
    query: 'свет отключили хотя заплатил',
    route: '/apartment/utilities',
    anchor: '#meter-unblock',
    first: true,
    phone: true,
  },
  // The Zarmed card, whose praised therapist its description now names (as the facts do).
  { query: 'терапевт', route: '/services/medicine', anchor: '#zarmed', first: true, phone: true },
  { query: 'как добраться из ташкента', route: '/samarkand/about', anchor: '#getting-there', first: true, phone: true },
  {
    query: 'икеа в самарканде есь или заказат',
    route: '/purchases/household',
    anchor: '#ikea',
    first: true,
    phone: true,
  },
  // …and among the first 3 (written from the facts; some with a typo, as typed)
  { query: 'через сколько дней заблокируют телефон', route: '/services/communication', anchor: '#imei', phone: true },
  {
    query: 'туристическая симка перестала работать',
    route: '/services/communication',
    anchor: '#sim-card',
    phone: true,
  },
  { query: 'где купить сим карту билайн', route: '/services/communication', anchor: '#sim-card', phone: true },
  {
    query: 'какой интернет провайдер подключить домой',
    route: '/services/communication',
    anchor: '#providers',
    phone: true,
  },
  { query: 'роуминг мобиуз для нерезидентов', route: '/services/communication', anchor: '#roaming', phone: true },
  { query: 'как отключить платные подписки билайн', route: '/services/communication', anchor: '#beeline', phone: true },
  // The IMEI section itself: it says what must be registered and by when, and «Как зарегистрировать»
  // is the next heading (was #imei-how, which no ranking put among the first 8).
  { query: 'как зарегестрировать телефон по имей', route: '/services/communication', anchor: '#imei', phone: true },
  { query: 'сколько денег можно ввезти без декларации', route: '/samarkand/visa', anchor: '#cash', phone: true },
  { query: 'можно ли ввезти дрон в узбекистан', route: '/samarkand/visa', anchor: '#prohibited', phone: true },
  { query: 'какой штраф если не сделал регистрацию', route: '/samarkand/visa', anchor: '#fines', phone: true },
  { query: 'сколько дней на регистрацию после въезда', route: '/samarkand/visa', anchor: '#deadlines', phone: true },
  { query: 'регистрация ребенка иностранца в самарканде', route: '/samarkand/visa', anchor: '#children', phone: true },
  { query: 'в каком банке открыть карту нерезиденту', route: '/services/finance', anchor: '#which-bank', phone: true },
  {
    query: 'какие документы нужны для банковской карты',
    route: '/services/finance',
    anchor: '#documents',
    phone: true,
  },
  { query: 'как перевести деньги из россии', route: '/services/finance', anchor: '#from-russia', phone: true },
  { query: 'можно ли купить доллары за сумы', route: '/services/finance', anchor: '#exchange', phone: true },
  { query: 'кассир просит назвать пин код', route: '/services/finance', anchor: '#paying', phone: true },
  { query: 'скорая помощь какой номер телефона', route: '/services/medicine', anchor: '#emergency', phone: true },
  { query: 'хороший стоматолог в самарканде отзывы', route: '/services/medicine', anchor: '#dentists', phone: true },
  { query: 'где сдать анализы крови', route: '/services/medicine', anchor: '#labs', phone: true },
  {
    query: 'нужна ли медицинская страховка иностранцу',
    route: '/services/medicine',
    anchor: '#insurance',
    phone: true,
  },
  { query: 'педиатор для ребенка хороший', route: '/services/medicine', anchor: '#paediatrician', phone: true },
  { query: 'как доехать из аэропорта в центр', route: '/services/transport', anchor: '#taxi-airport', phone: true },
  { query: 'сколько стоет желтое такси с улицы', route: '/services/transport', anchor: '#street-taxi', phone: true },
  { query: 'где купить билет на афросиаб', route: '/services/transport', anchor: '#tickets', phone: true },
  // The list of taxi stands says which one has cars to Bukhara (was the parent #intercity-taxi).
  { query: 'как уехать в бухару на такси', route: '/services/transport', anchor: '#pyatok-list', phone: true },
  { query: 'посылка застряла на таможне что делать', route: '/services/post', anchor: '#customs', phone: true },
  { query: 'лимит на посылки из за границы', route: '/services/post', anchor: '#customs-limits', phone: true },
  { query: 'как отправить вещи в россию карго', route: '/services/post', anchor: '#cargo', phone: true },
  { query: 'как вывезти кошку из узбекистана самолетом', route: '/services/pets', anchor: '#outside', phone: true },
  { query: 'ветеринар который приезжает на дом', route: '/services/pets', anchor: '#vet', phone: true },
  { query: 'снять квартиру с собакой', route: '/services/pets', anchor: '#renting', phone: true },
  {
    query: 'свет часто отключают нужен ли стабилизатор',
    route: '/apartment/utilities',
    anchor: '#electricity',
    phone: true,
  },
  {
    query: 'как платить за коммуналку через приложение',
    route: '/apartment/utilities',
    anchor: '#payment',
    phone: true,
  },
  // «Газ» explains it (the meter blocks and does not open by itself after payment) right above the
  // unblocking steps (#osten).
  { query: 'счетчик газа заблокировался после оплаты', route: '/apartment/utilities', anchor: '#gas', phone: true },
  { query: 'когда включают отопление в самарканде', route: '/samarkand/weather', anchor: '#heating', phone: true },
  { query: 'где записать ребенка в садик', route: '/children/kindergarten', anchor: '#enrolment', phone: true },
  { query: 'как получить пинфл иностранцу', route: '/services/government', anchor: '#pinfl-steps', phone: true },
  // The table of the three ways: both online ones with their links, and which one worked (was
  // #eds-online, the notes on what went wrong, whose heading is the one word «Онлайн»).
  { query: 'получить эцп онлайн без визита', route: '/services/government', anchor: '#eds-ways', phone: true },
  { query: 'договор аренды зарегистрировать онлайн', route: '/apartment/find', anchor: '#contract', phone: true },
  { query: 'сколько берет риелтор комиссию', route: '/apartment/find', anchor: '#realtors', phone: true },
  { query: 'можно ли иностранцу купить квартиру', route: '/apartment/find', anchor: '#buy', phone: true },
  { query: 'самозанятость для иностранца какие налоги', route: '/occupation', anchor: '#taxes-2026', phone: true },
  { query: 'где поработать с ноутбуком коворкинг', route: '/occupation', anchor: '#coworking', phone: true },
  { query: 'когда лучше всего есть плов', route: '/cafe/uzbek', anchor: '#when-plov', phone: true },
  { query: 'где поесть свинину в самарканде', route: '/cafe/other', anchor: '#pork', phone: true },
  // Cyrillic spellings of Latin names, verbs for nouns (issue #29 §2)
  { query: 'озон', route: '/purchases/online', anchor: '#ozon' },
  { query: 'вайлдберриз', route: '/purchases/online', anchor: '#wildberries' },
  { query: 'икеа', route: '/purchases/household', anchor: '#ikea' },
  { query: 'яндекс го', route: '/services/transport', anchor: '#taxi-apps' },
  { query: 'купить квартиру', route: '/apartment/find', anchor: '#buy' },
  // Plans rather than things: the pages' keywords carry them
  { query: 'куда сходить вечером', route: '/cafe/bar' },
  { query: 'куда сходить с ребенком', route: '/children/activities' },
  // The reader's word beside the guide's: «часовой пояс» (a key fact), «зубной» (стоматолог),
  // «онлайн» (e-mehmon, not the rental contract), «оплатить» (the fee), «мир» (Russian cards)
  { query: 'часовой пояс', route: '/samarkand/about', anchor: '#key-facts' },
  { query: 'зубной врач', route: '/services/medicine', anchor: '#dentists' },
  { query: 'прописка онлайн', route: '/samarkand/visa', anchor: '#e-mehmon' },
  { query: 'как оплатить госпошлину', route: '/samarkand/visa', anchor: '#fee' },
  { query: 'карта мир', route: '/services/finance', anchor: '#cash' },
  { query: 'сколько стоит аренда', route: '/apartment/find', anchor: '#market' },
  // More of the guide's words for the reader's: «пиццерия», «залог», «алкоголь», «рейсы»; and
  // «инн», which sounded like the soup Un oshi (a two-letter sound key)
  { query: 'пицца', route: '/cafe/euro', anchor: '#roni-pizza-napoletana' },
  { query: 'депозит за квартиру', route: '/apartment/find', anchor: '#checklist' },
  { query: 'где купить пиво', route: '/purchases/grocery', anchor: '#kiwi' },
  { query: 'авиабилеты', route: '/services/transport', anchor: '#domestic-flights' },
  { query: 'инн', route: '/services/government', anchor: '#pinfl', first: true },
  // A list of pages (the home page's sections) holds every subject's words and answers none
  { query: 'интернет в квартире', route: '/services/communication', anchor: '#internet' },
  // A specialist the guide names no one for: how to look for a doctor, not «nothing found»
  { query: 'гинеколог', route: '/services/medicine', anchor: '#choosing-a-doctor' },
  // The customs section that answers it is named by the question («Что нельзя ввозить»)
  { query: 'что нельзя ввозить', route: '/samarkand/visa', anchor: '#prohibited' },
  // To stay, not a bus stop: a hotel registers its guests
  { query: 'где остановиться', route: '/samarkand/visa', anchor: '#e-mehmon' },
  // The paediatrician's section says «ребёнка» and «детей», as the question does
  { query: 'педиатр для ребенка', route: '/services/medicine', anchor: '#paediatrician' },
  // Issue #49 §1: the words that name the thing outweigh those that describe it or set the scene
  // («хороший», «самый дешовый», «в воскресенье»); «удалить» is not «дал» or «удалённая»
  {
    query: 'удалить зуб мудрости хороший хирург',
    route: '/services/medicine',
    anchor: '#oral-surgeon',
    first: true,
    phone: true,
  },
  {
    query: 'автобус до ташкента самый дешовый',
    route: '/services/transport',
    anchor: '#intercity-bus',
    first: true,
    phone: true,
  },
  { query: 'сдать кровь в воскресенье', route: '/services/medicine', anchor: '#labs', first: true, phone: true },
  // …a direction is part of the meaning: «в Россию» is not «Из России»
  {
    query: 'перевести деньги в россию с узкарты',
    route: '/services/finance',
    anchor: '#to-russia',
    first: true,
    phone: true,
  },
  { query: 'сколько дней на регистрацию', route: '/samarkand/visa', anchor: '#deadlines', first: true, phone: true },
  // …and the guide's own features by what readers call them: the copy saved for reading offline
  { query: 'без интернета', route: '/', anchor: '#offline', first: true },
  { query: 'офлайн', route: '/', anchor: '#offline', first: true },
  { query: 'сохранить справочник', route: '/', anchor: '#offline', first: true },
  // Issue #49: questions typed on a phone, written from ../shared/facts by someone who had not seen the
  // ranking code (every second one of 84, chosen before any was run through the search). The writer
  // meant each section to come first; they are counted with the other phone rows, not one by one.
  {
    query: 'не успеваю сделать регистрацию срочно что делать',
    route: '/samarkand/visa',
    anchor: '#late-registration',
    phone: true,
  },
  {
    query: 'какие документы нужны хозяину для прописки',
    route: '/samarkand/visa',
    anchor: '#documents',
    phone: true,
  },
  {
    query: 'киргизия сколько дней можно без визы',
    route: '/samarkand/visa',
    anchor: '#visa-free-table',
    phone: true,
  },
  {
    query: 'поменять загранпаспорт рф в ташкенте',
    route: '/samarkand/visa',
    anchor: '#russian-passport',
    phone: true,
  },
  {
    query: 'квартира рядом с мечетью шумно утром',
    route: '/apartment/find',
    anchor: '#noise',
    phone: true,
  },
  { query: 'батареи есть а котла нет', route: '/apartment/find', anchor: '#heating-check', phone: true },
  {
    query: 'самый дешевый район снять квартиру',
    route: '/apartment/districts',
    anchor: '#comparison',
    phone: true,
  },
  {
    query: 'украинская печь что это такое',
    route: '/apartment/utilities',
    anchor: '#gas-convector',
    phone: true,
  },
  {
    query: 'где сделать дубликат ключа недорого',
    route: '/apartment/utilities',
    anchor: '#household',
    phone: true,
  },
  {
    query: 'фильтр обратного осмоса для воды цена',
    route: '/apartment/utilities',
    anchor: '#drinking-water',
    phone: true,
  },
  {
    query: 'два слота imei регистрировать оба',
    route: '/services/communication',
    anchor: '#dual-sim',
    phone: true,
  },
  {
    query: 'uzimei онлайн не получается куда идти',
    route: '/services/communication',
    anchor: '#imei-offline',
    phone: true,
  },
  {
    query: 'тикток не открывается в узбекистане',
    route: '/services/communication',
    anchor: '#blocking',
    phone: true,
  },
  {
    query: 'перевести деньги в россию из самарканда',
    route: '/services/finance',
    anchor: '#to-russia',
    phone: true,
  },
  {
    query: 'мастеркард где выдают доллары наличными',
    route: '/services/finance',
    anchor: '#cash',
    phone: true,
  },
  {
    query: 'прививка от гепатита а платно где',
    route: '/services/medicine',
    anchor: '#vaccination',
    phone: true,
  },
  {
    query: 'лечить каналы зуба под микроскопом',
    route: '/services/medicine',
    anchor: '#dentistry',
    phone: true,
  },
  {
    query: 'детский стоматолог хороший отзывы',
    route: '/services/medicine',
    anchor: '#dentists',
    phone: true,
  },
  { query: 'платная скорая номер ночью', route: '/services/medicine', anchor: '#emergency', phone: true },
  {
    query: 'государственный или частный садик что лучше',
    route: '/children/kindergarten',
    anchor: '#compare',
    phone: true,
  },
  {
    query: 'заявку в школу отклонили ошибка duplicate key',
    route: '/children/school',
    anchor: '#rejected',
    phone: true,
  },
  {
    query: 'отметить день рождения ребенка аниматор цена',
    route: '/children/activities',
    anchor: '#birthday',
    phone: true,
  },
  {
    query: 'крытая детская площадка самая большая',
    route: '/children/activities',
    anchor: '#playgrounds',
    phone: true,
  },
  {
    query: 'доставка продуктов на дом быстро',
    route: '/purchases/grocery',
    anchor: '#delivery',
    phone: true,
  },
  { query: 'где купить чемодан недорого', route: '/purchases/bazar', anchor: '#which-bazar', phone: true },
  {
    query: 'вайлдбериз сколько идет доставка в самарканд',
    route: '/purchases/online',
    anchor: '#wildberries',
    phone: true,
  },
  { query: 'торговый центр с боулингом', route: '/purchases/malls', anchor: '#overview', phone: true },
  { query: 'большая самса где очередь', route: '/cafe/uzbek', anchor: '#cafes', phone: true },
  { query: 'настоящий уйгурский лагман', route: '/cafe/other', anchor: '#asian-food', phone: true },
  {
    query: 'детское автокресло в такси есть',
    route: '/services/transport',
    anchor: '#street-taxi',
    phone: true,
  },
  {
    query: 'нет билетов на афросиаб что делать',
    route: '/services/transport',
    anchor: '#tickets',
    phone: true,
  },
  { query: 'такси в душанбе с границы', route: '/services/transport', anchor: '#dushanbe', phone: true },
  {
    query: 'оплатить пошлину за посылку через payme',
    route: '/services/post',
    anchor: '#customs-duty',
    phone: true,
  },
  { query: 'форвардер заказать из америки', route: '/services/post', anchor: '#forwarders', phone: true },
  {
    query: 'привезти собаку из россии самолетом',
    route: '/services/pets',
    anchor: '#inside',
    phone: true,
  },
  {
    query: 'центр госуслуг адрес часы работы',
    route: '/services/government',
    anchor: '#service-center',
    phone: true,
  },
  {
    query: 'зарегистрироватся на my gov uz иностранцу',
    route: '/services/government',
    anchor: '#my-gov',
    phone: true,
  },
  { query: 'самая жара летом когда', route: '/samarkand/weather', anchor: '#chilla', phone: true },
  {
    query: 'как стать самозанятым через приложение',
    route: '/occupation',
    anchor: '#self-employment-registration',
    phone: true,
  },
  {
    query: 'улица ленина как сейчас называется',
    route: '/samarkand/toponyms',
    anchor: '#street-names',
    phone: true,
  },
  { query: 'спа в отеле сколько стоит', route: '/services/recreation', anchor: '#spa', phone: true },
  { query: 'сохранить сайт офлайн на телефон', route: '/', anchor: '#offline', phone: true },
];
