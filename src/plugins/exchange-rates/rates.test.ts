import { describe, expect, it, vi } from 'vitest';
import snapshot from './snapshot.json';
import { CBU_FEED_URL, loadRates, parseCbuFeed, snapshotRates } from './rates';

/** A trimmed but real-shaped CBU answer (strings everywhere, a currency quoted per 10 units). */
const feed = [
  { id: 69, Code: '840', Ccy: 'USD', Nominal: '1', Rate: '12000.50', Diff: '1', Date: '14.11.2026' },
  { id: 21, Code: '978', Ccy: 'EUR', Nominal: '1', Rate: '13000.00', Diff: '1', Date: '14.11.2026' },
  { id: 57, Code: '643', Ccy: 'RUB', Nominal: '1', Rate: '150.00', Diff: '1', Date: '14.11.2026' },
  { id: 38, Code: '398', Ccy: 'KZT', Nominal: '10', Rate: '250.00', Diff: '1', Date: '14.11.2026' },
  { id: 22, Code: '826', Ccy: 'GBP', Nominal: '1', Rate: '16000.00', Diff: '1', Date: '14.11.2026' },
];
const ok = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));

describe('parseCbuFeed', () => {
  it('takes USD, EUR, RUB and KZT per one unit and the rate date', () => {
    expect(parseCbuFeed(feed)).toEqual({
      date: '14.11.2026',
      origin: 'cbu',
      rates: { USD: 12000.5, EUR: 13000, RUB: 150, KZT: 25 },
    });
  });

  it('refuses an answer with a currency missing, a zero rate, mixed dates or the wrong shape', () => {
    expect(() => parseCbuFeed(feed.filter((e) => e.Ccy !== 'KZT'))).toThrow(/KZT/);
    expect(() => parseCbuFeed(feed.map((e) => (e.Ccy === 'EUR' ? { ...e, Rate: '0' } : e)))).toThrow(/EUR/);
    expect(() => parseCbuFeed(feed.map((e) => (e.Ccy === 'RUB' ? { ...e, Date: '13.11.2026' } : e)))).toThrow(
      /разные дни/,
    );
    expect(() => parseCbuFeed(feed.map((e) => (e.Ccy === 'USD' ? { ...e, Rate: '12 000,50' } : e)))).toThrow();
    expect(() => parseCbuFeed({ error: 'maintenance' })).toThrow();
  });
});

describe('the committed snapshot', () => {
  it('is a dated CBU answer with its provenance', () => {
    expect(snapshot.source.request).toMatch(/^GET https:\/\/cbu\.uz\//);
    expect(snapshot.source.url).toMatch(/^https:\/\/github\.com\//);
    expect(snapshot.source.responseDate).toBeTruthy();
  });

  it('parses to the 03.04.2026 rates', () => {
    const warn = vi.fn();
    expect(snapshotRates(warn)).toEqual({
      date: '03.04.2026',
      origin: 'snapshot',
      rates: { USD: 12149.84, EUR: 14003.91, RUB: 151.1, KZT: 25.69 },
    });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('loadRates', () => {
  it('uses the live feed when it answers', async () => {
    const fetchImpl = ok(feed);
    const warn = vi.fn();
    const data = await loadRates({ fetchImpl, warn });
    expect(fetchImpl).toHaveBeenCalledWith(CBU_FEED_URL, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(data.origin).toBe('cbu');
    expect(data.date).toBe('14.11.2026');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the snapshot and warns when the network fails', async () => {
    const warn = vi.fn();
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('getaddrinfo ENOTFOUND cbu.uz'), { code: 'ENOTFOUND' }),
      });
    });
    const data = await loadRates({ fetchImpl, warn });
    expect(data).toMatchObject({ origin: 'snapshot', date: '03.04.2026' });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toMatch(/не удалось получить курсы.*ENOTFOUND.*снимок на 03\.04\.2026/);
  });

  it('gives up after the timeout', async () => {
    const warn = vi.fn();
    // A server that never answers; only the abort signal ends the wait.
    const fetchImpl = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const started = Date.now();
    const data = await loadRates({ fetchImpl, warn, timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(data.origin).toBe('snapshot');
    expect(warn.mock.calls[0][0]).toMatch(/нет ответа за 50 мс/);
  });

  it('falls back on an HTTP error or a malformed answer', async () => {
    const warn = vi.fn();
    const failing = vi.fn(async () => new Response('Bad gateway', { status: 502 }));
    expect((await loadRates({ fetchImpl: failing, warn })).origin).toBe('snapshot');
    expect(warn.mock.calls[0][0]).toMatch(/HTTP 502/);
    expect((await loadRates({ fetchImpl: ok([{ Ccy: 'USD' }]), warn })).origin).toBe('snapshot');
    expect(
      (await loadRates({ fetchImpl: vi.fn(async () => new Response('<html>', { status: 200 })), warn })).origin,
    ).toBe('snapshot');
  });

  it('does not touch the network when offline', async () => {
    const fetchImpl = vi.fn();
    const data = await loadRates({ fetchImpl, warn: vi.fn(), offline: true });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(data.origin).toBe('snapshot');
  });
});
