/**
 * Our part of the service worker (option `swCustom` of @docusaurus/plugin-pwa). The plugin's
 * sw.js imports this file, calls the default export and then adds its own listeners; its bundler
 * compiles only plain JavaScript here, hence no TypeScript.
 *
 * The plugin answers every request for a saved file from the saved copy. For a page it does not
 * have, with the network gone, the reader would get the browser's own error: we answer with a
 * Russian offline page instead (and send /a/b.html or /a/b/ to /a/b, under which pages are saved).
 */

/** /a/b.html, /a/b/index.html and /a/b/ → /a/b (the root stays "/"); anything else unchanged. */
export function savedPath(pathname, scopePath) {
  if (pathname === scopePath) return pathname;
  let clean = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  if (clean.length > 1 && clean.endsWith('/')) clean = clean.slice(0, -1);
  if (`${clean}/` === scopePath) return scopePath;
  return clean || scopePath;
}

const escape = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The page shown for an address that is not in the saved copy while there is no network. */
export function offlinePage(scopePath) {
  const home = escape(scopePath);
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Нет подключения — Самарканд: справочник релоканта</title>
<style>
body{font:16px/1.6 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1c1e21;background:#fff}
main{max-width:36rem;margin:0 auto}
h1{font-size:1.5rem;line-height:1.3}
a{color:#0e6a80}
@media (prefers-color-scheme:dark){body{color:#e3e3e3;background:#1b1b1d}a{color:#6cc3d5}}
</style>
</head>
<body>
<main>
<h1>Этой страницы нет в сохранённой копии</h1>
<p>Сейчас нет подключения к интернету, а эта страница не сохранена на вашем устройстве. Возможно, она появилась в справочнике уже после сохранения или в адресе есть опечатка.</p>
<p>Сохранённые разделы открываются и без интернета: начните с <a href="${home}">главной страницы</a> или найдите нужное через <a href="${home}search">поиск по справочнику</a>.</p>
<p>Когда связь появится, обновите страницу.</p>
</main>
</body>
</html>`;
}

async function pageOrOffline(request) {
  try {
    return await fetch(request);
  } catch {
    const url = new URL(request.url);
    const scopePath = new URL(self.registration.scope).pathname;
    const saved = savedPath(url.pathname, scopePath);
    if (saved !== url.pathname) return Response.redirect(new URL(saved + url.search + url.hash, url).href, 302);
    return new Response(offlinePage(scopePath), {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  }
}

function offlineFallback(event) {
  if (event.request.mode !== 'navigate') return;
  try {
    event.respondWith(pageOrOffline(event.request));
  } catch {
    // InvalidStateError: the plugin's listener, which runs first, has answered from the saved copy.
  }
}

export default function swCustom(params) {
  if (!params.offlineMode) return;
  // The plugin adds its 'fetch' listener right after this function returns, and ours must run after
  // it: listeners run in the order they were added. So ours is added next to the plugin's, once.
  const addEventListener = self.addEventListener.bind(self);
  self.addEventListener = (type, listener, options) => {
    addEventListener(type, listener, options);
    if (type !== 'fetch') return;
    self.addEventListener = addEventListener;
    addEventListener('fetch', offlineFallback);
  };
}
