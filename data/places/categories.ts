/**
 * The category tree of the place catalogue, and the tags.
 *
 * HOW TO ADD A CATEGORY
 * Add a line below, under its parent, in the order it should appear in the
 * /map sidebar: `id: { label, parent, icon? }`.
 * - `id`: lower-case Latin words joined by hyphens. It becomes part of the
 *   /map address (`/map#cafe/uzbek-food/osh`), so never rename one that pages
 *   or chats may link to.
 * - `label`: Russian, as the sidebar shows it.
 * - `parent`: the id of the enclosing category. The five top-level categories
 *   are the groups; each has its own file of places (city.ts, cafe.ts, …).
 * - `icon`: a Yandex Maps preset, `islands#<colour><Badge>Icon`
 *   (https://yandex.ru/dev/jsapi-v2-1/doc/ru/v2-1/ref/reference/option.presetStorage).
 *   Places without an own icon take the nearest category's.
 * - `links`, `phones`: for chains. A place in the category gets the links it
 *   lacks (instagram, telegram, web, facebook, youtube) and, if it has no
 *   phone at all, the chain's phones.
 * - `hidden: true` keeps the category and everything in it out of the /map
 *   sidebar and the «all places» view. Pages can still show its places.
 *
 * TAGS: a place's `tags` are extra lookup keys. A tag may be any category id
 * (a school tagged `kindergarten` also appears with the kindergartens) or one
 * of the `tags` below, which exist only as tags.
 */
export interface CategoryInput {
  label: string;
  parent?: string;
  icon?: string;
  hidden?: boolean;
  links?: Partial<Record<'instagram' | 'telegram' | 'web' | 'facebook' | 'youtube', string | readonly string[]>>;
  phones?: readonly string[];
}

export const categories = {
  // The group icon is never shown: every toponym has its own dot (dark blue: a
  // point, pink: an area). A food icon here would mislabel new city places.
  city: { label: 'Город', icon: 'islands#grayDotIcon' },
  toponyms: { label: 'Топонимы', parent: 'city' },
  communication: { label: 'Связь', parent: 'city', icon: 'islands#redPostIcon' },
  utilities: { label: 'Коммунальные службы', parent: 'city', icon: 'islands#blueHydroIcon' },

  cafe: { label: 'Кафе и рестораны', icon: 'islands#orangeFoodIcon' },
  'uzbek-food': { label: 'Узбекская кухня', parent: 'cafe' },
  osh: { label: 'Плов', parent: 'uzbek-food' },
  'european-food': { label: 'Европейская кухня', parent: 'cafe' },
  'coffee-desserts': { label: 'Кофе и десерты', parent: 'european-food' },
  'asian-food': { label: 'Азиатская кухня', parent: 'cafe' },
  fastfood: { label: 'Фастфуд', parent: 'cafe' },
  bar: { label: 'Бары', parent: 'cafe' },
  hookah: { label: 'Кальянные', parent: 'cafe' },
  other: { label: 'Другое', parent: 'cafe' },
  pork: { label: 'Свинина', parent: 'other' },

  services: { label: 'Услуги' },
  medical: { label: 'Медицина', parent: 'services', icon: 'islands#blueMedicalIcon' },
  'medical-center': { label: 'Медицинские центры', parent: 'medical' },
  'medical-lab': { label: 'Лаборатории', parent: 'medical' },
  otorhinolaryngology: { label: 'ЛОР-центры', parent: 'medical' },
  finance: { label: 'Финансы', parent: 'services', icon: 'islands#violetMoneyIcon' },
  transport: { label: 'Транспорт', parent: 'services', icon: 'islands#blueMassTransitIcon' },
  coworking: { label: 'Коворкинг', parent: 'services', icon: 'islands#grayPocketIcon' },

  market: { label: 'Покупки', icon: 'islands#blueShoppingIcon' },
  grocery: { label: 'Продукты', parent: 'market', icon: 'islands#darkOrangeShoppingIcon' },
  korzinka: {
    label: 'Korzinka',
    parent: 'grocery',
    links: {
      web: 'https://korzinka.uz/',
      instagram: 'https://www.instagram.com/korzinkauz/',
      telegram: 'https://t.me/korzinkauz',
      facebook: 'https://www.facebook.com/korzinkauz',
      youtube: 'https://www.youtube.com/@korzinkauzb',
    },
  },
  optovikuz: {
    label: 'Optovik.uz',
    parent: 'grocery',
    links: {
      instagram: 'https://www.instagram.com/optovikuz/',
      telegram: 'https://t.me/optovikuzsamarkand/',
      facebook: 'https://www.facebook.com/optovikuzsamarkand/',
    },
  },
  farvonuz: {
    label: 'Farovon.uz',
    parent: 'grocery',
    links: { instagram: 'https://www.instagram.com/farovon_sam/', facebook: 'https://www.facebook.com/farovonsam/' },
  },
  wellcom: {
    label: 'Wellcom',
    parent: 'grocery',
    links: {
      instagram: 'https://www.instagram.com/wellcom.market',
      telegram: ['https://t.me/wellcom_market', 'https://t.me/SamWellcommarket'],
    },
  },
  kiwi: {
    label: 'Kiwi',
    parent: 'grocery',
    phones: ['+998 90 250-20-02'],
    links: {
      instagram: 'https://www.instagram.com/kiwisamarkand/',
      telegram: ['https://t.me/kiwisamarkand', 'https://t.me/kiwi_samarkand'],
      facebook: 'https://www.facebook.com/kiwi.samarqand',
    },
  },
  'single-supermarkets': { label: 'Одиночные супермаркеты', parent: 'grocery' },
  'mini-supermarkets': { label: 'Мини-супермаркеты', parent: 'grocery', icon: 'islands#yellowShoppingIcon' },
  mall: { label: 'Торговые центры', parent: 'market' },
  household: { label: 'Товары для дома', parent: 'market' },
  // Shops in Tashkent that bring IKEA goods to order: useful to read about,
  // wrong on a map of Samarkand. Their places also carry `city: 'tashkent'`.
  ikea: { label: 'IKEA под заказ (Ташкент)', parent: 'household', hidden: true },
  bazar: { label: 'Рынки', parent: 'market' },

  children: { label: 'Дети', icon: 'islands#darkBlueFamilyIcon' },
  kindergarten: { label: 'Частные детские сады', parent: 'children' },
  school: { label: 'Частные школы', parent: 'children', icon: 'islands#darkBlueEducationIcon' },
  activities: { label: 'Детские активности', parent: 'children', icon: 'islands#darkBlueCircusIcon' },
  playground: { label: 'Игровые площадки', parent: 'activities', icon: 'islands#darkBlueCircusIcon' },
} as const satisfies Record<string, CategoryInput>;

export type CategoryId = keyof typeof categories;

/** Tags that are not category ids, with their Russian labels for /map. */
export const tags = {
  beer: 'Где есть пиво',
  pyatok: 'Пятаки: такси и маршрутки за город',
} as const satisfies Record<string, string>;

export type TagId = CategoryId | keyof typeof tags;

/** «Город › Топонимы»: districts and landmarks, which are themselves the answer to «where» (no address) and the points of /map's «Рядом с». */
export const LANDMARK_CATEGORY = 'toponyms' satisfies CategoryId;

/** The five groups, each with its own file of places. */
export const GROUPS = ['city', 'cafe', 'services', 'market', 'children'] as const satisfies readonly CategoryId[];
export type GroupId = (typeof GROUPS)[number];
