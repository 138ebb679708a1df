import { screen, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { saveConnection } from '../../api/connection';
import { RPC_NAMESPACE, rpcHandlers } from '../../mocks/dialects/rpc-handlers';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';

/*
 * Against the RPC double, which lists the sample world `scratchpad` as the RPC server lists a world created
 * without a displayName (`"displayName": null`), with one malformed entry added to its list: the home page shows
 * every world it can read, the nameless one by its ID, counts the one it cannot, and the nameless one opens.
 */

const KEY = 'test-key';
const NAMELESS = `${RPC_NAMESPACE}/scratchpad`;

/** The double's own listWorlds reply, with an entry that is no world at all (no name, no namespace, no id). */
function listWithMalformedWorld() {
  const double = rpcHandlers({ apiKey: KEY });
  return http.post('*/rpc', async ({ request }) => {
    const body = (await request.clone().json()) as { action?: string };
    if (body.action !== 'listWorlds') return undefined;
    const reply = await getResponse(double, request);
    if (!reply) throw new Error('The RPC double did not answer listWorlds');
    const json = (await reply.json()) as { action: string; response: { worlds: unknown[] } };
    const worlds = [...json.response.worlds, { displayName: 'Broken', description: 42 }];
    return HttpResponse.json({ ...json, response: { ...json.response, worlds } });
  });
}

beforeEach(() => {
  server.use(listWithMalformedWorld(), ...rpcHandlers({ apiKey: KEY }));
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'rpc' });
});

it('lists a nameless world by its ID next to the named ones, and counts the one it cannot read', async () => {
  renderApp('/');
  const all = await screen.findByRole('region', { name: /All worlds/ });
  expect(await within(all).findByRole('heading', { level: 3, name: NAMELESS })).toBeInTheDocument();
  expect(within(all).getByRole('heading', { level: 3, name: 'Solar System' })).toBeInTheDocument();
  expect(within(all).getByRole('heading', { level: 3, name: 'Periodic Table' })).toBeInTheDocument();
  expect(within(all).getByRole('link', { name: `Edit ${NAMELESS}` })).toBeInTheDocument();
  expect(within(all).queryByRole('heading', { name: 'Broken' })).not.toBeInTheDocument();
  expect(
    within(all).getByText('1 world the server listed could not be read, so it is not shown.', {
      selector: '[role="status"]',
    }),
  ).toBeInTheDocument();
});

it('opens the nameless world: its ID as the heading, Name empty, and a description saved without a name', async () => {
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('link', { name: `Edit ${NAMELESS}` }));
  expect(await screen.findByRole('heading', { level: 1, name: NAMELESS })).toBeInTheDocument();
  const name = await screen.findByRole('textbox', { name: 'Name' });
  expect(name).toHaveValue('');
  expect(screen.getByText(/This world has no name yet/)).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Notes for later');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
  expect(name).toHaveValue('');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NAMELESS);
});
