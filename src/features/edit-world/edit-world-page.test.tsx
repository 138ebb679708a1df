import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { saveConnection } from '../../api/connection';
import type { WorldUpdate } from '../../api/schemas';
import { updateWorldRecord } from '../../mocks/db';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { errorReply } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { recordRequests } from '../../test/record-requests';
import { renderApp } from '../../test/render-app';

const EDIT_PATH = '/worlds/solar-system/edit';

async function openEditor(path = EDIT_PATH) {
  const view = renderApp(path);
  const name = await screen.findByRole('textbox', { name: 'Name' });
  return { ...view, name, description: screen.getByRole('textbox', { name: 'Description' }) };
}

/** A server that stores the PUT's fields, then gives `reply` (a bare 204, an empty 200…) instead of the world. */
const storingThen =
  (reply: () => Response | Promise<Response>) =>
  async ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
    updateWorldRecord(String(params.worldId), (await request.json()) as WorldUpdate);
    return reply();
  };

const saveButton = () => screen.getByRole('button', { name: /^Save$|^Saving…$/ });

describe('edit world: loading', () => {
  it('prefills the form from the world read', async () => {
    const { name, description } = await openEditor();
    expect(name).toHaveValue('Solar System');
    expect(description).toHaveDisplayValue(/The Sun and the bodies that orbit it/);
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('explains a failed read and still sends only the fields filled in', async () => {
    server.use(http.get('*/v1/worlds/:worldId', () => errorReply(500, 'Database is down')));
    const requests = recordRequests();
    const { user, description } = await openEditor();
    expect(screen.getByText('The current values could not be read')).toBeInTheDocument();
    expect(screen.getByText(/Database is down/)).toBeInTheDocument();
    await user.type(description, 'Written without the read');
    await user.click(saveButton());
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect((await requests.withMethod('PUT')).map((request) => request.body)).toEqual([
      { description: 'Written without the read' },
    ]);
  });
});

describe('edit world: a read tried again', () => {
  it('keeps the form, what was typed and the focus while a failed read is tried again', async () => {
    server.use(http.get('*/v1/worlds/:worldId', () => errorReply(500, 'Database is down')));
    const { user, name, queryClient } = await openEditor();
    await user.type(name, 'Typed during the outage');
    // Returning to the tab or changing the Scenario reads the world again; this time it answers, slowly.
    let arrived!: () => void;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/v1/worlds/:worldId', async () => {
        arrived();
        await answered;
        return HttpResponse.json({ worldId: 'solar-system', name: 'Solar System', description: 'Read at last' });
      }),
    );
    let reread = Promise.resolve();
    act(() => {
      reread = queryClient.refetchQueries();
    });
    // React Query tells components of the new state on the next task, after the request left.
    await act(async () => {
      await requested;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(name).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('solar-system');
    await act(async () => {
      answer();
      await reread;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar System' })).toBeInTheDocument();
    expect(name).toBeInTheDocument();
    expect(name).toHaveValue('Typed during the outage');
    expect(name).toHaveFocus();
  });
});

describe('edit world: validation', () => {
  it('requires a name that is not blank and says so on the field', async () => {
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, '   ');
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription(/Name is required/);
    // Emptying the name is a change: it can be discarded, and Save explains why it cannot save it.
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(name).toHaveValue('Solar System');
  });

  it('counts characters and refuses a name over the maximum', async () => {
    const requests = recordRequests();
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, 'x'.repeat(121));
    expect(name).toHaveAccessibleDescription(/121 \/ 120 characters/);
    expect(name).toHaveAccessibleDescription(/at most 120 characters/);
    await user.click(saveButton());
    await user.keyboard('{Control>}s{/Control}');
    expect(name).toBeInvalid();
    expect(await requests.withMethod('PUT')).toEqual([]);
  });

  it('counts characters as the limits do, an emoji of joined people as its seven code points', async () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    const requests = recordRequests();
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.paste(family.repeat(17) + 'x');
    // 17 × 7 + 1 = 120 characters: at the limit, so not red, not refused, and saved.
    expect(name).toHaveAccessibleDescription(/120 \/ 120 characters/);
    expect(name).toBeValid();
    await user.click(saveButton());
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(await requests.withMethod('PUT')).toHaveLength(1);

    await user.type(name, 'y');
    expect(name).toHaveAccessibleDescription(/121 \/ 120 characters/);
    expect(name).toBeInvalid();
  });
});

