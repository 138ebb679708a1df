// Starts, with the HTML, what the app would otherwise ask for only once its entry has arrived and run (a round trip
// and a phone's long task later): the build writes it at the end of the head (vite.config.ts, earlyFetches), after
// the entry's preload and the stylesheet.
// - The configuration: read here (index.html preloads it) and handed to the app (src/api/runtime-config.ts).
// - On a world page's deep link, the page's own code, as the build lists it in index.html for each page, and the code
//   of the dialect the configuration names (none when it is detected, or when the settings of this browser name
//   another server: then the app loads its own). Low priority: the entry comes first; the rest takes the bandwidth
//   it leaves. Nothing is listed in development: nothing is bundled.
// - The app's entry: the build fetches it with the HTML as a modulepreload, not a <script> (vite.config.ts,
//   entryAfterFirstPaint), and it is run here once the HTML is parsed and its frame painted. On a fast network the
//   entry came before the first frame, and its evaluation (a long task on a phone) held back the painted header and
//   page: now they show first, and the entry, fetched meanwhile, runs a frame later. In development there is no such
//   link: the page's own <script> runs the app.
(() => {
  // The next frame, then a task: after the paint. A tab opened in the background paints no frame until it is shown:
  // there, at once (in a task).
  const afterPaint = (then) =>
    document.visibilityState === 'hidden' ? setTimeout(then) : requestAnimationFrame(() => setTimeout(then));
  const entry = document.getElementById('app-entry');
  if (entry) {
    const run = () => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry.href;
      document.head.append(script);
    };
    // The app needs the whole body (its root, the painted page), which this script, in the head, runs before.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => afterPaint(run), { once: true });
    } else afterPaint(run);
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
  // Once the HTML's own frame is painted, so nothing of this competes with the first paint: the page's code is needed
  // only once the entry has run, long after on a slow network.
  const painted = new Promise((resolve) => afterPaint(resolve));
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
