import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

/**
 * Local full-text search (lunr, index built at build time).
 * Values follow spec §9; the comments say why where a default is not enough.
 */
export const searchOptions: Partial<PluginOptions> = {
  hashed: true,
  // Two languages, not one: with "ru" alone lunr trims away Latin tokens, and
  // place and brand names («Korzinka», «Payme», «Yandex Go») must stay findable.
  language: ['ru', 'en'],
  docsRouteBasePath: '/',
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  searchResultLimits: 8,
  // Above our snippets' length (results.ts SNIPPET_LENGTH): the plugin would cut them again, mid-phrase.
  searchResultContextMaxLength: 120,
  searchBarShortcut: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarShortcutHint: true,
  searchBarPosition: 'right',
  highlightSearchTermsOnTargetPage: false,
  // Each suggestion names where it opens: page (sidebar label) » section heading (issue #16 §4).
  explicitSearchResultPath: true,
  // Noise in a city guide's index: code samples and the map canvas (`.search-ignore`), the
  // screen-reader hint «(Telegram, откроется в новой вкладке)» after every external link, and the
  // page and card dates («Сведения на …», marked .search-ignore), which would otherwise open every
  // page's first result snippet.
  ignoreCssSelectors: ['pre', '.search-ignore', '.samguide-sr-only'],
};

/**
 * Doctors the guide names no one for: it says good specialists are few and how to look for one
 * (/services/medicine «Как выбирать врача»), which beats «nothing found».
 */
export const SPECIALISTS = [
  'гинеколог',
  'окулист',
  'офтальмолог',
  'дерматолог',
  'кардиолог',
  'невролог',
  'эндокринолог',
  'уролог',
  'травматолог',
] as const;

/**
 * Our ranking and index settings (src/plugins/search-local); the plugin has no options for these.
 * The query table tests/e2e/search-queries.ts is the contract: run it after changing anything here.
 */
