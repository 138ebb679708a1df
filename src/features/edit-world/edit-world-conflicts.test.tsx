import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { WorldUpdate } from '../../api/schemas';
import { errorReply } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { recordRequests } from '../../test/record-requests';
import { controlTimeouts, gate, openEditor, saveButton } from './edit-world-test-kit';

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
    const limits = controlTimeouts();
    const requests = recordRequests();
    const { user, name } = await openEditor();
    // The check before saving reaches a server that never answers.
    const never = gate();
    server.use(http.get('*/v1/worlds/:worldId', () => never.pass()));
    await user.type(name, '!');
    await user.click(saveButton());
    await act(() => never.reached);
    // Only the check's own 5-second limit runs out; a request's 15-second limit has not.
    act(() => limits.runOut(5_000));

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
    const check = gate();
    server.use(
      http.get('*/v1/worlds/:worldId', async () => {
        await check.pass();
        return undefined; // on to the offline server's own handler
      }),
    );
    await user.click(saveButton());
    await act(() => check.reached);
    await user.clear(description);
    await user.type(description, 'Typed while checking');
    check.open();

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
