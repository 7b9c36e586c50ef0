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
  { url: '/finance', hash: '#cash', heading: 'Как снять наличные', text: 'Банкоматы выдают сумы и доллары.' },
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
