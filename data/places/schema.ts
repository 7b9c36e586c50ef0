/**
 * Runtime shape of a place entry (zod). Catches what TypeScript cannot in
 * untyped input (fixtures, future JSON imports): unknown keys, wrong types,
 * malformed ids and dates. Semantic rules live in validate.ts.
 */
import * as z from 'zod';
import { LINK_KINDS } from './links';

export const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const text = z.string().regex(/\S/, { error: 'must not be empty' });
const url = z.string();
const linkValue = z.union([url, z.array(url).min(1)]);

export const hoursEntrySchema = z.strictObject({
  days: z.string().optional(),
  time: z.string(),
  note: text.optional(),
});

export const priceSchema = z.strictObject({
  label: text,
  sum: z.number().int().positive(),
  to: z.number().int().positive().optional(),
  asOf: z
    .string()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, { error: 'must be YYYY, YYYY-MM or YYYY-MM-DD' })
    .optional(),
});

export const placeSchema = z.strictObject({
  id: z.string().regex(ID_PATTERN, {
    error: 'must be lower-case Latin letters and digits joined by single hyphens (e.g. "joni-osh")',
  }),
  name: text,
  category: z.string(),
  tags: z.array(z.string()).min(1).optional(),
  aliases: z.array(text).min(1).optional(),
  signName: z
    .string()
    .regex(/^[A-Za-zʻ'’ -]+$/, { error: 'must be the Uzbek Latin name as written on signs (Latin letters, oʻ and gʻ)' })
    .optional(),
  description: text.optional(),
  address: text.optional(),
  inside: z.string().optional(),
  chain: z
    .string()
    .regex(ID_PATTERN, { error: 'must be a kebab-case key shared by the chain\'s places (e.g. "wellcom")' })
    .optional(),
  location: z.tuple([z.number(), z.number()]).optional(),
  phones: z.array(z.string()).min(1).optional(),
  hours: z.array(hoursEntrySchema).min(1).optional(),
  hoursUnconfirmed: z.literal(true).optional(),
  prices: z.array(priceSchema).min(1).optional(),
  links: z.partialRecord(z.enum(LINK_KINDS), linkValue).optional(),
  icon: z
    .string()
    .regex(/^islands#[a-zA-Z]+Icon$/, { error: 'must be a Yandex Maps preset like "islands#blueFoodIcon"' })
    .optional(),
  city: z.literal('tashkent').optional(),
  sourceDate: z.string().regex(DATE_PATTERN, { error: 'must be an ISO date, YYYY-MM-DD' }),
  checked: z.string().regex(DATE_PATTERN, { error: 'must be an ISO date, YYYY-MM-DD' }).optional(),
});
