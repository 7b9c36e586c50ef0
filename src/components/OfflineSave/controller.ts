/**
 * The browser side of the offline copy: registers the service worker of @docusaurus/plugin-pwa
 * only when the reader asks for it (or installs the site as an app), follows the download, keeps
 * the state in localStorage, removes the copy, and offers a newer deploy. One store for the whole
 * page; React reads it with useSyncExternalStore (useOfflineCopy below).
 *
 * Started by src/clientModules/offline.ts, the plugin's `swRegister` (the plugin's own one would
 * decide by itself when to download; here the reader decides).
 */
import { useSyncExternalStore } from 'react';
import siteConfig from '@generated/docusaurus.config';
import { OFFLINE_COPY_FILE, OFFLINE_STORAGE_KEY } from '@site/config/offline';
import {
  countSavedPages,
  hasRoomFor,
  isChangeList,
  isOfflineCopy,
  newChanges,
  parseRecord,
  type OfflineCopy,
  type OfflineRecord,
  type OfflineState,
  type SavedRecord,
} from './state';

const { baseUrl } = siteConfig;
/** The plugin's worker reads its settings from the query (node_modules/@docusaurus/plugin-pwa/lib/sw.js). */
const SW_URL = `${baseUrl}sw.js?params=${encodeURIComponent(JSON.stringify({ offlineMode: true, debug: false }))}`;
const PROGRESS_INTERVAL_MS = 300;

export type OfflineSnapshot = {
  state: OfflineState;
  /** Size and pages of the copy, once offline-copy.json has been read; null before. */
  copy: OfflineCopy | null;
  /** offline-copy.json could not be read (no network and nothing saved). */
  copyUnavailable: boolean;
  /** A newer deploy has been saved in the background and waits for «Обновить». */
  updateReady: boolean;
  /** This page came from the saved copy (the worker controls it). */
  fromCopy: boolean;
  /** After an update: how many changes of /changes the new copy adds, and the old copy's date. */
  changesSinceCopy: { count: number; since: string } | null;
};

const initial: OfflineSnapshot = {
  state: { kind: 'idle' },
  copy: null,
  copyUnavailable: false,
  updateReady: false,
  fromCopy: false,
  changesSinceCopy: null,
};
let snapshot = initial;
const listeners = new Set<() => void>();

function set(patch: Partial<OfflineSnapshot>) {
  snapshot = { ...snapshot, ...patch };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reader has read (or closed) the note about changes since their copy. */
export function dismissChangesSinceCopy(): void {
  set({ changesSinceCopy: null });
}

export function useOfflineCopy(): OfflineSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => initial,
  );
}

function readRecord(): OfflineRecord | null {
  try {
    return parseRecord(localStorage.getItem(OFFLINE_STORAGE_KEY));
  } catch {
    return null;
  }
}

function writeRecord(record: OfflineRecord | null) {
  try {
    if (record) localStorage.setItem(OFFLINE_STORAGE_KEY, JSON.stringify(record));
    else localStorage.removeItem(OFFLINE_STORAGE_KEY);
  } catch {
    // Storage blocked: the copy still works for this visit.
  }
}

const scopeHref = () => new URL(baseUrl, window.location.href).href;

/** Workbox names its cache workbox-precache-v2-<scope>. */
const isOurCache = (name: string) => name.startsWith('workbox-precache') && name.endsWith(scopeHref());

function supported(): boolean {
  return window.isSecureContext && 'serviceWorker' in navigator && 'caches' in window;
}

async function cachedUrls(): Promise<string[]> {
  const urls: string[] = [];
  for (const name of (await caches.keys()).filter(isOurCache)) {
    const cache = await caches.open(name);
    urls.push(...(await cache.keys()).map((request) => request.url));
  }
  return urls;
}

