import { screen, waitFor, within } from '@testing-library/react';
import { saveConnection } from '../../api/connection';
import { dataplaneHandlers } from '../../mocks/dialects/dataplane-handlers';
import { dataplaneWorldId } from '../../mocks/dialects/dataplane-world';
import { server } from '../../mocks/node';
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
});
