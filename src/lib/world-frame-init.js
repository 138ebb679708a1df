// Paints with the HTML, before the scripts arrive, what the URL alone decides of the page, as index.html paints the
// header: a deep link's world frame (its heading, its ID and its tabs), and below it the first lines of the pages that
// draw some while they load; the home page's heading. Each from its template there, with what the URL says, until the
// app's first render replaces it with the same in the same place (src/features/worlds/world-layout.tsx and the pages;
// keep them alike). The build writes it into index.html (vite.config.ts, worldFrameBeforeScripts), allowed by its
// hash in the CSP. Text only ever goes in as text.
(() => {
  const main = document.getElementById('main');
  const home = document.getElementById('home-page');
  // The home page's heading and what it is for, in the same way.
  if (location.pathname === '/' && main && home instanceof HTMLTemplateElement)
    main.append(home.content.cloneNode(true));
  const path = /^\/worlds\/([^/]+)\/(overview|edit|search|sparql|data|thing)$/.exec(location.pathname);
  const template = document.getElementById('world-frame');
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
    const current = tab.dataset.tab === page;
    tab.className = current ? tabs.dataset.currentClass : tabs.dataset.tabClass;
    if (current) tab.setAttribute('aria-current', 'page');
  }
  // The page below the frame, where the URL decides how it is drawn while it loads: the SPARQL page's heading and
  // help, a thing's IRI (its name until its description is read). An IRI that the page would show with escapes (a
  // control or bidirectional formatting character, src/lib/visible-text.ts) is left for the page to draw.
  const pageTemplate = document.getElementById(`${page}-page`);
  const iri = (new URLSearchParams(location.search).get('iri') ?? '').trim();
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  const drawnAsItStands = iri !== '' && !/[\0-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(iri);
  if (pageTemplate instanceof HTMLTemplateElement && (page !== 'thing' || drawnAsItStands)) {
    const content = pageTemplate.content.cloneNode(true);
    for (const node of content.querySelectorAll('[data-iri]')) node.textContent = iri;
    frame.firstElementChild.append(content);
  }
  for (const link of frame.querySelectorAll('a[data-tab]')) link.href = `/worlds/${segment}/${link.dataset.tab}`;
  main.append(frame);
})();
