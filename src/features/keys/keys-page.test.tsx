import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { connectionId, saveConnection, type Connection } from '../../api/connection';
import { dataplaneHandlers } from '../../mocks/dialects/dataplane-handlers';
import { dataplaneWorldId } from '../../mocks/dialects/dataplane-world';
import { server } from '../../mocks/node';
import { recordRequests } from '../../test/record-requests';
import { renderApp } from '../../test/render-app';

const DATAPLANE = 'https://dataplane.example';
const ADMIN_KEY = 'wzw_admin';
const NAMESPACE_KEY = 'wzw_namespace';

function connectWith(apiKey: string): Connection {
  server.use(...dataplaneHandlers({ apiKey: NAMESPACE_KEY, adminKey: ADMIN_KEY, origin: DATAPLANE }));
  const connection: Connection = { mode: 'server', baseUrl: DATAPLANE, apiKey, dialect: 'dataplane' };
  saveConnection(connection);
  return connection;
}

const storedValues = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? ''));

/** The table's row of a key, by the name in its first cell. */
async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: /Keys on the server/ });
  await within(table).findByRole('rowheader', { name });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name }));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('the API keys page with an admin key', () => {
  beforeEach(() => connectWith(ADMIN_KEY));

  it('lists each key’s name, namespace, world, scopes and created time', async () => {
    renderApp('/keys');
    expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeInTheDocument();
    const row = await rowOf('dashboard-dev');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'local-dev',
      'Every world',
      'Read and writedata:read, data:write',
      expect.stringMatching(/2026/),
      'Revoke dashboard-dev',
    ]);
    expect(within(row).getByText(/2026/)).toHaveAttribute('dateTime', '2026-11-25T16:04:34.039Z');
  });

  it('creates a key and shows its token once, with Copy, and keeps it nowhere once dismissed', async () => {
    const { user, queryClient, router } = renderApp('/keys');
    const solarSystem = dataplaneWorldId('solar-system') ?? '';
    await user.type(await screen.findByRole('textbox', { name: 'Namespace' }), 'team-a');
    await user.type(screen.getByLabelText('World (optional)'), solarSystem);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ingest bot');
    await user.click(screen.getByRole('radio', { name: /^Read \(/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const heading = await screen.findByRole('heading', { name: 'Key “ingest bot” created' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(screen.getByText(/for the world/)).toHaveTextContent(
      `In the namespace team-a, for the world ${solarSystem} only.`,
    );
    const token = screen.getByRole<HTMLInputElement>('textbox', { name: 'Token' }).value;
    expect(token).toMatch(/^wzw_\w+$/);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied the token.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(token);
    // The list is the server's again, with the scopes the create's reply did not hold.
    expect(within(await rowOf('ingest bot')).getByText('Read')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Token' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keys on the server' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Create key' })).toBeInTheDocument();
    // Kept nowhere: not in the query cache, not in a mutation, not in storage, not in the URL.
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toEqual([]));
    const kept = JSON.stringify([
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
      storedValues(localStorage),
      storedValues(sessionStorage),
      router.state.location,
    ]);
    expect(kept).not.toContain(token);
    expect(document.body.textContent).not.toContain(token);
  });

  it('says what is wrong before sending, and keeps what was typed when the server refuses', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/keys');
    await user.type(await screen.findByLabelText('World (optional)'), 'solar-system');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Namespace is required.')).toBeInTheDocument();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText(/A world’s ID is w_ and a UUID/)).toBeInTheDocument();
    expect((await requests.withMethod('POST')).length).toBe(0);

    // The server's own schema refusal (recorded/dataplane/89), said as its field's complaint.
    server.use(
      http.post(`${DATAPLANE}/api-keys`, () =>
        HttpResponse.json(
          {
            success: false,
            error: {
              name: 'ZodError',
              message: JSON.stringify([{ code: 'invalid_value', path: ['scopes', 0], message: 'Invalid option' }]),
            },
          },
          { status: 400 },
        ),
      ),
    );
    await user.clear(screen.getByLabelText('World (optional)'));
    await user.type(screen.getByRole('textbox', { name: 'Namespace' }), 'team-a');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'מפתח 🔑 <b>bold</b>');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The key was not created');
    expect(alert).toHaveTextContent('scopes.0: Invalid option');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('מפתח 🔑 <b>bold</b>');
    expect(screen.getByRole('textbox', { name: 'Namespace' })).toHaveValue('team-a');
  });

  it('revokes a key behind a confirmation that names it', async () => {
    const { user } = renderApp('/keys');
    const revoke = within(await rowOf('dashboard-dev')).getByRole('button', { name: 'Revoke dashboard-dev' });
    await user.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: 'Revoke the key “dashboard-dev”?' });
    expect(dialog).toHaveTextContent('loses access at once');
    // Where focus goes back to is checked in Chromium (e2e/keys.spec.ts): jsdom gives React's autoFocus to the
    // dialog's Cancel before the dialog opens, so its showModal() remembers Cancel as what had focus.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'dashboard-dev' })).toBeInTheDocument();

    await user.click(revoke);
    dialog = await screen.findByRole('dialog', { name: 'Revoke the key “dashboard-dev”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Key “dashboard-dev” revoked')).toBeInTheDocument();
    expect(await screen.findByText('The server has no keys yet. Create one above.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keys on the server' })).toHaveFocus();
  });

  it('says so when a revoke fails, and the list stays the server’s', async () => {
    server.use(
      http.delete(`${DATAPLANE}/api-keys/:uid`, () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'API key not found' } }, { status: 404 }),
      ),
    );
    const { user } = renderApp('/keys');
    await user.click(within(await rowOf('dashboard-dev')).getByRole('button', { name: 'Revoke dashboard-dev' }));
    const dialog = await screen.findByRole('dialog', { name: /dashboard-dev/ });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The key “dashboard-dev” was not revoked');
    expect(alert).toHaveTextContent('The server has no such key: it may have been revoked already.');
    expect(screen.queryByText('Key “dashboard-dev” revoked')).not.toBeInTheDocument();
    expect(within(await rowOf('dashboard-dev')).getByRole('button', { name: 'Revoke dashboard-dev' })).toBeEnabled();
  });

  it('renders hostile, right-to-left and emoji names as text', async () => {
    const hostile = '<img src=x onerror="alert(1)"> مفتاح 🔑';
    const { user } = renderApp('/keys');
    await user.type(await screen.findByRole('textbox', { name: 'Namespace' }), 'team-a');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), hostile);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('heading', { name: `Key “${hostile}” created` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await rowOf(hostile)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('links to the page from the header', async () => {
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/keys');
  });
});

