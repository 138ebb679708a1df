import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { connectionId, saveConnection, type Connection } from '../../api/connection';
import { rememberDeletedWorld } from '../../api/deleted-worlds';
import { deleteWorldRecord, findWorldRecord } from '../../mocks/db';
import { dataplaneHandlers } from '../../mocks/dialects/dataplane-handlers';
import { dataplaneIdOf } from '../../mocks/dialects/dataplane-world';
import { server } from '../../mocks/node';
import { recordRequests } from '../../test/record-requests';
import { renderApp } from '../../test/render-app';

/*
 * Deleting softly and restoring, on the dataplane double: Restore right after a delete, the home page's Recently
 * deleted (this browser's, per connection, within the 30 days), and restore by ID.
 */

const DATAPLANE = 'https://dataplane.example';
const connection: Connection = { mode: 'server', baseUrl: DATAPLANE, apiKey: 'wzw_k', dialect: 'dataplane' };
const scope = connectionId(connection);
const DAY_MS = 24 * 60 * 60 * 1000;
// The double's ID of a sample world, the same in every run (and after the world is deleted).
const idOf = dataplaneIdOf;

beforeEach(() => {
  server.use(...dataplaneHandlers({ apiKey: 'wzw_k', origin: DATAPLANE }));
  saveConnection(connection);
});

/** The message (a status) whose text holds `text`. */
const statusWith = (text: string) => screen.getAllByRole('status').find((status) => status.textContent.includes(text));
const allWorlds = () => screen.findByRole('region', { name: /All worlds/ });
const recentlyDeleted = () => screen.findByRole('region', { name: 'Recently deleted' });

it('offers Restore right after a delete, and says so with the world the server returned, linked', async () => {
  const id = idOf('periodic-table');
  const { user } = renderApp(`/worlds/${id}/edit`);
  expect(await screen.findByText('It can be restored from the home page for 30 days.')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Delete world' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete world' });
  await user.type(within(dialog).getByRole('textbox', { name: 'World ID' }), id);
  await user.click(within(dialog).getByRole('button', { name: 'Delete world' }));

  await screen.findByText('World deleted');
  const notice = statusWith('World deleted') as HTMLElement;
  expect(notice).toHaveTextContent(`Periodic Table (${id}) is deleted. The server keeps it for 30 days`);
  // Remembered in Recently deleted too, and gone from the list.
  expect(await within(await recentlyDeleted()).findByText('Periodic Table')).toBeInTheDocument();
  expect(within(await allWorlds()).queryByRole('heading', { name: 'Periodic Table' })).not.toBeInTheDocument();

  await user.click(within(notice).getByRole('button', { name: 'Restore Periodic Table' }));
  const link = await screen.findByRole('link', { name: 'Periodic Table' });
  expect(link).toHaveAttribute('href', `/worlds/${id}/overview`);
  // The button went with the notice: focus is on the outcome, and the outcome is announced.
  expect(link).toHaveFocus();
  expect(screen.getByText(/is back: the server returned it as active\./)).toHaveTextContent(
    `Periodic Table (${id}) is back: the server returned it as active.`,
  );
  expect(screen.getAllByRole('status').some((status) => status.textContent === 'Restored: Periodic Table.')).toBe(true);
  expect(findWorldRecord('periodic-table')).toBeDefined();
  // The list is read again, and Recently deleted lets the world go.
  expect(await within(await allWorlds()).findByRole('heading', { name: 'Periodic Table' })).toBeInTheDocument();
  const deleted = await recentlyDeleted();
  await waitFor(() => expect(within(deleted).queryByText('Periodic Table')).not.toBeInTheDocument());
  expect(deleted).toHaveTextContent('No world was deleted from this browser in the last 30 days.');
});

it('lists this connection’s worlds deleted in the last 30 days, and restores one from the list', async () => {
  deleteWorldRecord('periodic-table');
  deleteWorldRecord('solar-system');
  rememberDeletedWorld(scope, 30, { id: idOf('periodic-table'), name: 'Periodic Table' }, Date.now() - 2 * DAY_MS);
  // Past the server's 30 days: it cannot be restored, and is not offered.
  rememberDeletedWorld(scope, 30, { id: idOf('solar-system'), name: 'Solar System' }, Date.now() - 31 * DAY_MS);
  // Another connection's deleted world is not this one's.
  rememberDeletedWorld(connectionId({ ...connection, baseUrl: 'https://other.example' }), 30, {
    id: idOf('solar-system'),
    name: 'Elsewhere',
  });
  const { user } = renderApp('/');
  const deleted = await recentlyDeleted();
  const rows = await within(deleted).findAllByRole('listitem');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toHaveTextContent('Periodic Table');
  expect(rows[0]).toHaveTextContent(idOf('periodic-table'));
  expect(rows[0]).toHaveTextContent(/Deleted .*; can be restored until /);
  expect(deleted).not.toHaveTextContent('Solar System');
  expect(deleted).not.toHaveTextContent('Elsewhere');

  await user.click(within(deleted).getByRole('button', { name: 'Restore Periodic Table' }));
  const link = await within(deleted).findByRole('link', { name: 'Periodic Table' });
  expect(link).toHaveFocus();
  expect(within(deleted).queryByRole('listitem')).not.toBeInTheDocument();
  expect(await within(await allWorlds()).findByRole('heading', { name: 'Periodic Table' })).toBeInTheDocument();
});

