// index.html's inline loader (tools/build/webpack-app.ts htmlTemplate puts it in the page, with
// the page's own values in place of PAGE): fetches /config.json and /remotes.json, puts them on
// window, hints the remote that owns the path, then adds the app's scripts — or, with the static
// sign-in form in the page, loads the sign-in island first. Plain ES5: it runs before any bundle.
(function (page) {
  var scripts = page.scripts;
  function load(url) {
    return fetch(url, { cache: 'no-cache' }).then(function (r) { return r.ok ? r.json() : null; }).catch(function () { return null; });
  }
  // Preload hints for the remote that owns this path: its manifest (fetched by the federation
  // runtime with fetch(url, {})) and its remoteEntry.js, beside main.js instead of after it.
  var routes = page.routes;
  function hint(href, as) {
    var l = document.createElement('link');
    l.setAttribute('rel', 'preload'); l.setAttribute('as', as); l.setAttribute('href', href);
    if (as === 'fetch') l.setAttribute('crossorigin', 'anonymous');
    document.head.appendChild(l);
  }
  var config = null, started = false;
  // The API is another origin: its connection opens while the scripts load (the first profile
  // or sign-in request then pays no DNS/TCP/TLS round trips).
  function preconnect(c) {
    if (!c || typeof c.supabaseUrl !== 'string' || !/^https?:\/\//.test(c.supabaseUrl)) return c;
    var l = document.createElement('link');
    l.setAttribute('rel', 'preconnect'); l.setAttribute('href', c.supabaseUrl.replace(/^(https?:\/\/[^\/]+).*$/, '$1')); l.setAttribute('crossorigin', 'anonymous');
    document.head.appendChild(l);
    return c;
  }
  function loadConfig() { return config || (config = load('/config.json').then(preconnect)); }
  // remotes.json: { value } or { error } (a missing or malformed file is logged by the shell)
  function loadRemotes() {
    return fetch('/remotes.json', { cache: 'no-cache' }).then(function (r) {
      if (!r.ok) return { error: 'remotes.json: HTTP ' + r.status };
      return r.text().then(function (t) { try { return { value: JSON.parse(t) }; } catch (e) { return { error: 'remotes.json is not valid JSON' }; } });
    }).catch(function () { return { error: 'remotes.json could not be fetched' }; });
  }
  function start() {
  if (started) return;
  started = true;
  // with the static sign-in form the scripts were not preloaded by the HTML: hint them now
  if (page.hintScripts) scripts.forEach(function (src) { hint(src, 'script'); });
  Promise.all([loadConfig(), page.withRemotes ? loadRemotes() : null]).then(function (res) {
    window.__AKADEMI_CONFIG__ = res[0];
    window.__AKADEMI_REMOTES__ = (res[1] && res[1].value) || {};
    // why remotes.json could not be used (the shell then logs it and uses its build defaults)
    if (res[1] && res[1].error) window[page.remotesErrorGlobal] = res[1].error;
    for (var i = 0; i < routes.length; i++) {
      if (!new RegExp(routes[i][0]).test(location.pathname)) continue;
      var manifest = window.__AKADEMI_REMOTES__[routes[i][1]];
      // the new form: the stable entry, unless a canary or a tester override may choose another
      if (manifest && typeof manifest === 'object') manifest = manifest.canary || location.search.indexOf('remote:') !== -1 ? null : manifest.entry;
      if (typeof manifest === 'string' && manifest.slice(-17) === '/mf-manifest.json') {
        hint(manifest, 'fetch');
        hint(manifest.slice(0, -16) + 'remoteEntry.js', 'script');
      }
      break;
    }
    scripts.forEach(function (src) {
      var s = document.createElement('script');
      s.src = src; s.async = false;
      document.body.appendChild(s);
    });
  });
  }
  window[page.bootGlobal] = { config: loadConfig, start: start };
  var island = page.island;
  // The sign-in form kept: the island alone (a few KB); the app's scripts are fetched at idle
  // time after it is ready (prefetch: cached, not run), so the start after a sign-in is quick.
  function attachIsland() {
    loadConfig();
    var s = document.createElement('script');
    s.src = island;
    s.onload = function () {
      loadConfig().then(function () {
        var idle = window.requestIdleCallback ? function (f) { window.requestIdleCallback(f); } : setTimeout;
        idle(function () {
          if (started) return;
          scripts.forEach(function (src) {
            var l = document.createElement('link');
            l.setAttribute('rel', 'prefetch'); l.setAttribute('as', 'script'); l.setAttribute('href', src);
            document.head.appendChild(l);
          });
        });
      });
    };
    document.body.appendChild(s);
  }
  // With the static sign-in form in the page, nothing is fetched before it is painted (the next
  // frame): its paint depends on the HTML alone, and so does Lighthouse's estimate of it.
  if (document.getElementById(page.firstPaintId)) requestAnimationFrame(function () { setTimeout(island ? attachIsland : start, 0); });
  else start();
})(/*PAGE*/);
