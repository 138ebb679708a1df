import { screen, waitFor, within } from '@testing-library/react';
import { saveConnection } from '../../api/connection';
import { updateWorldRecord } from '../../mocks/db';
import { dataplaneHandlers } from '../../mocks/dialects/dataplane-handlers';
import { dataplaneWorldId } from '../../mocks/dialects/dataplane-world';
import { server } from '../../mocks/node';
import { recordRequests } from '../../test/record-requests';
import { renderApp } from '../../test/render-app';

const DATAPLANE = 'https://dataplane.example';

describe('world picker on the dataplane server', () => {
  beforeEach(() => {
    server.use(...dataplaneHandlers({ apiKey: 'wzw_k', origin: DATAPLANE }));
    saveConnection({ mode: 'server', baseUrl: DATAPLANE, apiKey: 'wzw_k', dialect: 'dataplane' });
  });

  it('lists the server’s worlds', async () => {
    renderApp('/');
    const list = await screen.findByRole('region', { name: /All worlds/ });
    expect(await within(list).findByRole('heading', { name: 'Solar System' })).toBeInTheDocument();
    const id = dataplaneWorldId('solar-system') ?? '';
    expect(within(list).getByText(id)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: 'Edit Solar System' })).toHaveAttribute(
        'href',
        `/worlds/${id}/edit`,
      ),
    );
  });

  it('says each world’s state in words, a suspended one apart, and no “No description” on a server without any', async () => {
    updateWorldRecord('solar-system', { dataplane: { suspended: true } });
    renderApp('/');
    const list = await screen.findByRole('region', { name: /All worlds/ });
    const card = (name: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('heading', { name })) as HTMLElement;
    await within(list).findByRole('heading', { name: 'Solar System' });
    expect(card('Solar System')).toHaveTextContent(/Suspended: answers no search until resumed/);
    expect(card('Periodic Table')).toHaveTextContent(/Active/);
    expect(card('Periodic Table')).not.toHaveTextContent(/Suspended/);
    expect(within(list).queryByText('No description')).not.toBeInTheDocument();
  });

  it('explains an ID that is not w_<uuid> before sending anything, and opens one that is', async () => {
    const sent = recordRequests();
    const { user, router } = renderApp('/');
    const field = await screen.findByRole('textbox', { name: 'World ID' });
    // The form is said before anything is typed.
    await waitFor(() => expect(field).toHaveAccessibleDescription(/“w_” and a UUID in lower case, for example w_/));
    const before = (await sent.all()).length;

    await user.type(field, 'solar-system{Enter}');
    expect(field).toHaveAccessibleDescription(/That is not an ID this server takes, so nothing was sent\.$/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const id = dataplaneWorldId('solar-system') ?? '';
    await user.clear(field);
    await user.type(field, `${id.toUpperCase().replace('W_', 'w_')}{Enter}`);
    expect(field).toHaveAccessibleDescription(new RegExp(`Write the ID in lower case: ${id}\\.$`));
    expect(router.state.location.pathname).toBe('/');
    expect((await sent.all()).slice(before).filter(({ url }) => url.pathname.includes('/worlds/'))).toEqual([]);

    await user.clear(field);
    await user.type(field, `${id}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/worlds/${id}/overview`));
  });
});
