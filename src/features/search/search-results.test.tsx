import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveConnection } from '../../api/connection';
import { offlineRuntimeConfig, setRuntimeConfig } from '../../api/runtime-config';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';

// What a person does with a row of the results: its details, the keyboard, and copying or exporting the search.
const searchPath = (query = '') => `/worlds/solar-system/search${query}`;
const table = () => screen.findByRole('table', { name: 'Search results', busy: false });
const dataRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

describe('search results', () => {
  it('closes the details when Back leaves the page they were opened on', async () => {
    const { user, router } = renderApp(searchPath('?q=moon'));
    await table();
    await act(() => router.navigate(searchPath('?q=jupiter')));
    const rows = dataRows(await screen.findByRole('table', { name: 'Search results', busy: false }));
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: /Details/ }));
    expect(await screen.findByRole('dialog', { name: 'Result 1' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?q=moon'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the details of a row with the keyboard and closes them', async () => {
    const { user } = renderApp(searchPath('?q=moon'));
    await table();
    await user.click(document.body);
    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await user.click(document.body);
    await user.keyboard('j');
    const rows = dataRows(await table());
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('k');
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Result 1' });
    expect(within(dialog).getByText('http://www.wikidata.org/entity/Q405')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        '<http://www.wikidata.org/entity/Q405> <http://www.w3.org/2000/01/rdf-schema#label> "Moon"@en .',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy as N-Triples' }));
    expect(await navigator.clipboard.readText()).toBe(
      '<http://www.wikidata.org/entity/Q405> <http://www.w3.org/2000/01/rdf-schema#label> "Moon"@en .',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied the triple as N-Triples.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows hostile values as inert text, and links only http(s) IRIs', async () => {
    renderApp(searchPath('?q=hostile%20script%20javascript&limit=100'));
    const results = await table();
    // Marking the query's words splits the text, so the whole value is read from the cell.
    expect(within(results).getByRole('cell', { name: '<script>alert("pwned")</script>' })).toBeInTheDocument();
    expect(within(results).getByRole('cell', { name: "<img src=x onerror=alert('xss')>" })).toBeInTheDocument();
    // The javascript: IRI is a pivot (a search), never a link.
    expect(within(results).getByRole('button', { name: 'javascript:alert(document.cookie)' })).toBeInTheDocument();
    expect(within(results).queryByRole('link', { name: /javascript:/ })).not.toBeInTheDocument();
    expect(within(results).queryByRole('img')).not.toBeInTheDocument();
    const links = within(results).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('copies the curl command of the search without the API key', async () => {
    saveConnection({ mode: 'server', baseUrl: 'https://worlds.example/api', apiKey: 'secret-key', dialect: 'v1' });
    const { user } = renderApp(searchPath('?q=moon%20%26%20sun&limit=25&offset=0'));
    await table();
    await user.click(screen.getByText(/^Export/));
    await user.click(screen.getByRole('button', { name: 'Copy curl command' }));
    const command = await navigator.clipboard.readText();
    expect(command).toBe(
      `curl -sS -H 'Accept: application/json' -H "Authorization: Bearer $WORLDS_API_KEY" 'https://worlds.example/api/v1/worlds/solar-system/search?q=moon+%26+sun&limit=25&offset=0'`,
    );
    expect(command).not.toContain('secret-key');
  });

  it('shows a triple the REST server sent once per chunk of its text once, with how many rows there were', async () => {
    server.use(...restHandlers());
    saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: 'secret-key', dialect: 'rest' });
    const worldId = restWorldId('solar-system') ?? '';
    renderApp(`/worlds/${worldId}/search?q=${encodeURIComponent('renders and truncates very long text')}&limit=25`);
    const rows = dataRows(await table());
    const long = rows.filter((row) => row.textContent.includes('10 KB long literal used to test'));
    expect(long).toHaveLength(1);
    expect(
      within(long[0] as HTMLElement).getByText('Sent 3 times by the server, once per matching part of the text'),
    ).toBeInTheDocument();
    expect(within(long[0] as HTMLElement).getByText('×3')).toBeInTheDocument();
  });

  it('copies a curl command that gives the rows shown, on a server that cannot skip rows', async () => {
    server.use(...restHandlers());
    saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: 'secret-key', dialect: 'rest' });
    const worldId = restWorldId('solar-system') ?? '';
    const { user } = renderApp(`/worlds/${worldId}/search?q=moon&limit=25&offset=25`);
    expect(await screen.findByText('Showing 26–50')).toBeInTheDocument();
    await user.click(screen.getByText(/^Export/));
    await user.click(screen.getByRole('button', { name: 'Copy curl command' }));
    expect(await navigator.clipboard.readText()).toBe(
      `curl -sS -H 'Accept: application/json' -H "Authorization: Bearer $WORLDS_API_KEY" 'https://worlds.example/v1/worlds/${worldId}/search?query=moon&limit=50' | jq '.[25:50]' # This server cannot skip rows: it answers rows 1-50, and jq keeps rows 26-50, the page shown.`,
    );
    expect(await screen.findByText(/Copied the curl command \(this server cannot skip rows/)).toBeInTheDocument();
  });

  it('names the key, and carries the proxy’s marker, in the curl command through the dashboard’s own proxy', async () => {
    setRuntimeConfig({ dataSource: 'server', dialect: 'v1', serverName: 'worlds.example', serverId: '' });
    onTestFinished(() => setRuntimeConfig(offlineRuntimeConfig));
    const { user } = renderApp(searchPath('?q=moon&limit=10&offset=10'));
    await table();
    await user.click(screen.getByText(/^Export/));
    await user.click(screen.getByRole('button', { name: 'Copy curl command' }));
    expect(await navigator.clipboard.readText()).toBe(
      `curl -sS -H 'Accept: application/json' -H 'X-Worlds-Dashboard: 1' -H "Authorization: Bearer $WORLDS_API_KEY" '${window.location.origin}/v1/worlds/solar-system/search?q=moon&limit=10&offset=10'`,
    );
  });

  it('opens Export as a popover that closes on Escape, outside and after an item, focus back on the button', async () => {
    const { user } = renderApp(searchPath('?q=moon'));
    await table();
    const exportButton = screen.getByRole('button', { name: 'Export' });
    await user.click(exportButton);
    expect(exportButton).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(exportButton).toHaveFocus();

    await user.click(exportButton);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();

    await user.click(exportButton);
    await user.click(screen.getByRole('button', { name: 'Copy curl command' }));
    expect(screen.queryByRole('button', { name: 'Copy curl command' })).not.toBeInTheDocument();
    expect(exportButton).toHaveFocus();
  });

  it('shows the score once in the details, and closes them on a click beside the panel', async () => {
    const { user } = renderApp(searchPath('?q=moon'));
    const [first] = dataRows(await table());
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Details of result 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result 1' });
    expect(within(dialog).getByText(/^Score/)).toHaveTextContent(/^Score 1\.00$/);
    // A click inside the panel keeps it open; one on the backdrop (outside the panel's box) closes it.
    await user.click(within(dialog).getByRole('heading', { name: 'Result 1' }));
    expect(dialog).toBeInTheDocument();
    fireEvent.click(dialog, { clientX: 5000, clientY: 5, detail: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts the link that opens an IRI beside the IRI in the details, not among the actions', async () => {
    const { user } = renderApp(searchPath('?q=moon'));
    const [first] = dataRows(await table());
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Details of result 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result 1' });
    const [subject] = within(dialog).getAllByRole('definition');
    const [value] = within(subject as HTMLElement).getAllByRole('paragraph');
    const iri = (value as HTMLElement).textContent.replace(/\s*↗$/, '');
    expect(iri).toMatch(/^https?:\/\//);
    // The value and the link that opens it are one paragraph, seen and heard together.
    expect(within(value as HTMLElement).getByRole('link', { name: `Open ${iri} in a new tab` })).toHaveAttribute(
      'href',
      iri,
    );
    expect(within(subject as HTMLElement).getAllByRole('link')).toHaveLength(1);
  });

  it('has one Tab stop per results table, names a focused row briefly, and reaches its links with the arrows', async () => {
    const { user } = renderApp(searchPath('?q=moon&limit=25'));
    const results = await screen.findByRole('table', { name: 'Search results', busy: false });
    expect(results).toHaveAttribute('aria-rowcount', '26');
    const rows = dataRows(results);
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    // Search box → score help → the active row → Table → Graph → Full IRIs → Export → page size → Next page.
    const stops: string[] = [];
    for (let press = 0; press < 10; press += 1) {
      await user.tab();
      const name = document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '';
      stops.push(name);
      if (/Next page/.test(name)) break;
    }
    expect(stops.filter((name) => name.startsWith('Result '))).toHaveLength(1);
    expect(stops.at(-1)).toMatch(/Next page/);
    expect(stops.length).toBeLessThanOrEqual(8);

    const first = rows[0] as HTMLElement;
    expect(first).toHaveAccessibleName('Result 1, wd:Q405, rdfs:label, Moon');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(first).getByRole('button', { name: 'wd:Q405' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(first).getByRole('link', { name: /Open http:\/\/www\.wikidata\.org\/entity\/Q405/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(first).toHaveFocus();
  });
});
