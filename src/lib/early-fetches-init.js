// Starts, with the HTML, what the app would otherwise ask for only once its entry has arrived and run (a round trip
// and a phone's long task later): the build writes it at the end of the head (vite.config.ts, earlyFetches), after
// the entry's preload and the stylesheet.
// - The configuration: read here (index.html preloads it) and handed to the app (src/api/runtime-config.ts).
// - On a world page's deep link, the page's own code, as the build lists it in index.html for each page, and the code
//   of the dialect the configuration names (none when it is detected, or when the settings of this browser name
//   another server: then the app loads its own). Low priority: the entry comes first; the rest takes the bandwidth
//   it leaves. Nothing is listed in development: nothing is bundled.
// - The app's entry: the build fetches it with the HTML as a modulepreload, not a <script> (vite.config.ts,
//   entryAfterFirstPaint), and it is run here once the HTML is parsed and its first contentful paint is on screen. On
//   a fast network the entry came before the first frame, and its evaluation (a long task on a phone) held back the
//   painted header and page: now they show first, and the entry, fetched meanwhile, runs a frame or two later. In
//   development there is no such link: the page's own <script> runs the app.
(() => {
  // Once the HTML is parsed (the app needs the whole body: its root, the painted page) and its first contentful paint
  // is on screen (its paint timing entry: a frame run before it, from the head or at DOMContentLoaded, could still
  // come before the screen showed it). Where the browser times no paints, after the next frame. A tab opened in the
  // background paints nothing until it is shown: there, at once (in a task). A page that paints nothing contentful
  // waits no more than PAINT_WAIT_MS.
  const PAINT_WAIT_MS = 1000;
  const parsed = new Promise((resolve) =>
    document.readyState === 'loading'
      ? document.addEventListener('DOMContentLoaded', resolve, { once: true })
      : resolve(undefined),
  );
  const contentfulPaint = new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return void setTimeout(resolve);
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      return void parsed.then(() => requestAnimationFrame(() => setTimeout(resolve)));
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve(undefined);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(resolve, PAINT_WAIT_MS);
  });
  const painted = Promise.all([parsed, contentfulPaint]);
  const entry = document.getElementById('app-entry');
  if (entry) {
    void painted.then(() => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry.href;
      document.head.append(script);
    });
  }
  const preload = (href) => {
    const link = document.createElement('link');
    link.rel = href.endsWith('.css') ? 'preload' : 'modulepreload';
    if (href.endsWith('.css')) link.setAttribute('as', 'style');
    // As the app's own loader asks for its files (Vite sets crossorigin on each): a preload in another credentials
    // mode is not used, and the file is fetched again.
    link.crossOrigin = '';
    link.setAttribute('fetchpriority', 'low');
    link.href = href;
    document.head.append(link);
  };
  const listed = document.getElementById('early-modules');
  const modules = listed ? JSON.parse(listed.textContent) : { pages: {}, dialects: {} };
  const page = modules.pages[/^\/worlds\/[^/]+\/([^/]+)$/.exec(location.pathname)?.[1]];
  const read = fetch('/config.json', { cache: 'no-cache', headers: { Accept: 'application/json' } });
  window.worldsDashboardConfig = read;
  if (!Array.isArray(page)) return;
  // Once the HTML's own frame is painted, after the entry, so nothing of this competes with the first paint: the page's
  // code is needed only once the entry has run, long after on a slow network.
  void painted.then(() => page.forEach(preload));
  try {
    // A connection saved in this browser's settings wins over the configuration (src/api/connection.ts).
    const key = 'worlds-dashboard:connection';
    if (sessionStorage.getItem(key) !== null || localStorage.getItem(key) !== null) return;
  } catch {
    // Storage refused: nothing saved in it.
  }
  // Read from a copy, taken as the answer comes, before the app reads it.
  const named = read.then((response) => (response.ok ? response.clone().json() : undefined));
  Promise.all([named, painted])
    .then(([config]) => {
      const dialect = config?.dataSource === 'offline' ? 'v1' : config?.dialect;
      const files = modules.dialects[dialect];
      if (Array.isArray(files)) files.forEach(preload);
    })
    .catch(() => undefined);
})();
