import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { saveConnection } from '../../api/connection';
import type { WorldUpdate } from '../../api/schemas';
import { updateWorldRecord } from '../../mocks/db';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { errorReply } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { recordRequests } from '../../test/record-requests';
import { controlTimeouts, gate, openEditor, saveButton } from './edit-world-test-kit';

/** A server that stores the PUT's fields, then gives `reply` (a bare 204, an empty 200…) instead of the world. */
const storingThen =
  (reply: () => Response | Promise<Response>) =>
  async ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
    updateWorldRecord(String(params.worldId), (await request.json()) as WorldUpdate);
    return reply();
  };

describe('edit world: what a save came to', () => {
  it.each([
    ['200 with no body', () => new HttpResponse(null, { status: 200 })],
    ['200 with the world', () => HttpResponse.json({ worldId: 'solar-system', name: 'Renamed', description: 'd' })],
    ['204 No Content', () => new HttpResponse(null, { status: 204 })],
    ['200 with a reply of another shape', () => HttpResponse.json({ ok: true })],
  ])('accepts %s as success once the server shows the change', async (_label, reply) => {
    server.use(http.put('*/v1/worlds/:worldId', storingThen(reply)));
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(saveButton());
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(name).toHaveValue('Renamed');
  });

  it.each([
    ['a 204, and reading the world back shows', () => new HttpResponse(null, { status: 204 })],
    [
      'the world in its reply shows',
      () => HttpResponse.json({ worldId: 'solar-system', name: 'Solar System', description: 'd' }),
    ],
  ])('when %s the old name: says the name was not saved, and nothing else', async (seen, reply) => {
    // The REST server's way: unknown keys are dropped and the answer is still a success.
    server.use(http.put('*/v1/worlds/:worldId', reply));
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Your name was not saved/);
    const where = seen.startsWith('a 204') ? 'reading the world back shows' : 'the world in its reply shows';
    expect(alert).toHaveTextContent(`${where} the name as “Solar System”, not “Renamed”.`);
    // Only the name was sent: there are no other changes to call saved.
    expect(alert).not.toHaveTextContent(/other changes|that is saved|accepted/);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/Saved at/)).not.toBeInTheDocument();
    expect(name).toHaveValue('Renamed');
    expect(screen.getByText('Unsaved changes: Name')).toBeInTheDocument();
    // The heading shows what the server holds.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Solar System');
  });

  it('says a reply of another shape was not understood, what the read-back shows, and retries', async () => {
    const requests = recordRequests();
    server.use(http.put('*/v1/worlds/:worldId', () => HttpResponse.json({ ok: true })));
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/The server's reply to the save was not understood/);
    expect(alert).toHaveTextContent(
      'only reading the world back could tell what was saved: it shows the name as “Solar System”, not “Renamed”.',
    );
    expect(alert).not.toHaveTextContent(/other changes|that is saved|accepted/);
    expect(screen.queryByText(/Saved at/)).not.toBeInTheDocument();

    // The server behaves again: Retry sends the same name and, this time, it is seen on the server.
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((await requests.withMethod('PUT')).map((request) => request.body)).toEqual([
      { name: 'Renamed' },
      { name: 'Renamed' },
    ]);
  });

  it('names what the server was seen to hold and what not when it takes only the description', async () => {
    const requests = recordRequests();
    server.use(
      // Only the description is stored, as by a server that does not know `name`.
      http.put('*/v1/worlds/:worldId', async ({ params, request }) => {
        const { description } = (await request.json()) as WorldUpdate;
        updateWorldRecord(String(params.worldId), { description });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, name, description } = await openEditor();
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.clear(description);
    await user.type(description, 'New description');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Your name was not saved/);
    expect(alert).toHaveTextContent('It does show your description as you sent it: that is saved.');
    expect(screen.getByText('Unsaved changes: Name')).toBeInTheDocument();
    expect(description).toHaveValue('New description');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await requests.withMethod('PUT')).toHaveLength(2));
    // The description is saved; Retry sends only what is still unsaved.
    expect((await requests.withMethod('PUT'))[1]?.body).toEqual({ name: 'Renamed' });
  });

  it('says whether it saved is unknown when a reply of another shape cannot be checked by a read-back', async () => {
    let reads = 0;
    server.use(
      http.put('*/v1/worlds/:worldId', () => HttpResponse.json({ ok: true })),
      // The form's own read and the check before saving succeed; the read after the save fails.
      http.get('*/v1/worlds/:worldId', () => {
        reads += 1;
        return reads <= 2 ? undefined : errorReply(500, 'Database is down');
      }),
    );
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/The server's reply to the save was not understood/);
    expect(alert).toHaveTextContent(
      'the world could not be read back either (500 Internal Server Error: Database is down), so it is not known whether your changes were saved',
    );
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/Saved at/)).not.toBeInTheDocument();
    expect(name).toHaveValue('Renamed');
  });

  it('says a save was sent but not confirmed when the world cannot be read back', async () => {
    let reads = 0;
    server.use(
      http.put('*/v1/worlds/:worldId', () => new HttpResponse(null, { status: 204 })),
      // The form's own read and the check before saving succeed; the read after the save fails.
      http.get('*/v1/worlds/:worldId', () => {
        reads += 1;
        return reads <= 2 ? undefined : errorReply(500, 'Database is down');
      }),
    );
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(saveButton());
    expect(await screen.findByText('The save was sent but not confirmed')).toBeInTheDocument();
    expect(screen.queryByText(/Saved at/)).not.toBeInTheDocument();
    expect(name).toHaveValue('Renamed');
  });

  it('says a timed-out save is not confirmed, and offers to save again', async () => {
    const limits = controlTimeouts();
    // The server takes the save and never answers.
    const never = gate();
    server.use(http.put('*/v1/worlds/:worldId', () => never.pass()));
    const { user, name } = await openEditor();
    await user.type(name, '!');
    await user.click(saveButton());
    await act(() => never.reached);
    // The request's 15 seconds run out.
    act(() => limits.runOut(15_000));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The save was not confirmed');
    expect(alert).toHaveTextContent('not known whether your changes were saved');
    expect(within(alert).getByRole('button', { name: 'Save again' })).toBeInTheDocument();
    expect(name).toHaveValue('Solar System!');
  });
});

