// Paints a deep link's world frame (its heading, its ID and its tabs) with the HTML, before the scripts arrive, as
// index.html paints the header: from the template there, with what the URL says, the world's ID, until the app's
// first render replaces it with the same frame in the same place (src/features/worlds/world-layout.tsx; keep the two
// alike). The build writes it into index.html (vite.config.ts, worldFrameBeforeScripts), allowed by its hash in the
// CSP. Text only ever goes in as text.
(() => {
  const path = /^\/worlds\/([^/]+)\/(overview|edit|search|sparql|data|thing)$/.exec(location.pathname);
  const template = document.getElementById('world-frame');
  const main = document.getElementById('main');
  if (!path || !(template instanceof HTMLTemplateElement) || !main) return;
  const [, segment, page] = path;
  let worldId = segment;
  try {
    worldId = decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding (typed by hand): the segment is the ID as it stands (src/lib/world-paths.ts).
  }
  const frame = template.content.cloneNode(true);
  for (const node of frame.querySelectorAll('[data-world-id]')) node.textContent = worldId;
  const tabs = frame.querySelector('nav');
  for (const tab of frame.querySelectorAll('a[data-tab]')) {
    tab.href = `/worlds/${segment}/${tab.dataset.tab}`;
    const current = tab.dataset.tab === page;
    tab.className = current ? tabs.dataset.currentClass : tabs.dataset.tabClass;
    if (current) tab.setAttribute('aria-current', 'page');
  }
  main.append(frame);
})();
