import { act, screen, waitFor, within } from '@testing-library/react';
import { connectionId, getConnection, saveConnection } from '../../api/connection';
import { rememberWorld } from '../../api/recent-worlds';
import { findWorldRecord, worldTriples } from '../../mocks/db';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { RPC_NAMESPACE, rpcHandlers } from '../../mocks/dialects/rpc-handlers';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';

/*
 * Managing worlds through the screens, against the doubles of both real servers (src/mocks/dialects), which
 * answer as the recordings do: a world created from New world, a file imported, the world exported and deleted.
 */

const KEY = 'test-key';
// The SPARQL page and its editor load cold: slow when the whole suite runs on a busy machine.
const SLOW = { timeout: 15_000 };
const THREE_TRIPLES =
  '@prefix ex: <http://example.org/> .\nex:probe ex:name "Voyager probe" ;\n  ex:launched "1977" ;\n  ex:visits ex:jupiter .\n';
const BROKEN_ON_LINE_2 = '@prefix ex: <http://example.org/> .\nex:probe ex:name oops .\n';

/** Every request the app sends, as method and path, to tell that a refused file sent nothing. */
function sentRequests() {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    sent.push(`${request.method} ${url.pathname}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return sent;
}

/** The triples of a world on the double, as N-Triples-ish text, to find what was imported. */
const storedObjects = (storeId: string) => (worldTriples(storeId) ?? []).map(({ object }) => object);

const dialects = [
  {
    dialect: 'rest',
    handlers: () => restHandlers({ apiKey: KEY }),
    worldOf: (storeId: string) => restWorldId(storeId) ?? '',
    fill: async (user: ReturnType<typeof renderApp>['user']) => {
      await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Deep Space');
      // The slug follows the name.
      expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('deep-space');
      await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Probes and their paths.');
    },
    createdStoreId: 'deep-space',
    createdWorldId: () => restWorldId('deep-space') ?? '',
    // The server's import replaces: adding is by SPARQL.
    addButton: 'Add to the world',
  },
  {
    dialect: 'rpc',
    handlers: () => rpcHandlers({ apiKey: KEY }),
    worldOf: (storeId: string) => `${RPC_NAMESPACE}/${storeId}`,
    fill: async (user: ReturnType<typeof renderApp>['user']) => {
      await user.type(await screen.findByRole('textbox', { name: 'Namespace' }), 'labs');
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Deep Space');
      expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('deep-space');
      await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Probes and their paths.');
    },
    createdStoreId: 'labs/deep-space',
    createdWorldId: () => 'labs/deep-space',
    addButton: 'Import',
  },
] as const;

describe.each(dialects)(
  'on the $dialect server',
  ({ handlers, worldOf, fill, createdStoreId, createdWorldId, addButton }) => {
    beforeEach(() => {
      server.use(...handlers());
      saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'auto' });
    });

    it('creates a world from New world: it is on the server, opens, and the list knows it', async () => {
      const { user, router } = renderApp('/');
      await user.click(await screen.findByRole('link', { name: 'New world' }));
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Create world' }));
      expect(await screen.findByText('World created')).toBeInTheDocument();
      expect(findWorldRecord(createdStoreId)?.name).toBe('Deep Space');
      const worldId = createdWorldId();
      expect(decodeURIComponent(router.state.location.pathname)).toBe(`/worlds/${worldId}/data`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Deep Space' })).toBeInTheDocument();
      // Back on the list, without a reload.
      await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Worlds' }));
      const all = await screen.findByRole('region', { name: /All worlds/ });
      expect(await within(all).findByRole('heading', { name: 'Deep Space' })).toBeInTheDocument();
    });

    it('explains a duplicate at its field', async () => {
      const { user } = renderApp('/new-world');
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Create world' }));
      await screen.findByText('World created');
      await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Worlds' }));
      await user.click(await screen.findByRole('link', { name: 'New world' }));
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Create world' }));
      expect(await screen.findByText(/A world with this (slug|namespace and ID) exists/)).toBeInTheDocument();
    });

    it('imports a Turtle file of 3 triples: says so, and they land', async () => {
      const { user } = renderApp(`/worlds/${encodeURIComponent(worldOf('scratchpad'))}/data`);
      const file = new File([THREE_TRIPLES], 'probe.ttl', { type: 'text/turtle' });
      await user.upload(await screen.findByLabelText('RDF file'), file);
      expect(await screen.findByText('3 triples')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: addButton }));
      expect(await screen.findByText('Added 3 triples: the world now holds 3 triples')).toBeInTheDocument();
      expect(storedObjects('scratchpad')).toEqual(expect.arrayContaining(['Voyager probe', '1977']));
    });

    it('refuses a file broken on line 2, and sends nothing', async () => {
      const { user } = renderApp(`/worlds/${encodeURIComponent(worldOf('scratchpad'))}/data`);
      const input = await screen.findByLabelText('RDF file');
      const sent = sentRequests();
      await user.upload(input, new File([BROKEN_ON_LINE_2], 'broken.ttl', { type: 'text/turtle' }));
      expect(await screen.findByText(/broken on line 2/)).toHaveTextContent('Unexpected "oops"');
      expect(screen.queryByRole('button', { name: addButton })).not.toBeInTheDocument();
      expect(sent.filter((request) => request.includes('import') || request.startsWith('POST /rpc'))).toEqual([]);
    });

    it('exports the world: the file holds its triples, named by the world and the date', async () => {
      const saved: Blob[] = [];
      const createObjectURL = vi.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:export';
      });
      Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const { user } = renderApp(`/worlds/${encodeURIComponent(worldOf('solar-system'))}/data`);
      expect(await screen.findByRole('combobox', { name: 'Format' })).toHaveValue('turtle');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(
        await screen.findByText(/^Download started: .*-\d{4}-\d{2}-\d{2}\.ttl \([\d.]+ KB\)\.$/),
      ).toBeInTheDocument();
      expect(click).toHaveBeenCalled();
      const text = await (saved[0] as Blob).text();
      expect(text).toContain('<http://www.wikidata.org/entity/Q193>');
      expect(text.trim().split('\n')).toHaveLength(worldTriples('solar-system')?.length ?? -1);
    });

    it('deletes a world only once its ID is typed, and returns to the list without it, recent worlds too', async () => {
      const worldId = worldOf('periodic-table');
      rememberWorld(connectionId(getConnection()), { id: worldOf('solar-system'), name: 'Solar System' });
      const { user, router } = renderApp(`/worlds/${encodeURIComponent(worldId)}/edit`);
      await user.click(await screen.findByRole('button', { name: 'Delete world' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete world' });
      const confirm = within(dialog).getByRole('button', { name: 'Delete world' });
      expect(confirm).toBeDisabled();
      const field = within(dialog).getByRole('textbox', { name: /^World ID/ });
      await user.type(field, worldId.slice(0, -1));
      expect(confirm).toBeDisabled();
      await user.type(field, worldId.slice(-1));
      expect(confirm).toBeEnabled();
      await user.click(confirm);
      expect(await screen.findByText('World deleted')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(findWorldRecord('periodic-table')).toBeUndefined();
      const all = await screen.findByRole('region', { name: /All worlds/ });
      await within(all).findByRole('heading', { name: 'Solar System' });
      expect(within(all).queryByRole('heading', { name: 'Periodic Table' })).not.toBeInTheDocument();
      // Opened before it was deleted, it is not offered again.
      const recent = screen.getByRole('region', { name: /Recently opened/ });
      expect(within(recent).getByText('Solar System')).toBeInTheDocument();
      expect(within(recent).queryByText('Periodic Table')).not.toBeInTheDocument();
    });
  },
);

it('shows the REST server’s log of a world: an import, then a SPARQL update, newest first', async () => {
  server.use(...restHandlers({ apiKey: KEY }));
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'rest' });
  const worldId = restWorldId('scratchpad') ?? '';
  const { user, router } = renderApp(`/worlds/${worldId}/data`);
  const activity = await screen.findByRole('region', { name: 'Activity' });
  expect(await within(activity).findByText(/Nothing logged yet/)).toBeInTheDocument();

  await user.upload(await screen.findByLabelText('RDF file'), new File([THREE_TRIPLES], 'probe.ttl'));
  // The server's own import, which replaces (here an empty world's nothing), after the question.
  await user.click(await screen.findByRole('button', { name: 'Replace the world’s data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Replace the world’s data?' });
  await user.click(within(dialog).getByRole('button', { name: 'Replace the world’s data' }));
  // The import makes the log stale: it is read again.
  const entries = await within(activity).findByRole('list', { name: 'Logged activity' });
  expect(within(entries).getByText('World data imported')).toBeInTheDocument();
  expect(within(entries).getByText('3')).toBeInTheDocument();

  // An update run on the SPARQL page makes what was read of the world stale, its log too.
  const update = 'INSERT DATA { <http://example.org/a> <http://example.org/b> "c" }';
  await act(() => router.navigate(`/worlds/${worldId}/sparql?${new URLSearchParams({ query: update }).toString()}`));
  await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run update' }));
  expect(await screen.findByText(/The update was run/)).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Data' }));
  const list = await screen.findByRole('list', { name: 'Logged activity' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('SPARQL update');
  expect(items[0]).toHaveTextContent(update);
  expect(items[1]).toHaveTextContent('World data imported');
});

it('shows no Activity where the server keeps no log (RPC)', async () => {
  server.use(...rpcHandlers({ apiKey: KEY }));
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'rpc' });
  renderApp(`/worlds/${encodeURIComponent(`${RPC_NAMESPACE}/scratchpad`)}/data`);
  expect(await screen.findByRole('region', { name: 'Export' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Activity' })).not.toBeInTheDocument();
});

it('says the REST server keeps a deleted world’s slug, at the Slug field', async () => {
  server.use(...restHandlers());
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: '', dialect: 'rest' });
  const { user } = renderApp(`/worlds/${restWorldId('periodic-table') ?? ''}/edit`);
  await user.click(await screen.findByRole('button', { name: 'Delete world' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete world' });
  expect(dialog).toHaveTextContent(/slug can never be used/);
  // The dialog names the ID and the slug, and either confirms.
  expect(dialog).toHaveTextContent(
    `type the world’s ID (${restWorldId('periodic-table') ?? ''}) or its slug (periodic-table)`,
  );
  await user.type(within(dialog).getByRole('textbox', { name: 'World ID or slug' }), 'periodic-table');
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete world' }));
  await screen.findByText('World deleted');
  await user.click(await screen.findByRole('link', { name: 'New world' }));
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Periodic table');
  await user.click(screen.getByRole('button', { name: 'Create world' }));
  expect(await screen.findByText(/belonged to a world that was deleted/)).toBeInTheDocument();
});

it('says which characters of a slug are awkward in a URL, before sending', async () => {
  server.use(...restHandlers());
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: '', dialect: 'rest' });
  const sent = sentRequests();
  const { user } = renderApp('/new-world');
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Bad');
  const slug = screen.getByRole('textbox', { name: 'Slug' });
  await user.clear(slug);
  await user.type(slug, 'Bad Slug!');
  expect(slug).toHaveAccessibleDescription(/Awkward in a URL: space, “!”/);
  await user.click(screen.getByRole('button', { name: 'Create world' }));
  expect(slug).toHaveFocus();
  expect(sent.filter((request) => request === 'POST /v1/worlds')).toEqual([]);
});

it('asks for what is missing once Create is pressed, at the first field, and follows the typing after', async () => {
  server.use(...restHandlers());
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: '', dialect: 'rest' });
  const sent = sentRequests();
  const { user } = renderApp('/new-world');
  const name = await screen.findByRole('textbox', { name: 'Name' });
  const slug = screen.getByRole('textbox', { name: 'Slug' });
  // Nothing is said before a first try.
  expect(name).not.toHaveAccessibleDescription(/required/);
  await user.click(screen.getByRole('button', { name: 'Create world' }));
  expect(name).toHaveFocus();
  expect(name).toHaveAccessibleDescription(/Name is required\./);
  expect(slug).toHaveAccessibleDescription(/Slug is required\./);
  expect(sent.filter((request) => request === 'POST /v1/worlds')).toEqual([]);
  // Typing the name answers both: the slug follows it.
  await user.type(name, 'Deep Space');
  expect(slug).toHaveValue('deep-space');
  expect(name).not.toHaveAccessibleDescription(/required/);
  expect(slug).not.toHaveAccessibleDescription(/required/);
});

it('explains a REST key that may not create', async () => {
  server.use(...restHandlers({ apiKey: 'admin', userApiKey: 'user' }));
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: 'user', dialect: 'rest' });
  const { user } = renderApp('/new-world');
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Mine');
  await user.click(screen.getByRole('button', { name: 'Create world' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The world could not be created');
  expect(alert).toHaveTextContent(/Only an admin key may create worlds on this server/);
  expect(within(alert).getByRole('link', { name: 'Open settings' })).toHaveAttribute('href', '/settings');
});

it('reads the RPC server’s 500 on a broken import as the bad file it is', async () => {
  server.use(...rpcHandlers({ apiKey: KEY }));
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'rpc' });
  const { importWorld } = await import('../../api/manage-worlds');
  const { getConnection } = await import('../../api/connection');
  const { QueryClient } = await import('@tanstack/react-query');
  await expect(
    importWorld(getConnection(), new QueryClient(), {
      worldId: `${RPC_NAMESPACE}/scratchpad`,
      rdf: 'not rdf',
      format: 'n-triples',
    }),
  ).rejects.toThrow('The server could not read the data: Unexpected "not" on line 1.');
});

it('reports the RPC server’s 500 on deleting a world that never had data, plainly', async () => {
  server.use(...rpcHandlers({ apiKey: KEY }));
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'rpc' });
  const { user } = renderApp('/new-world');
  await user.type(await screen.findByRole('textbox', { name: 'Namespace' }), 'labs');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Empty');
  await user.click(screen.getByRole('button', { name: 'Create world' }));
  await screen.findByText('World created');
  await user.click(screen.getByRole('link', { name: 'Edit' }));
  await user.click(await screen.findByRole('button', { name: 'Delete world' }));
  await user.type(screen.getByRole('textbox', { name: 'World ID' }), 'labs/empty');
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete world' }));
  expect(await screen.findByText('The world was not deleted')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toHaveTextContent(/never held any data: a known fault of the server/);
});

it('shows what a v1 server cannot do as unavailable, with the reason, before any click', async () => {
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: '', dialect: 'v1' });
  const sent = sentRequests();
  const view = renderApp('/');
  const newWorld = await screen.findByRole('button', { name: 'New world' });
  expect(newWorld).toHaveAttribute('aria-disabled', 'true');
  expect(newWorld).toHaveAccessibleDescription(/Unavailable: this server speaks only the described API/);
  view.unmount();
  renderApp('/worlds/solar-system/data');
  expect(await screen.findAllByText(/^Unavailable: This server speaks only the described Worlds API/)).toHaveLength(2);
  expect(screen.queryByLabelText('RDF file')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  expect(sent.filter((request) => /import|export|POST \/v1\/worlds$/.test(request))).toEqual([]);
});

it('reaches an RPC world whose ID holds a space and a slash, by sending source as {namespace, id}', async () => {
  server.use(...rpcHandlers({ apiKey: KEY }));
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'rpc' });
  const { worldsApi } = await import('../../api/dialect');
  const api = await worldsApi();
  const created = await api.createWorld?.({ namespace: 'Tmp Space!', id: 'x/y', name: 'Awkward', description: '' });
  expect(created?.id).toBe('Tmp Space!/x/y');
  // The string form of this source is a 400 on the server; the object form reads it.
  await expect(api.getWorld?.('Tmp Space!/x/y')).resolves.toMatchObject({ id: 'Tmp Space!/x/y', name: 'Awkward' });
  await api.importWorld?.('Tmp Space!/x/y', '<http://ex.org/a> <http://ex.org/b> "c" .\n', 'n-triples');
  const parts: Uint8Array[] = [];
  for await (const { bytes } of api.exportWorld?.('Tmp Space!/x/y', 'n-triples') ?? []) parts.push(bytes);
  expect(await new Blob(parts as BlobPart[]).text()).toBe('<http://ex.org/a> <http://ex.org/b> "c" .\n');
  await api.deleteWorld?.('Tmp Space!/x/y');
  await expect(api.getWorld?.('Tmp Space!/x/y')).rejects.toThrow('404');
});