/** Reads offline-copy.json (a few kilobytes: the list of pages and the size). */
export async function loadCopy(): Promise<OfflineCopy | null> {
  if (snapshot.copy) return snapshot.copy;
  // Hydration renders the server's state («not saved») first: no request when a copy is already there.
  const { kind } = snapshot.state;
  if (kind !== 'idle' && kind !== 'failed') return null;
  try {
    const response = await fetch(`${baseUrl}${OFFLINE_COPY_FILE}`, { cache: 'no-cache' });
    const copy: unknown = response.ok ? await response.json() : null;
    if (!isOfflineCopy(copy)) throw new Error(`${OFFLINE_COPY_FILE}: unexpected answer`);
    set({ copy, copyUnavailable: false });
    return copy;
  } catch {
    set({ copyUnavailable: true });
    return null;
  }
}

/** Resolves when the worker is active, rejects when it fails to install; reports progress meanwhile. */
function followInstall(registration: ServiceWorkerRegistration, copy: OfflineCopy): Promise<void> {
  const total = copy.pages.length;
  return new Promise((resolve, reject) => {
    const timer = window.setInterval(async () => {
      const saved = countSavedPages(copy.pages, await cachedUrls());
      if (snapshot.state.kind === 'saving') set({ state: { kind: 'saving', saved, total } });
    }, PROGRESS_INTERVAL_MS);
    const finish = (error?: Error) => {
      window.clearInterval(timer);
      if (error) reject(error);
      else resolve();
    };
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    if (!worker) return finish(new Error('no service worker'));
    const check = () => {
      if (worker.state === 'activated') finish();
      else if (worker.state === 'redundant') finish(new Error('the service worker failed to install'));
    };
    // A worker left waiting by an earlier visit takes over at once: nothing else is saved.
    if (worker === registration.waiting) worker.postMessage({ type: 'SKIP_WAITING' });
    worker.addEventListener('statechange', check);
    check();
  });
}

/** Deletes the worker and every saved file; the state becomes «not saved». */
export async function removeCopy(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.filter((r) => r.scope === scopeHref()).map((r) => r.unregister()));
  await Promise.all((await caches.keys()).filter(isOurCache).map((name) => caches.delete(name)));
  writeRecord(null);
  set({ state: { kind: 'idle' }, updateReady: false });
}

/** Downloads the whole copy. Only a complete copy is ever reported as saved. */
export async function saveCopy(): Promise<void> {
  if (!supported()) return set({ state: { kind: 'unsupported' } });
  if (snapshot.state.kind === 'saving') return;
  const copy = await loadCopy();
  if (!copy) return set({ state: { kind: 'failed', reason: 'network' } });
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (!hasRoomFor(copy.rawBytes, estimate)) return set({ state: { kind: 'failed', reason: 'quota' } });
  // Ask the browser not to evict the copy when space runs low; it may say no, the copy still works.
  void navigator.storage?.persist?.().catch(() => false);

  writeRecord({ status: 'saving' });
  set({ state: { kind: 'saving', saved: 0, total: copy.pages.length } });
  try {
    const registration = await navigator.serviceWorker.register(SW_URL, { scope: baseUrl });
    await followInstall(registration, copy);
    const saved = countSavedPages(copy.pages, await cachedUrls());
    if (saved < copy.pages.length) throw new Error(`only ${saved} of ${copy.pages.length} pages were saved`);
    const savedAt = new Date().toISOString();
    writeRecord({ status: 'saved', savedAt });
    set({ state: { kind: 'saved', savedAt } });
    // Remember which changes this copy holds, so that the first page after an update can tell.
    whenIdle(() => void compareChanges({ status: 'saved', savedAt }));
  } catch (error) {
    console.warn('[offline] saving failed:', error);
    await removeCopy().catch(() => undefined);
    set({ state: { kind: 'failed', reason: navigator.onLine ? 'install' : 'network' } });
  }
}

/** How often the waiting worker is asked again to take over (see applyUpdate). */
const SKIP_WAITING_RETRY_MS = 1000;

