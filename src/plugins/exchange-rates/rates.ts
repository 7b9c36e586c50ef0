/**
 * Exchange rates for <Price>: the Central Bank of Uzbekistan's JSON feed, read once per build.
 * Network trouble never fails a build: we fall back to the committed snapshot (a real, dated
 * CBU response, see snapshot.json) and say so in the build log.
 */
import * as z from 'zod';
import { CURRENCIES, type CurrencyCode, type RatesData } from '../../lib/money';
import snapshot from './snapshot.json';

export const CBU_FEED_URL = 'https://cbu.uz/ru/arkhiv-kursov-valyut/json/';
export const FETCH_TIMEOUT_MS = 5000;

/** One entry of the feed. Numbers come as strings («12149.84»), dates as «03.04.2026». */
const FeedEntry = z.object({
  Ccy: z.string(),
  Rate: z.string().regex(/^\d+(\.\d+)?$/),
  Nominal: z.string().regex(/^[1-9]\d*$/),
  Date: z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
});
const Feed = z.array(z.looseObject({ Ccy: z.string() }));

/** The feed → сум per one unit of USD, EUR, RUB and KZT. Throws if any is missing or odd. */
export function parseCbuFeed(json: unknown): RatesData {
  const entries = Feed.parse(json);
  const rates = {} as Record<CurrencyCode, number>;
  let date: string | undefined;
  for (const { code } of CURRENCIES) {
    const raw = entries.find((e) => e.Ccy === code);
    if (!raw) throw new Error(`в ответе нет курса ${code}`);
    const entry = FeedEntry.parse(raw);
    const perUnit = Number(entry.Rate) / Number(entry.Nominal);
    if (!(perUnit > 0)) throw new Error(`нулевой курс ${code}`);
    // All four must be from the same day, or the tooltip's single date would lie.
    if (date && entry.Date !== date) throw new Error(`курсы за разные дни: ${date} и ${entry.Date}`);
    date = entry.Date;
    rates[code] = perUnit;
  }
  return { date: date ?? null, origin: 'cbu', rates };
}

/** The committed snapshot, or «no rates» if someone broke it (the tooltip then says so). */
export function snapshotRates(warn: (message: string) => void): RatesData {
  try {
    return { ...parseCbuFeed(snapshot.feed), origin: 'snapshot' };
  } catch (error) {
    warn(`[exchange-rates] снимок курсов повреждён (${(error as Error).message}); цены будут без пересчёта в валюты`);
    return { date: null, origin: 'none', rates: null };
  }
}

type LoadOptions = {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** Skip the network, e.g. SAMGUIDE_RATES_OFFLINE=1 for reproducible test builds. */
  offline?: boolean;
  warn: (message: string) => void;
  info?: (message: string) => void;
};

export async function loadRates({
  fetchImpl = fetch,
  timeoutMs = FETCH_TIMEOUT_MS,
  offline = false,
  warn,
  info,
}: LoadOptions): Promise<RatesData> {
  if (offline) {
    const data = snapshotRates(warn);
    info?.(`[exchange-rates] сеть отключена (SAMGUIDE_RATES_OFFLINE): курсы из снимка на ${data.date}`);
    return data;
  }
  try {
    const response = await fetchImpl(CBU_FEED_URL, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = parseCbuFeed(await response.json());
    info?.(`[exchange-rates] курсы ЦБ Узбекистана на ${data.date} получены`);
    return data;
  } catch (error) {
    const data = snapshotRates(warn);
    warn(
      `[exchange-rates] не удалось получить курсы с ${CBU_FEED_URL} (${describeFailure(error, timeoutMs)}); берём снимок на ${data.date ?? '—'}`,
    );
    return data;
  }
}

/** «нет ответа за 5000 мс», «fetch failed: ENOTFOUND», «HTTP 502»: enough to tell offline from a changed feed. */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return `нет ответа за ${timeoutMs} мс`;
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${error.message}: ${cause.code ?? cause.message}` : error.message;
}