describe('the API keys page with a namespace key', () => {
  it('says that keys are managed with an admin key, with no list and no form', async () => {
    const connection = connectWith(NAMESPACE_KEY);
    const { queryClient, router } = renderApp('/keys');
    expect(await screen.findByText('API keys are managed with an admin key')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();
    // A namespace key's 403 is an answer here, not a refused key: the page stays, with no link in the header.
    expect(router.state.location.pathname).toBe('/keys');
    expect(queryClient.getQueryData(['api-keys', connectionId(connection)])).toEqual({ admin: false });
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'API keys' }),
    ).toBeNull();
  });
});

describe('the header’s link to the keys page', () => {
  it('is not there for a namespace key', async () => {
    const connection = connectWith(NAMESPACE_KEY);
    const { queryClient } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Solar System' })).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryData(['api-keys', connectionId(connection)])).toEqual({ admin: false }),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'API keys' }),
    ).toBeNull();
  });

  it('is not there, nor asked for, on a server without keys', async () => {
    const requests = recordRequests();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Solar System' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'API keys' }),
    ).toBeNull();
    expect((await requests.all()).filter(({ url }) => url.pathname.includes('api-keys'))).toEqual([]);
  });

  it('leads to a page that says so on a server without keys', async () => {
    renderApp('/keys');
    expect(await screen.findByText('This server has no API keys to manage')).toBeInTheDocument();
  });
});
