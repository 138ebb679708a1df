import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { saveConnection } from '../../api/connection';
import { worldTriples } from '../../mocks/db';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';

/*
 * Issue 28: an import that stops part-way (Cancel, a reload) is offered to be resumed when the same file is chosen
 * again, from the first part not acknowledged; a broken line stops it there, says which parts were added, and offers
 * to take them back with DELETE DATA. Against the REST double, which adds by SPARQL INSERT DATA as the server does.
 */

const KEY = 'test-key';
const worldId = () => restWorldId('periodic-table') ?? '';
const dataPath = () => `/worlds/${worldId()}/data`;
const held = () => worldTriples('periodic-table')?.length ?? -1;
const manyTriples = (n: number, from = 0) =>
  Array.from(
    { length: n },
    (_, i) => `<http://example.org/s${from + i}> <http://example.org/n> "${from + i}" .\n`,
  ).join('');
const LAST_MODIFIED = 1_764_000_000_000;

/** The updates the app sends; the ones named by `hold` wait until released. */
function updatesHeld(hold: (update: number) => boolean) {
  const sent: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(`*/v1/worlds/:worldId/sparql`, async ({ request }) => {
      if (request.headers.get('Content-Type') !== 'application/sparql-update') return undefined;
      sent.push(await request.clone().text());
      if (hold(sent.length)) await held;
      return undefined;
    }),
  );
  return { sent, release: () => act(() => release()) };
}

/** The Data page, opened afresh: a second opening is the page after a reload (what the device keeps, it keeps). */
const openDataPage = () => renderApp(dataPath());

const statusSaying = (text: string) =>
  screen.getAllByRole('status').find((element) => element.textContent.includes(text)) ?? null;

beforeEach(() => {
  server.use(...restHandlers({ apiKey: KEY }));
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'rest' });
});

it('cancels after the part in flight, and the same file chosen again after a reload resumes from the next part', async () => {
  const updates = updatesHeld((update) => update === 2);
  const before = held();
  const file = () => new File([manyTriples(7_000)], 'big.nt', { lastModified: LAST_MODIFIED });
  const { user: firstVisitUser, unmount: closeFirstVisit } = openDataPage();
  await firstVisitUser.upload(await screen.findByLabelText('RDF file'), file());
  await firstVisitUser.click(await screen.findByRole('button', { name: 'Add to the world' }));
  await screen.findByText(/sending part 2…/);
  await firstVisitUser.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Cancelling after this part…' })).toHaveAttribute('aria-disabled', 'true');
  updates.release();

  await screen.findByText('Cancelled after part 2');
  expect(statusSaying('Cancelled after part 2')).toHaveTextContent(
    'Parts 1–2 (4,000 triples) were added. The rest of the file was not sent.',
  );
  // The part in flight landed; nothing after it was sent.
  expect(updates.sent).toHaveLength(2);
  expect(held()).toBe(before + 4_000);
  expect(screen.getByRole('button', { name: 'Add to the world' })).toHaveFocus();
  closeFirstVisit();

  // A reload: the page starts afresh, and knows the file again by its name, size, date and first bytes.
  const { user: afterReloadUser, unmount: closeAfterReload } = openDataPage();
  await afterReloadUser.upload(await screen.findByLabelText('RDF file'), file());
  await screen.findByText('big.nt was imported part-way');
  expect(statusSaying('big.nt was imported part-way')).toHaveTextContent(
    /Parts 1–2 \(4,000 triples, \d+ % of the file\) were acknowledged/,
  );
  await afterReloadUser.click(screen.getByRole('button', { name: 'Resume from part 3' }));
  expect(
    await screen.findByText(
      `Added 7,000 triples: the world now holds ${(before + 7_000).toLocaleString('en')} triples`,
      {},
      { timeout: 10_000 },
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(/sent in 4 parts, each acknowledged \(resumed from part 3\)/)).toHaveTextContent(
    `The world held ${before.toLocaleString('en')} triples before.`,
  );
  // Parts 3 and 4 only: the first two were not sent again.
  expect(updates.sent).toHaveLength(4);
  expect(updates.sent[2]).toContain('<http://example.org/s4000>');
  expect(held()).toBe(before + 7_000);

  // Finished: the file is not offered to be resumed again.
  closeAfterReload();
  const { user: againUser } = openDataPage();
  await againUser.upload(await screen.findByLabelText('RDF file'), file());
  expect(await screen.findByRole('button', { name: 'Add to the world' })).toBeInTheDocument();
  expect(screen.queryByText(/imported part-way/)).not.toBeInTheDocument();
});

it('another file of the same name and size is not offered to be resumed', async () => {
  const updates = updatesHeld((update) => update === 2);
  const { user: firstVisitUser, unmount: closeFirstVisit } = openDataPage();
  await firstVisitUser.upload(
    await screen.findByLabelText('RDF file'),
    new File([manyTriples(3_000)], 'a.nt', { lastModified: LAST_MODIFIED }),
  );
  await firstVisitUser.click(await screen.findByRole('button', { name: 'Add to the world' }));
  await screen.findByText(/sending part 2…/);
  await firstVisitUser.click(screen.getByRole('button', { name: 'Cancel' }));
  updates.release();
  await screen.findByText('Cancelled after part 2');
  closeFirstVisit();
  const { user: afterReloadUser } = openDataPage();
  // The same name, length and date; other triples.
  const other = new File([manyTriples(3_000).replaceAll('/n>', '/m>')], 'a.nt', { lastModified: LAST_MODIFIED });
  await afterReloadUser.upload(await screen.findByLabelText('RDF file'), other);
  expect(await screen.findByRole('button', { name: 'Add to the world' })).toBeInTheDocument();
  expect(screen.queryByText(/imported part-way/)).not.toBeInTheDocument();
});

it('stops at a broken line, says which parts were added, and takes them back with DELETE DATA', async () => {
  const updates = updatesHeld(() => false);
  const before = held();
  const text = `${manyTriples(4_500)}<http://example.org/x> oops .\n${manyTriples(100, 8_000)}`;
  const { user } = renderApp(dataPath());
  await user.upload(await screen.findByLabelText('RDF file'), new File([text], 'broken.nt'));
  await user.click(await screen.findByRole('button', { name: 'Add to the world' }));

  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(alert).toHaveTextContent('broken.nt is not valid N-Triples');
  expect(alert).toHaveTextContent('The file is broken on line 4,501:');
  expect(alert).toHaveTextContent('Parts 1–2 (4,000 triples) were added. Nothing after them was sent.');
  expect(updates.sent).toHaveLength(2);
  expect(updates.sent.join('\n')).not.toContain('s4000>');
  expect(held()).toBe(before + 4_000);

  await user.click(within(alert).getByRole('button', { name: 'Remove the 4,000 triples added' }));
  expect(
    await screen.findByText(`Removed 4,000 triples: the world now holds ${before.toLocaleString('en')} triples`),
  ).toBeInTheDocument();
  expect(updates.sent.slice(2).every((update) => update.startsWith('DELETE DATA {'))).toBe(true);
  expect(updates.sent).toHaveLength(4);
  expect(held()).toBe(before);
});