/** Switches to the newer deploy saved in the background, then reloads the page from it. */
export async function applyUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(baseUrl);
  const next = registration?.waiting ?? registration?.installing;
  if (!next) return window.location.reload();
  let done = false;
  const reload = () => {
    if (done) return;
    done = true;
    window.clearInterval(retry);
    if (next.state !== 'redundant') {
      const old = readRecord();
      const kept = old?.status === 'saved' ? { changesSeen: old.changesSeen, previousSavedAt: old.savedAt } : {};
      writeRecord({ status: 'saved', savedAt: new Date().toISOString(), ...kept });
    }
    window.location.reload();
  };
  const askToTakeOver = () => {
    if (next.state === 'installed') next.postMessage({ type: 'SKIP_WAITING' });
  };
  // The new worker controls this page from `controllerchange`; its `activated` state is a second
  // signal, and `redundant` (a newer deploy replaced it) leaves a plain reload.
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  next.addEventListener('statechange', () => {
    if (next.state === 'installed') askToTakeOver();
    else if (next.state === 'activated' || next.state === 'redundant') reload();
  });
  // The plugin's worker adds its message listener only after loading its code, so a waiting worker
  // that the browser had stopped, and starts again for the message, may miss it: ask until it acts.
  const retry = window.setInterval(askToTakeOver, SKIP_WAITING_RETRY_MS);
  askToTakeOver();
}

/** With a copy saved: look for a newer deploy. The new worker saves it next to the old copy. */
async function watchForUpdates(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(baseUrl);
  if (!registration) {
    // The browser dropped the copy (site data cleared): say so rather than pretend.
    writeRecord(null);
    return set({ state: { kind: 'idle' }, fromCopy: false });
  }
  const offerIfInstalled = (worker: ServiceWorker | null) => {
    if (worker?.state === 'installed' && registration.active) set({ updateReady: true });
  };
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => offerIfInstalled(worker));
    offerIfInstalled(worker);
  };
  offerIfInstalled(registration.waiting);
  // The browser looks for a new worker by itself when a page of the copy opens. On a busy phone that
  // worker may be installing before this code runs, its `updatefound` already past: follow it too.
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  await registration.update().catch(() => undefined); // offline: try again on the next visit
}

/**
 * Compares the change record of the copy being read (/changes.json, served from the copy; only right
 * after the first save, before the worker controls the page, does it come from the network) with the
 * entries the reader's copy held, once per page load, when the browser is idle.
 * New entries after an update are announced once; the list is then remembered.
 */
async function compareChanges(record: SavedRecord): Promise<void> {
  try {
    const response = await fetch(`${baseUrl}changes.json`);
    const list: unknown = response.ok ? await response.json() : null;
    if (!isChangeList(list)) return;
    const fresh = newChanges(list, record.changesSeen);
    if (fresh.length > 0) {
      set({ changesSinceCopy: { count: fresh.length, since: record.previousSavedAt ?? record.savedAt } });
    }
    if (!record.changesSeen || fresh.length > 0) {
      // The old copy's date has been told: only the list is kept.
      writeRecord({ status: 'saved', savedAt: record.savedAt, changesSeen: list.map((c) => c.id) });
    }
  } catch {
    // Without the list there is nothing to announce; the copy itself is unaffected.
  }
}

/** Safari has no requestIdleCallback: there the task simply waits for the next turn. */
const whenIdle = (task: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1);
};

const isStandalone = () => window.matchMedia?.('(display-mode: standalone)').matches ?? false;

/** Runs once per page load (src/clientModules/offline.ts). */
export function startOffline(): void {
  if (!supported()) return set({ state: { kind: 'unsupported' } });
  const record = readRecord();
  // Installing the site as an app is a decision to keep it: save then, as if the button was pressed.
  window.addEventListener('appinstalled', () => {
    if (snapshot.state.kind === 'idle' || snapshot.state.kind === 'failed') void saveCopy();
  });
  if (record?.status === 'saved') {
    set({ state: { kind: 'saved', savedAt: record.savedAt }, fromCopy: !!navigator.serviceWorker.controller });
    void watchForUpdates();
    if (navigator.serviceWorker.controller) whenIdle(() => void compareChanges(record));
  } else if (record?.status === 'saving' || !record) {
    // A save cut short (the tab was closed) or a worker without a record: never half a copy.
    void navigator.serviceWorker.getRegistration(baseUrl).then(async (registration) => {
      if (registration || record) await removeCopy();
      if (isStandalone()) await saveCopy();
    });
  }
}
