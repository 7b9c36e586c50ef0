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
];
