import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { recordRequests } from '../../test/record-requests';
import { gate, openEditor, saveButton } from './edit-world-test-kit';

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

describe('edit world: while a save is under way', () => {
  /** Saves reach the server and wait there, until the test lets them through to the offline server's own handler. */
  function holdSaves() {
    const held = gate();
    server.use(
      http.put('*/v1/worlds/:worldId', async () => {
        await held.pass();
        return undefined;
      }),
    );
    return held;
  }

  it('sends one request when Save is pressed again while saving', async () => {
    const held = holdSaves();
    const requests = recordRequests();
    const { user, name, queryClient } = await openEditor();
    await user.type(name, '!');
    await user.click(saveButton());
    await act(() => held.reached);
    // Pressed again while the first save is provably under way. The button is only aria-disabled and the shortcut
    // reaches the form whatever the button says, so the guard itself is tested.
    await user.click(saveButton());
    await user.keyboard('{Control>}s{/Control}{Control>}{Enter}{/Control}');
    held.open();
    await screen.findByText(/Saved at/);
    // A second save, had one started, would still be under way: count once none is.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(await requests.withMethod('PUT')).toHaveLength(1);
  });

  it('shows "Saving…" and disables Save and Discard changes while saving', async () => {
    const held = holdSaves();
    const { user, name } = await openEditor();
    await user.type(name, '!');
    await user.click(saveButton());
    await act(() => held.reached);
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Discard changes' })).toHaveAttribute('aria-disabled', 'true');

    held.open();
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps what is typed while a save is under way, as an unsaved change', async () => {
    const held = holdSaves();
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.type(name, 'First');
    await user.click(saveButton());
    await act(() => held.reached);
    await user.type(name, ' and second');
    held.open();

    // The save is done (the heading shows what the server holds), and what was typed meanwhile is still there.
    expect(await screen.findByRole('heading', { level: 1, name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'false');
    expect(name).toHaveValue('First and second');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes: Name');
  });
});
