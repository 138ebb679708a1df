import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { errorReply } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { recordRequests } from '../../test/record-requests';
import { EDIT_PATH, openEditor, saveButton } from './edit-world-test-kit';

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