describe('edit world: saving', () => {
  it('keeps focus on Save pressed from the keyboard, and takes it from Discard changes to its Undo', async () => {
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, 'Sol');
    saveButton().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(saveButton()).toHaveFocus();

    await user.type(name, ' again');
    const discard = screen.getByRole('button', { name: 'Discard changes' });
    discard.focus();
    await user.keyboard('{Enter}');
    expect(name).toHaveValue('Sol');
    // Never to the page's body: Discard changes has nothing left to do, and Undo is the way back.
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
  });

  it('sends only the changed field, trimmed, and shows the new name everywhere', async () => {
    const requests = recordRequests();
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, '  Sol and friends  ');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(saveButton());

    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    const puts = await requests.withMethod('PUT');
    expect(puts.map((request) => request.body)).toEqual([{ name: 'Sol and friends' }]);
    expect(puts[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sol and friends');
    expect(name).toHaveValue('Sol and friends');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends an emptied description as ""', async () => {
    const requests = recordRequests();
    const { user, description } = await openEditor();
    await user.clear(description);
    await user.click(saveButton());
    await screen.findByText(/Saved at/);
    expect((await requests.withMethod('PUT')).map((request) => request.body)).toEqual([{ description: '' }]);
  });

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

  it('saves with Ctrl+S and with Ctrl+Enter', async () => {
    const requests = recordRequests();
    const { user, name, description } = await openEditor();
    await user.type(name, '!');
    await user.keyboard('{Control>}s{/Control}');
    await screen.findByText(/Saved at/);
    await user.type(description, '!');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(async () => expect(await requests.withMethod('PUT')).toHaveLength(2));
  });

  it('sends one request when Save is pressed again while saving', async () => {
    server.use(
      http.put(
        '*/v1/worlds/:worldId',
        storingThen(async () => {
          await delay(50);
          return new HttpResponse(null, { status: 204 });
        }),
      ),
    );
    const requests = recordRequests();
    const { user, name } = await openEditor();
    await user.type(name, '!');
    // The shortcut reaches the form even while the button is disabled, so the guard itself is tested.
    await user.click(saveButton());
    await user.keyboard('{Control>}s{/Control}{Control>}{Enter}{/Control}');
    await screen.findByText(/Saved at/);
    expect(await requests.withMethod('PUT')).toHaveLength(1);
  });

  it('shows "Saving…" and disables Save while saving', async () => {
    server.use(
      http.put(
        '*/v1/worlds/:worldId',
        storingThen(async () => {
          await delay(100);
          return new HttpResponse(null, { status: 204 });
        }),
      ),
    );
    const { user, name } = await openEditor();
    await user.type(name, '!');
    await user.click(saveButton());
    expect(await screen.findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    await screen.findByText(/Saved at/);
  });

  it('keeps what is typed while a save is under way, as an unsaved change', async () => {
    server.use(
      http.put(
        '*/v1/worlds/:worldId',
        storingThen(async () => {
          await delay(150);
          return new HttpResponse(null, { status: 204 });
        }),
      ),
    );
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, 'First');
    await user.click(saveButton());
    await user.type(name, ' and second');
    // Done saving: the button is "Save" again, enabled because of what was typed meanwhile.
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'false');
    expect(name).toHaveValue('First and second');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes: Name');
  });

  it('says a timed-out save is not confirmed, and offers to save again', async () => {
    const realTimeout = AbortSignal.timeout.bind(AbortSignal);
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => realTimeout(50));
    server.use(http.put('*/v1/worlds/:worldId', () => delay('infinite')));
    const { user, name } = await openEditor();
    await user.type(name, '!');
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The save was not confirmed');
    expect(alert).toHaveTextContent('not known whether your changes were saved');
    expect(within(alert).getByRole('button', { name: 'Save again' })).toBeInTheDocument();
    expect(name).toHaveValue('Solar System!');
  });

  it('returns the form to the loaded values with "Discard changes", and can undo that', async () => {
    const { user, name, description } = await openEditor();
    await user.type(name, ' draft');
    await user.clear(description);
    await user.type(description, 'A long description typed with care');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(name).toHaveValue('Solar System');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');

    expect(screen.getByText('Your changes were discarded')).toBeInTheDocument();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    await user.click(undo);
    expect(name).toHaveValue('Solar System draft');
    expect(description).toHaveValue('A long description typed with care');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByText('Your changes were discarded')).not.toBeInTheDocument();
  });

  it('keeps discarded changes as the draft, so a reload can still bring them back', async () => {
    const first = await openEditor();
    await first.user.type(first.name, ' draft');
    await first.user.click(screen.getByRole('button', { name: 'Discard changes' }));
    first.unmount();

    const { user, name } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Restore unsaved changes' }));
    expect(name).toHaveValue('Solar System draft');
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

describe('edit world: drafts', () => {
  it('offers unsaved changes back after the page is opened again', async () => {
    const first = await openEditor();
    await first.user.clear(first.name);
    await first.user.type(first.name, 'Half-typed name');
    first.unmount();

    const { user, name } = await openEditor();
    expect(name).toHaveValue('Solar System');
    await user.click(screen.getByRole('button', { name: 'Restore unsaved changes' }));
    expect(name).toHaveValue('Half-typed name');
    expect(name).toHaveFocus();
    expect(saveButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it("restores a draft without undoing someone else's change to another field", async () => {
    const requests = recordRequests();
    const first = await openEditor();
    await first.user.clear(first.name);
    await first.user.type(first.name, 'Draft name');
    first.unmount();
    await fetch('http://localhost/v1/worlds/solar-system', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ description: 'Changed by someone else' }),
    });

    const { user, name, description } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Restore unsaved changes' }));
    expect(name).toHaveValue('Draft name');
    expect(description).toHaveValue('Changed by someone else');
    await user.click(saveButton());
    await screen.findByText(/Saved at/);
    expect((await requests.withMethod('PUT')).map((request) => request.body)).toEqual([
      { description: 'Changed by someone else' },
      { name: 'Draft name' },
    ]);
  });

  it('forgets the draft when asked to discard it', async () => {
    const first = await openEditor();
    await first.user.type(first.name, ' draft');
    first.unmount();

    const second = await openEditor();
    await second.user.click(screen.getByRole('button', { name: 'Discard' }));
    second.unmount();

    await openEditor();
    expect(screen.queryByRole('button', { name: 'Restore unsaved changes' })).not.toBeInTheDocument();
  });

  it('asks before leaving the page with unsaved changes', async () => {
    const { user, name, router } = await openEditor();
    await user.type(name, ' draft');
    await act(() => router.navigate('/'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(EDIT_PATH);
    expect(name).toHaveValue('Solar System draft');

    await act(() => router.navigate('/'));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('edit world: the leave dialog', () => {
  it('does not save behind the open dialog, and names the unsaved fields', async () => {
    const requests = recordRequests();
    const { user, name, router } = await openEditor();
    await user.type(name, ' draft');
    await act(() => router.navigate('/'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.keyboard('{Control>}s{/Control}');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(dialog).toHaveTextContent('Your changes to Name are not saved');
    expect(await requests.withMethod('PUT')).toEqual([]);
    expect(screen.queryByText(/Saved at/)).not.toBeInTheDocument();
  });

  it('says why when a refused key sends the person to the settings', async () => {
    const { user, name, queryClient, router } = await openEditor();
    await user.type(name, ' draft');
    server.use(http.get('*/v1/worlds/:worldId', () => errorReply(401, 'Missing or invalid API key')));
    act(() => {
      void queryClient.refetchQueries();
    });

    const dialog = await screen.findByRole('dialog', { name: 'The server refused the API key' });
    expect(dialog).toHaveTextContent(/Missing or invalid API key/);
    expect(dialog).toHaveTextContent(/wants to open the settings/);
    expect(dialog).toHaveTextContent('Your changes to Name are not saved');
    await user.click(within(dialog).getByRole('button', { name: 'Go to the settings without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });
});

describe('edit world: the check before saving fails', () => {
  it('asks before saving unchecked, sends nothing until told to, and keeps what was typed on Cancel', async () => {
    const requests = recordRequests();
    const { user, name } = await openEditor();
    // The form read the world; the read just before the save fails.
    server.use(http.get('*/v1/worlds/:worldId', () => errorReply(500, 'Database is down')));
    await user.clear(name);
    await user.type(name, 'Unchecked name');
    await user.click(saveButton());

    const question = await screen.findByRole('dialog', {
      name: 'The current values could not be checked: save anyway?',
    });
    expect(question).toHaveAccessibleDescription(/That read failed: 500 Internal Server Error: Database is down/);
    // The safe choice has the focus: Enter or Escape sends nothing.
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // A shortcut behind the open question sends nothing either.
    await user.keyboard('{Control>}s{/Control}');
    expect(await requests.withMethod('PUT')).toEqual([]);

    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to the Save button the question came from.
    expect(saveButton()).toHaveFocus();
    expect(name).toHaveValue('Unchecked name');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes: Name');
    expect(await requests.withMethod('PUT')).toEqual([]);

    await user.click(saveButton());
    const again = await screen.findByRole('dialog', { name: /save anyway\?/ });
    await user.click(within(again).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect((await requests.withMethod('PUT')).map((request) => request.body)).toEqual([{ name: 'Unchecked name' }]);
  });

  it('asks too when the check takes longer than its 5 seconds, and says so', async () => {
    const realTimeout = AbortSignal.timeout.bind(AbortSignal);
    // Only the check's own 5-second limit is shortened; a request's 15-second limit stays as it is.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => realTimeout(ms === 5_000 ? 50 : ms));
    const requests = recordRequests();
    const { user, name } = await openEditor();
    server.use(http.get('*/v1/worlds/:worldId', () => delay('infinite')));
    await user.type(name, '!');
    await user.click(saveButton());
    const question = await screen.findByRole('dialog', { name: /could not be checked: save anyway\?/ });
    expect(question).toHaveAccessibleDescription(/That read failed: The server did not answer within 5 seconds\./);
    expect(await requests.withMethod('PUT')).toEqual([]);
  });
});

describe('edit world: someone else changed it', () => {
  it('does not overwrite; shows both values and lets the person choose', async () => {
    const requests = recordRequests();
    const { user, name } = await openEditor();
    // Another person renames the world while this form is open.
    await fetch('http://localhost/v1/worlds/solar-system', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Their name' }),
    });
    await user.clear(name);
    await user.type(name, 'My name');
    await user.click(saveButton());

    const conflict = await screen.findByRole('alert');
    expect(conflict).toHaveTextContent('Someone else changed this world');
    expect(conflict).toHaveTextContent('Their name');
    expect(conflict).toHaveTextContent('My name');
    expect(await requests.withMethod('PUT')).toHaveLength(1); // only the other person's

    await user.click(within(conflict).getByRole('button', { name: 'Keep mine and save' }));
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(name).toHaveValue('My name');
  });

  it("can take the server's value instead", async () => {
    const { user, name } = await openEditor();
    await fetch('http://localhost/v1/worlds/solar-system', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Their name' }),
    });
    await user.type(name, ' (mine)');
    await user.click(saveButton());
    await user.click(await screen.findByRole('button', { name: "Take the server's" }));
    expect(name).toHaveValue('Their name');
    // The panel and its buttons are gone: focus goes to the field in question, never to the page's body.
    expect(name).toHaveFocus();
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('edit world: after a conflict', () => {
  /** Another person's save, made while this form is open. */
  const saveElsewhere = (changes: WorldUpdate) =>
    fetch('http://localhost/v1/worlds/solar-system', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(changes),
    });

  it("shows the server's value in every field not changed here, and Discard goes back to the server's values", async () => {
    const requests = recordRequests();
    const { user, name, description } = await openEditor();
    await saveElsewhere({ name: 'Their name', description: 'Their description' });
    await user.clear(name);
    await user.type(name, 'My name');
    await user.click(saveButton());

    const conflict = await screen.findByRole('alert');
    expect(
      within(conflict)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Name', 'Description']);
    expect(conflict).toHaveTextContent(/They also changed what you had not.*Description\s*Their description/);
    // Not the description from before the conflict: the server's, and it is no change of this person's.
    expect(description).toHaveValue('Their description');
    expect(name).toHaveValue('My name');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes: Name');

    await user.click(within(conflict).getByRole('button', { name: 'Edit further' }));
    expect(name).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(name).toHaveValue('Their name');
    expect(description).toHaveValue('Their description');
    expect(await requests.withMethod('PUT')).toHaveLength(1); // only the other person's
  });

  it('lists a field typed in while the check was under way as a conflict too, and keeps what was typed', async () => {
    const { user, name, description } = await openEditor();
    await saveElsewhere({ name: 'Their name', description: 'Their description' });
    await user.clear(name);
    await user.type(name, 'My name');
    // The check before saving waits until the test lets it answer (with what the server holds).
    let arrived!: () => void;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/v1/worlds/:worldId', async () => {
        arrived();
        await answered;
        return undefined; // on to the offline server's own handler
      }),
    );
    await user.click(saveButton());
    await act(() => requested);
    await user.clear(description);
    await user.type(description, 'Typed while checking');
    answer();

    const conflict = await screen.findByRole('alert');
    expect(
      within(conflict)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Name', 'Description']);
    expect(conflict).toHaveTextContent(/Their description.*Typed while checking/);
    expect(description).toHaveValue('Typed while checking');
    expect(name).toHaveValue('My name');
  });

  it('lists every field that conflicts, and "Keep mine and save" sends only what was changed here', async () => {
    const requests = recordRequests();
    const { user, name, description } = await openEditor();
    await saveElsewhere({ name: 'Their name', description: 'Their description' });
    await user.clear(name);
    await user.type(name, 'My name');
    await user.clear(description);
    await user.type(description, 'My description');
    await user.click(saveButton());

    const conflict = await screen.findByRole('alert');
    expect(
      within(conflict)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Name', 'Description']);
    expect(conflict).toHaveTextContent(/Their description.*My description/);
    expect(conflict).not.toHaveTextContent('They also changed');

    await user.click(within(conflict).getByRole('button', { name: 'Keep mine and save' }));
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect((await requests.withMethod('PUT')).map((request) => request.body)).toEqual([
      { name: 'Their name', description: 'Their description' },
      { name: 'My name', description: 'My description' },
    ]);
  });

  it("keeps someone else's description when only the name is kept", async () => {
    const requests = recordRequests();
    const { user, name } = await openEditor();
    await saveElsewhere({ name: 'Their name', description: 'Their description' });
    await user.clear(name);
    await user.type(name, 'My name');
    await user.click(saveButton());
    await user.click(await screen.findByRole('button', { name: 'Keep mine and save' }));
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect((await requests.withMethod('PUT')).at(-1)?.body).toEqual({ name: 'My name' });
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Their description');
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
