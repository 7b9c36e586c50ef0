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
  },
  { query: 'снять доллары', route: '/services/finance', anchor: '#cash', first: true },
  { query: 'можно пить воду из под крана', route: '/apartment/utilities', anchor: '#drinking-water', first: true },
  { query: 'сим карта не заблокировали', route: '/services/communication', anchor: '#sim-card', first: true },
  { query: 'свет отключили хотя заплатил', route: '/apartment/utilities', anchor: '#meter-unblock', first: true },
  // The Zarmed card, whose praised therapist its description now names (as the facts do).
  { query: 'терапевт', route: '/services/medicine', anchor: '#zarmed', first: true },
  { query: 'как добраться из ташкента', route: '/samarkand/about', anchor: '#getting-there', first: true },
  { query: 'икеа в самарканде есь или заказат', route: '/purchases/household', anchor: '#ikea', first: true },
  // …and among the first 3 (written from the facts; some with a typo, as typed)
  { query: 'через сколько дней заблокируют телефон', route: '/services/communication', anchor: '#imei' },
  { query: 'туристическая симка перестала работать', route: '/services/communication', anchor: '#sim-card' },
  { query: 'где купить сим карту билайн', route: '/services/communication', anchor: '#sim-card' },
  { query: 'какой интернет провайдер подключить домой', route: '/services/communication', anchor: '#providers' },
  { query: 'роуминг мобиуз для нерезидентов', route: '/services/communication', anchor: '#roaming' },
  { query: 'как отключить платные подписки билайн', route: '/services/communication', anchor: '#beeline' },
  // The IMEI section itself: it says what must be registered and by when, and «Как зарегистрировать»
  // is the next heading (was #imei-how, which no ranking put among the first 8).
  { query: 'как зарегестрировать телефон по имей', route: '/services/communication', anchor: '#imei' },
  { query: 'сколько денег можно ввезти без декларации', route: '/samarkand/visa', anchor: '#cash' },
  { query: 'можно ли ввезти дрон в узбекистан', route: '/samarkand/visa', anchor: '#prohibited' },
  { query: 'какой штраф если не сделал регистрацию', route: '/samarkand/visa', anchor: '#fines' },
  { query: 'сколько дней на регистрацию после въезда', route: '/samarkand/visa', anchor: '#deadlines' },
  { query: 'регистрация ребенка иностранца в самарканде', route: '/samarkand/visa', anchor: '#children' },
  { query: 'в каком банке открыть карту нерезиденту', route: '/services/finance', anchor: '#which-bank' },
  { query: 'какие документы нужны для банковской карты', route: '/services/finance', anchor: '#documents' },
  { query: 'как перевести деньги из россии', route: '/services/finance', anchor: '#from-russia' },
  { query: 'можно ли купить доллары за сумы', route: '/services/finance', anchor: '#exchange' },
  { query: 'кассир просит назвать пин код', route: '/services/finance', anchor: '#paying' },
  { query: 'скорая помощь какой номер телефона', route: '/services/medicine', anchor: '#emergency' },
  { query: 'хороший стоматолог в самарканде отзывы', route: '/services/medicine', anchor: '#dentists' },
  { query: 'где сдать анализы крови', route: '/services/medicine', anchor: '#labs' },
  { query: 'нужна ли медицинская страховка иностранцу', route: '/services/medicine', anchor: '#insurance' },
  { query: 'педиатор для ребенка хороший', route: '/services/medicine', anchor: '#paediatrician' },
  { query: 'как доехать из аэропорта в центр', route: '/services/transport', anchor: '#taxi-airport' },
  { query: 'сколько стоет желтое такси с улицы', route: '/services/transport', anchor: '#street-taxi' },
  { query: 'где купить билет на афросиаб', route: '/services/transport', anchor: '#tickets' },
  // The list of taxi stands says which one has cars to Bukhara (was the parent #intercity-taxi).
  { query: 'как уехать в бухару на такси', route: '/services/transport', anchor: '#pyatok-list' },
  { query: 'посылка застряла на таможне что делать', route: '/services/post', anchor: '#customs' },
  { query: 'лимит на посылки из за границы', route: '/services/post', anchor: '#customs-limits' },
  { query: 'как отправить вещи в россию карго', route: '/services/post', anchor: '#cargo' },
  { query: 'как вывезти кошку из узбекистана самолетом', route: '/services/pets', anchor: '#outside' },
  { query: 'ветеринар который приезжает на дом', route: '/services/pets', anchor: '#vet' },
  { query: 'снять квартиру с собакой', route: '/services/pets', anchor: '#renting' },
  { query: 'свет часто отключают нужен ли стабилизатор', route: '/apartment/utilities', anchor: '#electricity' },
  { query: 'как платить за коммуналку через приложение', route: '/apartment/utilities', anchor: '#payment' },
  // «Газ» explains it (the meter blocks and does not open by itself after payment) right above the
  // unblocking steps (#osten).
  { query: 'счетчик газа заблокировался после оплаты', route: '/apartment/utilities', anchor: '#gas' },
  { query: 'когда включают отопление в самарканде', route: '/samarkand/weather', anchor: '#heating' },
  { query: 'где записать ребенка в садик', route: '/children/kindergarten', anchor: '#enrolment' },
  { query: 'как получить пинфл иностранцу', route: '/services/government', anchor: '#pinfl-steps' },
  // The table of the three ways: both online ones with their links, and which one worked (was
  // #eds-online, the notes on what went wrong, whose heading is the one word «Онлайн»).
  { query: 'получить эцп онлайн без визита', route: '/services/government', anchor: '#eds-ways' },
  { query: 'договор аренды зарегистрировать онлайн', route: '/apartment/find', anchor: '#contract' },
  { query: 'сколько берет риелтор комиссию', route: '/apartment/find', anchor: '#realtors' },
  { query: 'можно ли иностранцу купить квартиру', route: '/apartment/find', anchor: '#buy' },
  { query: 'самозанятость для иностранца какие налоги', route: '/occupation', anchor: '#taxes-2026' },
  { query: 'где поработать с ноутбуком коворкинг', route: '/occupation', anchor: '#coworking' },
  { query: 'когда лучше всего есть плов', route: '/cafe/uzbek', anchor: '#when-plov' },
  { query: 'где поесть свинину в самарканде', route: '/cafe/other', anchor: '#pork' },
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
  },
  { query: 'автобус до ташкента самый дешовый', route: '/services/transport', anchor: '#intercity-bus', first: true },
  { query: 'сдать кровь в воскресенье', route: '/services/medicine', anchor: '#labs', first: true },
  // …a direction is part of the meaning: «в Россию» is not «Из России»
  { query: 'перевести деньги в россию с узкарты', route: '/services/finance', anchor: '#to-russia', first: true },
  { query: 'сколько дней на регистрацию', route: '/samarkand/visa', anchor: '#deadlines', first: true },
  // …and the guide's own features by what readers call them: the copy saved for reading offline
  { query: 'без интернета', route: '/', anchor: '#offline', first: true },
  { query: 'офлайн', route: '/', anchor: '#offline', first: true },
  { query: 'сохранить справочник', route: '/', anchor: '#offline', first: true },
];