it('lets a remembered world go when the server says it is not deleted, in words a person can act on', async () => {
  // Remembered as deleted, but restored elsewhere since (and not yet in the list this page read).
  rememberDeletedWorld(scope, 30, { id: idOf('periodic-table'), name: 'Periodic Table' });
  server.use(http.get(`${DATAPLANE}/worlds`, () => HttpResponse.json({ worlds: [] })));
  const { user } = renderApp('/');
  const deleted = await recentlyDeleted();
  await user.click(await within(deleted).findByRole('button', { name: 'Restore Periodic Table' }));
  const alert = await within(deleted).findByRole('alert');
  expect(alert).toHaveTextContent('The world was not restored');
  expect(alert).toHaveTextContent(
    'The server has no deleted world with this ID: the world is not deleted (it may have been restored already), was deleted more than 30 days ago, or never existed.',
  );
  expect(within(deleted).queryByRole('listitem')).not.toBeInTheDocument();
  // Its row is gone: focus is on the outcome, not lost (the next stop from there is the restore by ID's field).
  await user.tab();
  expect(within(deleted).getByRole('textbox', { name: 'ID of a deleted world' })).toHaveFocus();
});

describe('restore by ID', () => {
  it('restores a world deleted elsewhere, and says so with the world returned', async () => {
    deleteWorldRecord('solar-system');
    const { user } = renderApp('/');
    const deleted = await recentlyDeleted();
    const field = within(deleted).getByRole('textbox', { name: 'ID of a deleted world' });
    await user.type(field, `${idOf('solar-system')}{Enter}`);
    const link = await within(deleted).findByRole('link', { name: 'Solar System' });
    expect(link).toHaveAttribute('href', `/worlds/${idOf('solar-system')}/overview`);
    // The form is still there: focus stays in it.
    expect(field).toHaveFocus();
    expect(field).toHaveValue(idOf('solar-system'));
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Restored: Solar System.')).toBe(true);
    expect(await within(await allWorlds()).findByRole('heading', { name: 'Solar System' })).toBeInTheDocument();
  });

  it('says the server has no such deleted world, keeping what was typed', async () => {
    const { user } = renderApp('/');
    const deleted = await recentlyDeleted();
    const field = within(deleted).getByRole('textbox', { name: 'ID of a deleted world' });
    await user.type(field, idOf('solar-system'));
    await user.click(within(deleted).getByRole('button', { name: 'Restore' }));
    expect(await within(deleted).findByRole('alert')).toHaveTextContent(
      /The world was not restored.*The server has no deleted world with this ID: the world is not deleted/,
    );
    expect(field).toHaveValue(idOf('solar-system'));
    expect(within(deleted).queryByText('World restored')).not.toBeInTheDocument();
  });

  it('explains a malformed ID and sends nothing', async () => {
    const sent = recordRequests();
    const { user } = renderApp('/');
    const deleted = await recentlyDeleted();
    const field = within(deleted).getByRole('textbox', { name: 'ID of a deleted world' });
    await user.type(field, 'solar-system{Enter}');
    expect(field).toHaveAccessibleDescription(/That is not an ID this server takes, so nothing was sent\./);
    expect(field).toHaveValue('solar-system');
    expect((await sent.withMethod('POST')).filter(({ url }) => url.pathname.endsWith('/undelete'))).toEqual([]);
  });
});

it('does not offer a remembered world that the server lists again (restored elsewhere)', async () => {
  rememberDeletedWorld(scope, 30, { id: idOf('periodic-table'), name: 'Periodic Table' });
  renderApp('/');
  await within(await allWorlds()).findByRole('heading', { name: 'Periodic Table' });
  expect(within(await recentlyDeleted()).queryByRole('listitem')).not.toBeInTheDocument();
});

it('has no Recently deleted where the server cannot restore', async () => {
  saveConnection({ mode: 'offline', baseUrl: '', apiKey: '', dialect: 'auto' });
  renderApp('/');
  await within(await allWorlds()).findByRole('heading', { name: 'Periodic Table' });
  expect(screen.queryByRole('region', { name: 'Recently deleted' })).not.toBeInTheDocument();
});

it('offers Restore after a delete no more once the world is restored under Recently deleted', async () => {
  const id = idOf('periodic-table');
  const { user } = renderApp(`/worlds/${id}/edit`);
  await user.click(await screen.findByRole('button', { name: 'Delete world' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete world' });
  await user.type(within(dialog).getByRole('textbox', { name: 'World ID' }), id);
  await user.click(within(dialog).getByRole('button', { name: 'Delete world' }));
  await screen.findByText('World deleted');
  expect(screen.getAllByRole('button', { name: 'Restore Periodic Table' })).toHaveLength(2);

  await user.click(within(await recentlyDeleted()).getByRole('button', { name: 'Restore Periodic Table' }));
  expect(await within(await recentlyDeleted()).findByRole('link', { name: 'Periodic Table' })).toHaveFocus();
  expect(screen.queryByText('World deleted')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Restore Periodic Table' })).not.toBeInTheDocument();
});
