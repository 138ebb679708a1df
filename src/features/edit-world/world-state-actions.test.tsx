import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { findWorldRecord } from '../../mocks/db';
import { dataplaneWorldId, toDataplaneWorld } from '../../mocks/dialects/dataplane-world';
import { server } from '../../mocks/node';
import { recordRequests } from '../../test/record-requests';
import { DATAPLANE, onTheDataplaneDouble } from '../../test/dataplane-double';
import { renderApp } from '../../test/render-app';
import { gate } from './edit-world-test-kit';

/* Suspend, Resume and Reindex on a world's Edit page, on the dataplane double (recorded/dataplane/65–69). */

const solar = () => dataplaneWorldId('solar-system') ?? '';

onTheDataplaneDouble();

async function openEditPage() {
  const requests = recordRequests();
  const view = renderApp(`/worlds/${solar()}/edit`);
  const section = await screen.findByRole('region', { name: 'Suspend or resume' });
  // What changes the world: its suspension, resumption and reindex (not its searches).
  const posts = async () =>
    (await requests.withMethod('POST'))
      .map(({ url }) => url.pathname.replace(solar(), 'ID'))
      .filter((path) => !path.endsWith('/search'));
  return { ...view, section, posts };
}

const suspendedNote = () => screen.queryByText(/the server answers no search in this world until it is resumed/);

describe('Suspend and Resume', () => {
  it('asks first, saying what suspending does; Cancel sends nothing', async () => {
    const { user, section, posts } = await openEditPage();
    await user.click(within(section).getByRole('button', { name: 'Suspend world' }));
    const question = await screen.findByRole('dialog', { name: 'Suspend this world?' });
    expect(question).toHaveAccessibleDescription(
      /the server answers no search in it, and no other use of its data, until it is resumed/,
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Suspend world' })).toHaveFocus();
    expect(await posts()).toEqual([]);
  });

  it('suspends, says what the server answered, and every page of the world shows it; Resume brings it back', async () => {
    const { user, section, router, posts } = await openEditPage();
    expect(suspendedNote()).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Suspend world' }));
    const question = await screen.findByRole('dialog', { name: 'Suspend this world?' });
    await user.click(within(question).getByRole('button', { name: 'Suspend world' }));

    expect(await within(section).findByRole('status')).toHaveTextContent(
      /^Suspended at .*: the server says the world is suspended\.$/,
    );
    // The same button, its words following the state: the keyboard's focus stays on it.
    const resume = within(section).getByRole('button', { name: 'Resume world' });
    expect(resume).toHaveFocus();
    expect(suspendedNote()).toBeInTheDocument();
    expect(findWorldRecord('solar-system')?.dataplane?.suspended).toBe(true);
    expect(await posts()).toEqual(['/worlds/ID/suspend']);

    // Its search says why it finds nothing: the world is there, suspended.
    await router.navigate(`/worlds/${solar()}/search?q=moon`);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The search failed');
    expect(failed).toHaveTextContent(/This world is suspended: the server answers no search or query in it/);
    expect(screen.queryByText('This world does not exist')).not.toBeInTheDocument();
    expect(suspendedNote()).toBeInTheDocument();

    await router.navigate(`/worlds/${solar()}/edit`);
    const again = await screen.findByRole('region', { name: 'Suspend or resume' });
    await user.click(within(again).getByRole('button', { name: 'Resume world' }));
    expect(await within(again).findByRole('status')).toHaveTextContent(
      /^Resumed at .*: the server says the world is active\.$/,
    );
    expect(within(again).getByRole('button', { name: 'Suspend world' })).toHaveFocus();
    expect(suspendedNote()).not.toBeInTheDocument();
    expect(await posts()).toEqual(['/worlds/ID/suspend', '/worlds/ID/resume']);
  });

  it('says so when the server answers with a world that is not suspended', async () => {
    server.use(
      http.post(`${DATAPLANE}/worlds/:worldId/suspend`, () => {
        const world = findWorldRecord('solar-system');
        return world ? HttpResponse.json(toDataplaneWorld(world)) : HttpResponse.json({}, { status: 404 });
      }),
    );
    const { user, section } = await openEditPage();
    await user.click(within(section).getByRole('button', { name: 'Suspend world' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Suspend this world?' })).getByRole('button', {
        name: 'Suspend world',
      }),
    );
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The world was not suspended');
    expect(alert).toHaveTextContent('The server answered without an error, but says the world is “active”.');
    expect(within(section).getByRole('status')).toHaveTextContent('');
    expect(suspendedNote()).not.toBeInTheDocument();
  });
});

describe('Reindex', () => {
  it('says what the server answered, and is announced again on a second press', async () => {
    const { user, posts } = await openEditPage();
    const section = screen.getByRole('region', { name: 'Search index' });
    await user.click(within(section).getByRole('button', { name: 'Reindex' }));
    const status = within(section).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^The server answered at .*: the reindex is “completed”\.$/));
    // The second answer is news too: the line goes through "Reindexing…" and says it again.
    const second = gate();
    server.use(http.post(`${DATAPLANE}/worlds/:worldId/reindex`, () => second.pass()));
    await user.click(within(section).getByRole('button', { name: 'Reindex' }));
    await act(() => second.reached);
    expect(status).toHaveTextContent('Reindexing…');
    expect(within(section).getByRole('button', { name: 'Reindexing…' })).toHaveAttribute('aria-disabled', 'true');
    second.open();
    await waitFor(() => expect(status).toHaveTextContent(/the reindex is “completed”/));
    expect(await posts()).toEqual(['/worlds/ID/reindex', '/worlds/ID/reindex']);
  });

  it('says why a suspended world is not reindexed', async () => {
    const { user, section } = await openEditPage();
    await user.click(within(section).getByRole('button', { name: 'Suspend world' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Suspend this world?' })).getByRole('button', {
        name: 'Suspend world',
      }),
    );
    await within(section).findByRole('button', { name: 'Resume world' });
    const index = screen.getByRole('region', { name: 'Search index' });
    await user.click(within(index).getByRole('button', { name: 'Reindex' }));
    const alert = await within(index).findByRole('alert');
    expect(alert).toHaveTextContent('The reindex failed');
    expect(alert).toHaveTextContent(/This world is suspended/);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
