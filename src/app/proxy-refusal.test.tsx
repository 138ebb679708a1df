import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { saveConnection } from '../api/connection';
import { proxyRefusalBody, PROXY_REFUSALS } from '../api/proxy-guard';
import { server } from '../mocks/node';
import { renderApp } from '../test/render-app';

describe('a refusal by the dashboard’s own proxy', () => {
  it('is explained as the proxy’s, and is not taken for a refused key', async () => {
    saveConnection({ mode: 'server', baseUrl: '', apiKey: '', dialect: 'v1' });
    server.use(
      http.get(
        '*/v1/worlds',
        () =>
          new HttpResponse(proxyRefusalBody(PROXY_REFUSALS.otherSite), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const { router } = renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The dashboard's proxy refused the request");
    expect(alert).toHaveTextContent('it came from another site');
    // A key would not help: no way to the settings, and no trip there.
    expect(screen.queryByRole('link', { name: 'Open settings' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
