import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/*
 * The SPARQL page in the production build, on the offline sample data (its mock answers SPARQL as the REST server
 * does, with Oxigraph in a worker): results, a mistake caught before sending, an update's confirmation, axe in both
 * themes on each, and a keyboard walk into the editor, to Run, the results, and out of the editor again.
 */

const sparqlPath = (query: string) => `/worlds/solar-system/sparql?${new URLSearchParams({ query }).toString()}`;
const editor = (page: Page) => page.getByRole('textbox', { name: 'SPARQL query' });
/** Matches an editor whose text holds `text`. */
const holding = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const results = (page: Page) => page.getByRole('table', { name: 'Query results' });

test('a SELECT shows its bindings, and the page with them passes axe in both themes', async ({ page }) => {
  await page.goto(sparqlPath('SELECT ?class (COUNT(?s) AS ?n) WHERE { ?s a ?class } GROUP BY ?class'));
  await expect(editor(page)).toHaveValue(holding('SELECT ?class'));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(results(page)).toBeVisible();
  await expect(results(page).getByRole('columnheader', { name: /\?class/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Answered in/ })).toBeVisible();
  // Away from the Run button: a hovered button has its hover colour.
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
});

test('a malformed query is reported with its place and not sent; axe in both themes', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sparql') && request.method() === 'POST') sent.push(request.postData() ?? '');
  });
  await page.goto(sparqlPath('SELECT ?s WHERE {\n  ?s ?p ?o .\n  FILTER(?o > )\n}'));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('alert')).toContainText('line 3, column 15');
  expect(sent.filter((body) => body.includes('FILTER'))).toEqual([]);
  // The alert leads to the place, by keyboard too.
  await page.getByRole('button', { name: 'Show in the editor' }).focus();
  await page.keyboard.press('Enter');
  await expect(editor(page)).toBeFocused();
  expect(await editor(page).evaluate((textarea: HTMLTextAreaElement) => textarea.selectionStart)).toBe(
    'SELECT ?s WHERE {\n  ?s ?p ?o .\n  FILTER(?o > '.length,
  );
  // Away from the Run button: a hovered button has its hover colour.
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
});