describe('edit world: failures keep what was typed', () => {
  it.each([
    [
      '400',
      () => errorReply(400, 'name: too fancy', { fields: { name: 'That name is too fancy.' } }),
      /400 Bad Request/,
    ],
    ['404', () => errorReply(404, 'World not found'), /404 Not Found: World not found/],
    ['409', () => HttpResponse.json({ message: 'Version mismatch' }, { status: 409 }), /409.*Version mismatch/],
    ['500', () => errorReply(500, 'Disk full'), /500 Internal Server Error: Disk full/],
    ['a network failure', () => HttpResponse.error(), /could not be reached/],
  ])('on %s: keeps the values, says what happened, and can retry', async (_label, reply, message) => {
    server.use(http.put('*/v1/worlds/:worldId', reply));
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, 'My careful rename');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your changes were not saved');
    expect(alert).toHaveTextContent(message);
    expect(name).toHaveValue('My careful rename');

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(name).toHaveValue('My careful rename');
  });

  it('shows a field error from a 400 on its field', async () => {
    server.use(
      http.put('*/v1/worlds/:worldId', () =>
        errorReply(400, 'name: too fancy', { fields: { name: 'That name is too fancy.' } }),
      ),
    );
    const { user, name } = await openEditor();
    await user.type(name, '!');
    await user.click(saveButton());
    await waitFor(() => expect(name).toHaveAccessibleDescription(/That name is too fancy/));
    expect(name).toBeInvalid();
  });
});

describe('edit world: on the REST server', () => {
  it('reads a save back once, and shows the name it read without reading it again', async () => {
    // The REST server answers a PUT with 204 and no body: only reading the world back shows what it holds.
    server.use(...restHandlers());
    saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: '', dialect: 'rest' });
    const restId = restWorldId('solar-system') ?? '';
    const requests = recordRequests();
    const { user, name, queryClient } = await openEditor(`/worlds/${restId}/edit`);
    await user.clear(name);
    await user.type(name, 'Sol');
    await user.click(saveButton());
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sol');
    // A refetch started by the save would be under way by now: wait until nothing is read any more, then count.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    const worldPath = `/v1/worlds/${restId}`;
    const exchanges = (await requests.all()).filter(({ url }) => url.pathname === worldPath);
    const afterPut = exchanges.slice(exchanges.findIndex(({ method }) => method === 'PUT') + 1);
    expect(afterPut.map(({ method }) => method)).toEqual(['GET']);
  });
});
