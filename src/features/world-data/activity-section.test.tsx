import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { saveConnection } from '../../api/connection';
import { CLASSES_QUERY, COUNT_QUERY, PREDICATES_QUERY } from '../../api/dashboard-queries';
import { worldLogOf } from '../../mocks/db';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';

/*
 * The Activity list on the REST double, which logs every SPARQL query as the REST server does: the dashboard's own
 * reads (the Data page's count, the SPARQL page's vocabulary) are hidden unless asked for, and counted.
 */

const ORIGIN = 'https://worlds.example';
const KEY = 'test-key';
const PERSONS_QUERY = 'SELECT ?s WHERE { ?s ?p ?o } LIMIT 1';
const UPDATE = 'INSERT DATA { <http://example.org/a> <http://example.org/b> "c" }';

/** Sends SPARQL to the double as someone else would, before the page is opened. */
async function sendSparql(worldId: string, text: string, kind: 'query' | 'update') {
  const reply = await fetch(`${ORIGIN}/v1/worlds/${worldId}/sparql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': `application/sparql-${kind}` },
    body: text,
  });
  expect(reply.ok).toBe(true);
}

/**
 * The Data page counts the world's triples as it opens, and the double logs that too: the log is read once the count
 * is in it, so that what is hidden does not depend on which of the two requests the double answers first.
 */
function readLogOnceCounted() {
  server.use(
    http.get(`${ORIGIN}/v1/worlds/:worldId/logs`, async () => {
      await vi.waitFor(() => {
        if (!worldLogOf('scratchpad').some(({ metadata }) => metadata.query === COUNT_QUERY)) {
          throw new Error('The count is not logged yet');
        }
      });
      // Nothing returned: the double's own handler answers.
    }),
  );
}

beforeEach(() => {
  server.use(...restHandlers({ apiKey: KEY }));
  saveConnection({ mode: 'server', baseUrl: ORIGIN, apiKey: KEY, dialect: 'rest' });
});

it('hides the dashboard’s own queries from the log, says how many, and shows them when asked', async () => {
  const worldId = restWorldId('scratchpad') ?? '';
  // A visit to the SPARQL page (its vocabulary), a query and an update of a person's.
  await sendSparql(worldId, PREDICATES_QUERY, 'query');
  await sendSparql(worldId, CLASSES_QUERY, 'query');
  await sendSparql(worldId, PERSONS_QUERY, 'query');
  await sendSparql(worldId, UPDATE, 'update');
  readLogOnceCounted();

  const { user } = renderApp(`/worlds/${worldId}/data`);
  const activity = await screen.findByRole('region', { name: 'Activity' });
  const list = await within(activity).findByRole('list', { name: 'Logged activity' });
  const items = () => within(list).getAllByRole('listitem');
  expect(items()).toHaveLength(2);
  expect(items()[0]).toHaveTextContent(UPDATE);
  expect(items()[1]).toHaveTextContent('SPARQL query');
  expect(items()[1]).toHaveTextContent(PERSONS_QUERY);
  expect(within(activity).queryByText(COUNT_QUERY)).not.toBeInTheDocument();
  expect(within(activity).getByText('3 of the dashboard’s own queries hidden')).toBeInTheDocument();

  const showOwn = within(activity).getByRole('checkbox', { name: 'Show the dashboard’s own queries' });
  expect(showOwn).not.toBeChecked();
  expect(showOwn).toHaveAccessibleDescription('3 of the dashboard’s own queries hidden');
  await user.click(showOwn);
  expect(items()).toHaveLength(5);
  expect(items()[0]).toHaveTextContent(COUNT_QUERY);
  expect(items()[0]).toHaveTextContent('the dashboard’s own');
  expect(within(activity).getByText(CLASSES_QUERY)).toBeInTheDocument();
  expect(within(activity).getByText(PREDICATES_QUERY)).toBeInTheDocument();
  expect(within(activity).queryByText(/queries hidden/)).not.toBeInTheDocument();

  await user.click(showOwn);
  expect(items()).toHaveLength(2);
});

it('says when the log holds nothing but the dashboard’s own queries', async () => {
  const worldId = restWorldId('scratchpad') ?? '';
  await sendSparql(worldId, PREDICATES_QUERY, 'query');
  readLogOnceCounted();
  renderApp(`/worlds/${worldId}/data`);
  const activity = await screen.findByRole('region', { name: 'Activity' });
  expect(await within(activity).findByText(/Nothing logged yet but the dashboard’s own queries/)).toBeInTheDocument();
  expect(within(activity).queryByRole('list', { name: 'Logged activity' })).not.toBeInTheDocument();
  expect(within(activity).getByText('2 of the dashboard’s own queries hidden')).toBeInTheDocument();
});