test('an update asks first, naming the world; axe in both themes with the dialog open', async ({ page }) => {
  const update = 'INSERT DATA { <http://example.org/x> <http://www.w3.org/2000/01/rdf-schema#label> "Ex" }';
  await page.goto(sparqlPath(update));
  await page.getByRole('button', { name: 'Run' }).click();
  const dialog = page.getByRole('dialog', { name: /Run this update on Solar System/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(update);
  // Away from the Run button: a hovered button has its hover colour.
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Run update' }).click();
  await expect(page.getByText('The update was run')).toBeVisible();
});

test('the keyboard reaches the editor, runs the query, reaches the results, and leaves the editor', async ({
  page,
}) => {
  await page.goto(
    sparqlPath('SELECT ?s ?label WHERE { ?s <http://www.w3.org/2000/01/rdf-schema#label> ?label } LIMIT 3'),
  );
  await expect(editor(page)).toBeVisible();
  // From the world's last tab (Data), Tab goes into the editor.
  await page.getByRole('navigation', { name: 'World' }).getByRole('link', { name: 'Data', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(editor(page)).toBeFocused();
  // Tab indents inside the editor rather than leaving it.
  await page.keyboard.press('Tab');
  await expect(editor(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Control+Enter');
  await expect(results(page)).toBeVisible();
  // Escape, then Tab, leaves the editor, for the Run button and on to the results.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Run' })).toBeFocused();
  // Back in with Shift+Tab, Tab indents again; Escape, Tab leaves again.
  await page.keyboard.press('Shift+Tab');
  await expect(editor(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(editor(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Run' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /Answered in/ })).toBeVisible();
  let reached = false;
  for (let step = 0; step < 20 && !reached; step++) {
    await page.keyboard.press('Tab');
    reached = await results(page).evaluate((table) => table.contains(document.activeElement));
  }
  expect(reached).toBe(true);
});

test('a CONSTRUCT gives its triples as a table and as the graph picture', async ({ page }) => {
  await page.goto(
    sparqlPath('CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o . FILTER(?s = <http://example.org/solar-system/Titan>) }'),
  );
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(results(page).getByRole('columnheader', { name: /subject/ })).toBeVisible();
  await page.getByRole('button', { name: 'Graph' }).click();
  await expect(page.getByRole('listbox', { name: 'Things and values' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Graph' })).toHaveAttribute('aria-pressed', 'true');
});

test('completion offers a prefix, adding its PREFIX line, and the world’s own predicates; axe with the list open, and no style refused by the production policy', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(sparqlPath('SELECT * WHERE {\n  ?s ?p ?o\n}'));
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await page.keyboard.type(' . ?s rdfs');
  await page.keyboard.press('Control+Space');
  // The open list passes axe in both themes too.
  await expect(page.getByRole('option', { name: /^rdfs:\s*prefix/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('option', { name: /^rdfs:\s*prefix/ }).click();
  await expect(editor(page)).toHaveValue(holding('PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>'));
  await expect(editor(page)).toHaveValue(holding('?s rdfs:'));
  // The world's predicates, asked of the server once: hasMoon is one of the Solar System's.
  await page.keyboard.type(' ?o . ?s hasMo');
  await page.keyboard.press('Control+Space');
  await page
    .getByRole('option', { name: /hasMoon/ })
    .first()
    .click();
  await expect(editor(page)).toHaveValue(holding('?s <http://example.org/solar-system/hasMoon>'));
  // By keyboard: Enter takes the active option, and its PREFIX line comes with it.
  await page.keyboard.type(' ?m . ?m foa');
  await page.keyboard.press('Control+Space');
  await expect(page.getByRole('option', { name: /^foaf:\s*prefix/, selected: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(editor(page)).toHaveValue(holding('PREFIX foaf: <http://xmlns.com/foaf/0.1/>'));
  await expect(editor(page)).toHaveValue(holding('?m foaf:'));
  // The editor's parts are laid out by the page's stylesheets, none by a style attribute that the policy refuses.
  expect(refused).toEqual([]);
});

test('an edited query survives a reload, and Back brings the one run before', async ({ page }) => {
  await page.goto(sparqlPath('ASK { ?s ?p ?o }'));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByText('Yes', { exact: true })).toBeVisible();
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' # edited');
  // Leaving the editor puts its text in the URL. Typing opened the completion list: the first Escape closes it, the
  // second lets Tab leave.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(page).toHaveURL(/edited/);
  await page.reload();
  await expect(editor(page)).toHaveValue(holding('ASK { ?s ?p ?o } # edited'));
  await page.getByRole('button', { name: 'The predicates used' }).click();
  await expect(editor(page)).toHaveValue(holding('GROUP BY ?predicate'));
  await page.goBack();
  await expect(editor(page)).toHaveValue(holding('ASK { ?s ?p ?o } # edited'));
});

/** Whether what has focus shows it: an outline or a ring (box-shadow) drawn around it. */
const focusShown = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing';
    const style = getComputedStyle(focused);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outlined || style.boxShadow !== 'none' ? 'shown' : `not shown on ${focused.outerHTML.slice(0, 80)}`;
  });

/** A SELECT of three things, one labelled right to left with an emoji, one with a note of about 10 KB. */
const LONG_AND_RTL = `PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?thing ?label ?note WHERE {
  VALUES (?thing ?label) {
    (<http://example.org/solar-system/Moon> "Moon")
    (<http://example.org/solar-system/Mars> "المريخ، الكوكب الأحمر 🔴")
    (<http://example.org/solar-system/Titan> "Titan 🪐")
  }
  BIND("The quick brown fox jumps over the lazy dog. " AS ?w)
  BIND(CONCAT(?w, ?w, ?w, ?w, ?w, ?w, ?w, ?w, ?w, ?w) AS ?w10)
  BIND(CONCAT(?w10, ?w10, ?w10, ?w10, ?w10, ?w10, ?w10, ?w10, ?w10, ?w10) AS ?w100)
  BIND(IF(?label = "Moon", CONCAT(?w100, ?w100), "short") AS ?note)
}`;

test('Escape in an update’s question closes it and sends nothing; Run asks again', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sparql') && request.method() === 'POST') sent.push(request.postData() ?? '');
  });
  const update = 'INSERT DATA { <http://example.org/x> <http://www.w3.org/2000/01/rdf-schema#label> "Ex" }';
  await page.goto(sparqlPath(update));
  const run = page.getByRole('button', { name: 'Run' });
  const dialog = page.getByRole('dialog', { name: /Run this update on Solar System/ });
  await run.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(run).toBeFocused();
  // Asked again, the question comes back, and Escape closes it again.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(sent.filter((body) => body.includes('INSERT'))).toEqual([]);
});

test('the results table is one Tab stop with the search table’s keyboard, every stop visibly focused', async ({
  page,
}) => {
  await page.goto(sparqlPath(LONG_AND_RTL));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(results(page)).toBeVisible();
  // Three rows (and the header), of which only those in view, and one more, are drawn: rows are found by their place.
  await expect(results(page)).toHaveAttribute('aria-rowcount', '4');
  const row = (place: number) => results(page).getByRole('row', { name: new RegExp(`^Row ${place}, `) });
  // From Run, Tab walks the answer's tools, the filter, the sort buttons, then the table: one stop, its first row.
  await page.getByRole('button', { name: 'Run' }).focus();
  let stops = 0;
  while (!(await row(1).evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab');
    expect(await focusShown(page)).toBe('shown');
    expect(++stops).toBeLessThan(15);
  }
  // The values in the rows are not Tab stops: the next one is past the table.
  await page.keyboard.press('Tab');
  expect(await focusShown(page)).toBe('shown');
  expect(await results(page).evaluate((table) => table.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(row(1)).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(row(2)).toBeFocused();
  expect(await focusShown(page)).toBe('shown');
  await page.keyboard.press('j');
  await expect(row(3)).toBeFocused();
  await page.keyboard.press('k');
  await expect(row(2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(row(3)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(row(1)).toBeFocused();
  // → reaches the row's thing, then its link, then the note's Show all; Escape returns to the row.
  await page.keyboard.press('ArrowRight');
  await expect(row(1).getByRole('button', { name: /Moon/ })).toBeFocused();
  expect(await focusShown(page)).toBe('shown');
  await page.keyboard.press('ArrowRight');
  await expect(row(1).getByRole('link', { name: /in a new tab/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(row(1).getByRole('button', { name: /Show all 9,000 characters/ })).toBeFocused();
  expect(await focusShown(page)).toBe('shown');
  await page.keyboard.press('Escape');
  await expect(row(1)).toBeFocused();
  // The row last focused stays the Tab stop.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(row(2)).toBeFocused();
});

test('a long literal is clamped and leaves the other columns their room; RTL text and emoji pass axe in both themes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(sparqlPath(LONG_AND_RTL));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(results(page)).toBeVisible();
  await expect(results(page).getByRole('button', { name: 'Show all 9,000 characters' })).toBeVisible();
  for (const name of [/\?thing/, /\?label/]) {
    const width = (await results(page).getByRole('columnheader', { name }).boundingBox())?.width ?? 0;
    // At least 8rem of text, besides the padding.
    expect(width).toBeGreaterThanOrEqual(128);
  }
  // Clamped to three lines, not 9,000 characters' worth: the box that clamps, around the text's own isolating <bdi>.
  const note = results(page)
    .getByText(/^The quick brown fox/)
    .locator('xpath=ancestor-or-self::*[@dir="auto"][1]');
  expect((await note.boundingBox())?.height ?? Infinity).toBeLessThan(80);
  await expect(results(page).getByText('المريخ، الكوكب الأحمر 🔴')).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
});

// 100,000 rows made by the query itself (five VALUES of ten digits), so that no world need hold them.
const DIGITS = '{ 0 1 2 3 4 5 6 7 8 9 }';
const HUNDRED_THOUSAND_ROWS = `SELECT ?n ?label WHERE {
  VALUES ?a ${DIGITS} VALUES ?b ${DIGITS} VALUES ?c ${DIGITS} VALUES ?d ${DIGITS} VALUES ?e ${DIGITS}
  BIND(?a * 10000 + ?b * 1000 + ?c * 100 + ?d * 10 + ?e AS ?n)
  BIND(CONCAT("Thing number ", STR(?n)) AS ?label)
}`;

test('100,000 rows: sorted, paged to the last page, End reaches the last row drawn and in view; axe in both themes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(sparqlPath(HUNDRED_THOUSAND_ROWS));
  await page.getByRole('button', { name: 'Run' }).click();
  // The table's status (the page's own says how long the answer took, and names its first rows).
  const status = page.getByRole('status').filter({ hasText: /^(\d[\d,]* rows|Reading rows)/ });
  await expect(status).toHaveText('100,000 rows, showing 1–1,000', { timeout: 30_000 });
  await expect(results(page)).toHaveAttribute('aria-rowcount', '100001');
  // Of the page's 1,000 rows, only those in view (and a few either side) are drawn.
  const drawn = results(page).locator('tbody tr[data-index]');
  expect(await drawn.count()).toBeLessThan(60);

  const sortByN = results(page).getByRole('button', { name: /^\?n\b/ });
  await sortByN.click();
  await sortByN.click();
  await expect(results(page).getByRole('row').nth(1)).toHaveAccessibleName(/^Row 1, n \u206899999\u2069/);
  await page.getByRole('button', { name: 'Last' }).click();
  await expect(status).toHaveText('100,000 rows, showing 99,001–100,000');
  const first = results(page).getByRole('row', { name: /^Row 99,001, / });
  await first.focus();
  await page.keyboard.press('End');
  const last = results(page).getByRole('row', { name: /^Row 100,000, n \u20680\u2069/ });
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  await expect(last).toHaveAttribute('aria-rowindex', '100001');
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
});