export const searchTuning = {
  /**
   * Indexed whole, not stemmed: their stem joins them to unrelated words
   * («скорее» and «скорая» → «скор»; «находится» (is located) and «находиться» (to stay) → «наход»).
   */
  wholeWords: ['скорее', 'находится'],
  /** Words readers add to a question: they only break ties, so they never empty the list. */
  questionWords: [
    ...['стоимость', 'цена', 'сколько', 'стоит', 'где', 'как', 'из', 'можно', 'нужно', 'какой', 'когда'],
    // Their forms that the stemmer's stop list lacks («какой», «нужно» are stop words; «какие», «нужны» not)
    ...['какие', 'нужны', 'нужен'],
    // «как стать самозанятым»: the question is how, and «стать» names nothing
    'стать',
    // «до скольки работает»: about opening hours, which the cards show but search does not index
    ...['скольки', 'работает', 'открыт'],
  ],
  /**
   * Words that describe what the reader wants or set the scene (issue #49 §1): a result is found by
   * the thing named («зуб», «хирург», «автобус», «кровь»), so these count a quarter of such a word.
   * Compared by stem: «хорошего», «самые», «дешевле» count too, and a typo read as one («дешовый»).
   */
  describingWords: [
    ...['хороший', 'лучший', 'самый', 'нормальный', 'надежный', 'проверенный', 'отзывы'],
    ...['дешевый', 'недорого', 'недорогой', 'дорого', 'быстро', 'срочно'],
    // The scene: a day, the city the whole guide is about («среда» is also the environment;
    // «вечером» is what a bar is for)
    ...['понедельник', 'вторник', 'четверг', 'пятница', 'суббота', 'воскресенье', 'выходные'],
    ...['сегодня', 'завтра', 'сейчас', 'самарканд'],
  ],
  /**
   * Title, sidebar label and front matter `keywords` weigh most, the long title (`seo_title`) just
   * below them; then h2/h3; then body text; least, the links of a section that only lists other pages
   * (buildIndex.ts `SectionInput.directory`). (Object order = the index's field numbers, format.ts FIELD.)
   */
  weights: { title: 6, label: 6, keywords: 5, description: 1.5, heading: 3, body: 1, seoTitle: 4.5, links: 0.5 },
  /** Share of its page's score a section inherits (the page about a topic lifts its sections). */
  pageShare: 0.35,
  /** At most this many suggestions from one page, so that other pages stay visible. */
  perPage: 4,
  /**
   * Words readers type that the guide says otherwise (issue #20 §3): `means` adds the guide's words
   * to the query (the reader's own stay in it), `opens` puts that page first. Compared by stem, so
   * «детсада» counts too. Each is checked in src/plugins/search-local/search.test.ts.
   */
  everydayWords: [
    { say: 'детсад', means: 'детский сад' },
    { say: 'садик', means: 'детский сад' },
    { say: 'прописка', means: 'регистрация' },
    { say: 'обменник', means: 'обмен валюты' },
    { say: 'налик', means: 'наличные' },
    { say: 'кэш', means: 'наличные' },
    { say: 'обналичить', means: 'снять наличные' },
    // «снять» is a flat with «квартиру» and cash with money words: the sense is in the pair.
    { say: 'снять доллары', means: 'наличные банкоматы' },
    { say: 'снять деньги', means: 'наличные банкоматы' },
    { say: 'снять сумы', means: 'наличные банкоматы' },
    // An adjective, not a noun: no verb → noun rule (derive.ts) reaches «питьевая».
    { say: 'пить', means: 'питьевая' },
    // Forms and words the stemmer does not join to the guide's: «денег» ≠ «деньги», «ребёнок» ≠ «дети».
    { say: 'денег', means: 'деньги' },
    { say: 'ребенок', means: 'дети' },
    { say: 'ребенка', means: 'дети' },
    // The guide says «животное», «питомец».
    { say: 'собака', means: 'животные' },
    { say: 'кошка', means: 'животные' },
    { say: 'коммуналка', means: 'коммунальные услуги' },
    { say: 'квартплата', means: 'коммунальные услуги' },
    { say: 'симка', means: 'SIM-карта' },
    // What registration costs: the guide names the price «госпошлина» (the question words alone only
    // break ties, and every heading of the visa page's registration part says «регистрация»).
    { say: 'стоит регистрация', means: 'госпошлина' },
    { say: 'стоимость регистрации', means: 'госпошлина' },
    { say: 'цена регистрации', means: 'госпошлина' },
    // A taxi is called through an app: the guide's section is «Приложения».
    { say: 'вызвать такси', means: 'приложения' },
    // Money is «поменять» to a reader and «обмен» to the guide (a SIM card keeps its own words).
    { say: 'поменять', means: 'обмен' },
    // The guide tells how a non-resident gets a bank card; «счёт» alone is also a bill.
    { say: 'открыть счет', means: 'банковская карта' },
    // Consular services for Russians are at the embassy in Tashkent, the only one the guide names.
    { say: 'консульство', means: 'посольство' },
    { say: 'ветклиника', means: 'ветеринарная клиника' },
    { say: 'зоотовары', means: 'зоомагазины' },
    // Russian «Мир» cards: the guide speaks of «российские карты» at ATMs and for transfers.
    { say: 'карта мир', means: 'российские карты' },
    // The guide says «стоматолог», the reader often «зубной врач».
    { say: 'зубной', means: 'стоматолог' },
    { say: 'зуб', means: 'стоматолог' },
    // The guide's own features, by what readers call them: the copy saved for reading offline.
    { say: 'без интернета', means: 'офлайн' },
    { say: 'оффлайн', means: 'офлайн' },
    // Blood is given at a lab: «Анализы и диагностика» («сдать» alone is also renting a flat out).
    { say: 'сдать кровь', means: 'анализы' },
    // The guide's registration steps say «владелец жилья»; readers say «хозяин».
    { say: 'хозяин', means: 'владелец' },
    // «самое жаркое время года»: the stemmer does not join «жара» and «жаркое».
    { say: 'жара', means: 'жаркое' },
    { say: 'офлайн', means: 'без интернета' },
    // How many days: the guide's headings say «Сроки».
    { say: 'сколько дней', means: 'сроки' },
    { say: 'продуктовый', means: 'продукты супермаркет' },
    // The guide names the pizzerias («пиццерия»), a reader asks for «пицца»: the stems differ.
    { say: 'пицца', means: 'пиццерия' },
    // A deposit for a flat is «залог» in the guide's rental conditions.
    { say: 'депозит', means: 'залог' },
    // Shops that may sell beer are the ones the guide says sell «алкоголь»; the bars keep «пиво».
    { say: 'пиво', means: 'алкоголь' },
    // Air tickets: the guide speaks of «рейсы» and the airlines' own sites.
    { say: 'авиабилеты', means: 'рейсы' },
    // To stay somewhere, not a bus stop («остановка», which the verb → noun rule reaches).
    { say: 'остановиться', means: 'гостиница' },
    // Renting is «аренда» in the guide's headings («Аренда жилья с животным»), «снять» to a reader.
    { say: 'снять квартиру', means: 'аренда' },
    // Dollars are bought at an exchange: the guide's section is «Обмен валюты».
    { say: 'купить доллары', means: 'обмен валюты' },
    // A party: the guide says «отпраздновать день рождения».
    { say: 'отметить день рождения', means: 'отпраздновать' },
    // ЭЦП is the guide's «электронная подпись»; its headings say «подпись».
    { say: 'эцп', means: 'подпись' },
    // The guide does not count rooms: a flat is a flat.
    { say: 'однушка', means: 'квартира' },
    { say: 'двушка', means: 'квартира' },
    ...SPECIALISTS.map((say) => ({ say, means: 'специалист' })),
    { say: 'карта города', opens: '/map' },
    { say: 'карта самарканда', opens: '/map' },
  ],
  /**
   * React pages (not docs) the index adds: their title and description come from the built HTML,
   * their words from here (they have no front matter).
   */
  extraPages: [
    { route: '/map', label: 'Карта', keywords: ['карта', 'на карте', 'места', 'адреса', 'метки'] },
    {
      route: '/sale',
      label: 'Барахолка',
      keywords: ['продать', 'продажа', 'купить', 'барахолка', 'объявления', 'вещи', 'б/у'],
    },
  ],
} as const;
