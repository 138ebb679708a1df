// Screenshots of the SPARQL page's SELECT table while its rows are still read, and after (issue 27), light and dark,
// at desktop width and 360 px, on the REST double. The reply is held part-way in the page (its body re-streamed by a
// wrapped fetch that stops after some 600 KB until told to go on), so that the state lasts for the shot. Run with
// `node scripts/screenshots-sparql-reading.mjs [folder]`; writes PNGs into the folder
// (test-results/sparql-reading-screens by default), never into docs/.
import { startScreenshots } from './screenshot-kit.mjs';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const out = process.argv[2] ?? 'test-results/sparql-reading-screens';
const { apiBase, base, browser, close } = await startScreenshots({
  out,
  apiPort: 4793 + offset,
  appPort: 4693 + offset,
  serverArgs: ['--dialect', 'rest'],
  env: { WORLDS_API_DIALECT: 'rest' },
  name: 'rest',
});

const WORLD = 'reading-rows';
const digits = '{ 0 1 2 3 4 5 6 7 8 9 }';
// 10,000 things, each labelled in Hebrew with an emoji: right-to-left text among the IRIs.
const FILL = `INSERT { ?thing <http://www.w3.org/2000/01/rdf-schema#label> ?label } WHERE {
  VALUES ?a ${digits} VALUES ?b ${digits} VALUES ?c ${digits} VALUES ?d ${digits}
  BIND(?a * 1000 + ?b * 100 + ?c * 10 + ?d AS ?n)
  BIND(IRI(CONCAT("http://example.org/reading/thing-", STR(?n))) AS ?thing)
  BIND(STRLANG(CONCAT("דבר מספר ", STR(?n), " 🚀"), "he") AS ?label)
}`;
/**
 * The window, from the Run button down, in both themes: a page of 1,000 rows is too tall for the kit's full-page
 * shots (both), and the rows below the window are not drawn anyway.
 */
async function shots(page, shot) {
  await page.getByRole('button', { name: 'Run' }).evaluate((run) => run.scrollIntoView());
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    await page.screenshot({ path: `${out}/${shot}-${dark ? 'dark' : 'light'}.png` });
    console.log(`${out}/${shot}-${dark ? 'dark' : 'light'}.png`);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** The SPARQL reply re-streamed in small chunks, held after some 600 KB until `window.releaseReply()`. */
const holdReply = () => {
  const real = window.fetch;
  window.fetch = async (input, init) => {
    const response = await real(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/sparql') || !response.body) return response;
    const reader = response.body.getReader();
    let sent = 0;
    const body = new ReadableStream({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        for (let start = 0; start < value.length; start += 16_384)
          controller.enqueue(value.slice(start, start + 16_384));
        sent += value.length;
        if (sent > 600_000 && !window.released) await new Promise((go) => (window.releaseReply = go));
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
  window.released = false;
};

try {
  const created = await fetch(`${apiBase}/v1/worlds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug: WORLD, label: 'Rows read as they come' }),
  });
  // The REST server names a world by an ID of its own.
  const { id } = await created.json();
  const filled = await fetch(`${apiBase}/v1/worlds/${id}/sparql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/sparql-update' },
    body: FILL,
  });
  if (!filled.ok) throw new Error(`The world was not filled: ${filled.status}`);

  for (const [width, suffix] of [
    [1100, 'desktop'],
    [360, 'phone'],
  ]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.addInitScript(holdReply);
    const query = 'SELECT ?s ?label WHERE { ?s ?p ?label }';
    await page.goto(`${base}/worlds/${id}/sparql?${new URLSearchParams({ query })}`);
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByText(/so far$/).waitFor();
    await shots(page, `reading-${suffix}`);
    await page.evaluate(() => {
      window.released = true;
      window.releaseReply?.();
    });
    await page.getByRole('status').filter({ hasText: '10,000 rows' }).waitFor();
    await shots(page, `whole-${suffix}`);
    await page.close();
  }
} finally {
  await close();
}
