import { screen } from '@testing-library/react';
import { dataplaneWorldId } from '../../mocks/dialects/dataplane-world';
import { recordRequests } from '../../test/record-requests';
import { onTheDataplaneDouble } from '../../test/dataplane-double';
import { renderApp } from '../../test/render-app';
import { saveButton } from './edit-world-test-kit';

/* The screens on the dataplane double: a server whose worlds have a name and no description. */

onTheDataplaneDouble();

describe('on the dataplane server', () => {
  it('edits the name only, says the server keeps no description, and saves a rename by PATCH', async () => {
    const id = dataplaneWorldId('solar-system') ?? '';
    const requests = recordRequests();
    const { user } = renderApp(`/worlds/${id}/edit`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
    expect(screen.getByText(/This server keeps no description/)).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Sol');
    await user.click(saveButton());
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sol');
    const patches = (await requests.all()).filter(({ method }) => method === 'PATCH');
    expect(patches.map(({ url, body }) => [url.pathname, body])).toEqual([[`/worlds/${id}`, { displayName: 'Sol' }]]);
  });

  it('refuses an empty name before sending it, as the server would (recorded/dataplane/09)', async () => {
    const requests = recordRequests();
    const { user } = renderApp(`/worlds/${dataplaneWorldId('solar-system') ?? ''}/edit`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(saveButton());
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription(/Name is required\./);
    expect(await requests.withMethod('PATCH')).toEqual([]);
  });
});
