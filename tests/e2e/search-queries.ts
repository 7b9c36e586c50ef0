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
  { query: 'стоимость регистрации', route: '/samarkand/visa' },
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
];
