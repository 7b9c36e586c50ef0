/**
 * Test listings: the unit tests and the e2e build (SAMGUIDE_E2E_FIXTURES=1) use them,
 * the production build never does. Dates are set against the e2e clock, frozen at
 * 2026-03-15 in Samarkand (e2e/sale.spec.ts): «old-bike» is exactly 60 days old and
 * still shown, «winter-coat» is 61 days old and hidden.
 *
 * listings/*.json beside this file are loaded too, as data/sale/listings/ is in production:
 * b-stul-b-id-uname.json is what `npm run listing` made of an issue full of HTML, shell and
 * workflow syntax (scripts/contrib/__fixtures__/hostile-sale.md), then marked sold; the e2e
 * suite checks that /sale shows that text as text.
 */
import type { ListingInput } from '../schema';

export const FIXTURE_TODAY = '2026-03-15';

export const listings: ListingInput[] = [
  {
    id: 'kids-bed',
    title: 'Детская кроватка',
    price: 650_000,
    description: 'Деревянная, с матрасом. Забрать у Сиабского базара.',
    date: '2026-03-10',
    sold: false,
    seller: 'anna_sells',
  },
  {
    id: 'kettle',
    title: 'Электрический чайник',
    price: 180_000,
    reducedPrice: 82_400,
    description: 'Литр семь, работает исправно.',
    date: '2026-03-01',
    sold: false,
    seller: 'anna_sells',
  },
  {
    id: 'desk-lamp',
    title: 'Настольная лампа',
    price: 95_000,
    description: 'Тёплый свет, длинный провод.',
    date: '2026-02-20',
    sold: false,
    seller: 'timur_home',
  },
  {
    id: 'sofa',
    title: 'Диван',
    price: 2_400_000,
    description: 'Раскладной, серый.',
    date: '2026-03-12',
    sold: true,
    seller: 'timur_home',
  },
  {
    id: 'old-bike',
    title: 'Велосипед',
    price: 1_100_000,
    description: 'Городской, 21 скорость.',
    date: '2026-01-14',
    sold: false,
    seller: 'timur_home',
  },
  {
    id: 'winter-coat',
    title: 'Зимнее пальто',
    price: 300_000,
    description: 'Размер 48.',
    date: '2026-01-13',
    sold: false,
    seller: 'anna_sells',
  },
];
