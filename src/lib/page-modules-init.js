// Fetches a deep link's page code beside the entry, instead of once the entry has arrived and run: the build lists
// each world page's files in index.html (vite.config.ts, pageModulesForDeepLinks; nothing in development). It runs in
// the head, after the entry's tags and before the stylesheet, which would hold it back until it loads. Low priority:
// the entry and the stylesheet, which the first paint needs, come first; the page's code takes the bandwidth left.
(() => {
  const page = /^\/worlds\/[^/]+\/([^/]+)$/.exec(location.pathname)?.[1];
  const listed = document.getElementById('page-modules');
  const files = page && listed ? JSON.parse(listed.textContent)[page] : undefined;
  for (const href of Array.isArray(files) ? files : []) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.href = href;
    link.fetchPriority = 'low';
    document.head.append(link);
  }
})();
