import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { saveConnection } from '../../api/connection';
import { worldTriples } from '../../mocks/db';
import { dataplaneHandlers } from '../../mocks/dialects/dataplane-handlers';
import { dataplaneWorldId } from '../../mocks/dialects/dataplane-world';
import { server } from '../../mocks/node';
import { recordRequests } from '../../test/record-requests';
import { renderApp } from '../../test/render-app';

/*
 * The Data page on the dataplane double (issue 26): an import goes as the JSON array of triples the server takes, in
 * parts, after saying what its plain-text values lose. The double adds as a set and keeps every value as plain text,
 * as the server does. Its export is in export-section.test.tsx.
 */

const DATAPLANE = 'https://dataplane.example';
const KEY = 'wzw_k';
const MOCK_WORLD = 'scratchpad';
const worldId = () => dataplaneWorldId(MOCK_WORLD) ?? '';
const dataPath = () => `/worlds/${worldId()}/data`;
const held = () => worldTriples(MOCK_WORLD) ?? [];

/** A language tag, a datatype, a blank node that two triples share, and text with quotes, RTL and an emoji. */
const TURTLE = `@prefix ex: <http://example.org/> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
ex:saturn ex:name "Saturn"@en ;
  ex:moons "146"^^xsd:integer ;
  ex:note "a \\"ringed\\" giant, زحل 🪐" ;
  ex:ring _:r .
_:r ex:name "Cassini Division" .
`;

/** n lines of N-Triples, each its own triple. */
const manyTriples = (n: number) =>
  Array.from({ length: n }, (_, i) => `<http://example.org/s${i}> <http://example.org/n> "${i}" .\n`).join('');

beforeEach(() => {
  server.use(...dataplaneHandlers({ apiKey: KEY, origin: DATAPLANE }));
  saveConnection({ mode: 'server', baseUrl: DATAPLANE, apiKey: KEY, dialect: 'dataplane' });
});

/** The import requests the app sent, each part's triples as the server reads them. */
async function importedParts(requests: ReturnType<typeof recordRequests>) {
  const posts = await requests.withMethod('POST');
  return posts
    .filter(({ url }) => url.pathname.endsWith('/import'))
    .map(({ body }) => {
      const { data, contentType } = body as { data: string; contentType: string };
      return { contentType, quads: JSON.parse(data) as Record<string, string>[] };
    });
}

/** The live region that says this text, as a screen reader hears it. */
const statusSaying = (text: string) =>
  screen.getAllByRole('status').find((element) => element.textContent.includes(text)) ?? null;

/** The notice of what the server's import does not keep, announced as it appears. */
async function plainTextNotice() {
  const title = 'This server keeps every value as plain text';
  await screen.findByText(title, {}, { timeout: 5000 });
  return statusSaying(title);
}

describe('import', () => {
  it('says first what the server does not keep, with the file’s counts, then adds the triples as plain text', async () => {
    const requests = recordRequests();
    const { user } = renderApp(dataPath());
    const facts = await screen.findByRole('region', { name: 'Facts' });
    expect(await within(facts).findByText('0 triples')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('RDF file'), new File([TURTLE], 'saturn.ttl'));
    const notice = await plainTextNotice();
    expect(notice).toHaveTextContent('2 values of this file carry one');
    expect(notice).toHaveTextContent('this file’s 1 blank node is sent as a new IRI (urn:uuid:…)');
    // Nothing is sent before the person says so.
    expect(await importedParts(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('Added 5 triples: the world now holds 5 triples', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(facts).getByText('5 triples')).toBeInTheDocument();
    // The button keeps the focus it had (locked, not disabled), so a keyboard user is not sent to the page's start.
    expect(screen.getByRole('button', { name: 'Import' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveAttribute('aria-disabled', 'true');

    const [part, ...others] = await importedParts(requests);
    expect(others).toEqual([]);
    expect(part?.contentType).toBe('application/json');
    const ring = part?.quads.find(({ predicate }) => predicate === 'http://example.org/ring')?.object ?? '';
    expect(ring).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(part?.quads).toEqual(
      expect.arrayContaining([
        { subject: 'http://example.org/saturn', predicate: 'http://example.org/name', object: 'Saturn' },
        { subject: 'http://example.org/saturn', predicate: 'http://example.org/moons', object: '146' },
        {
          subject: 'http://example.org/saturn',
          predicate: 'http://example.org/note',
          object: 'a "ringed" giant, زحل 🪐',
        },
        { subject: ring, predicate: 'http://example.org/name', object: 'Cassini Division' },
      ]),
    );
    // The double keeps what the server keeps: the tag and the datatype are gone.
    expect(held().map(({ object }) => object)).toEqual(expect.arrayContaining(['Saturn', '146']));
  });

  it('adds as a set: the same file again adds nothing, and the page says why', async () => {
    const plain = '<http://example.org/a> <http://example.org/b> "one" .\n';
    const { user } = renderApp(dataPath());
    await user.upload(await screen.findByLabelText('RDF file'), new File([plain], 'one.nt'));
    expect(await plainTextNotice()).toHaveTextContent('no value of this file carries one, so nothing is lost');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText(/^Added 1 triple: the world now holds 1 triple$/);
    await user.upload(screen.getByLabelText('RDF file'), new File([plain], 'again.nt'));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Added 0 triples: the world now holds 1 triple')).toBeInTheDocument();
    expect(screen.getByText(/1 triple of them were in the world already/)).toBeInTheDocument();
  });

  it('sends a large file in parts with progress, and says which were added when one fails', async () => {
    let parts = 0;
    let releaseSecond: () => void = () => undefined;
    const secondHeld = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    server.use(
      http.post(`${DATAPLANE}/worlds/:worldId/import`, async () => {
        parts += 1;
        if (parts !== 2) return undefined;
        await secondHeld;
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'D1 is overloaded' } }, { status: 500 });
      }),
    );
    const { user } = renderApp(dataPath());
    await user.upload(await screen.findByLabelText('RDF file'), new File([manyTriples(5_000)], 'big.nt'));
    expect(await screen.findByText('5,000 triples', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const progress = await screen.findByRole('progressbar', { name: /part 2 of 3/ });
    expect(progress).toHaveAttribute('value', '1');
    // Said in a live region, so each part is announced as it goes.
    expect(statusSaying('Sending part 2 of 3…')).not.toBeNull();
    act(() => releaseSecond());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Part 2 of 3 was not added');
    expect(alert).toHaveTextContent('Part 1 of 3 was added (2,000 triples).');
    expect(alert).toHaveTextContent('D1 is overloaded');
    expect(alert).toHaveTextContent('Part 3 was not sent.');
    expect(screen.queryByText(/^Added/)).not.toBeInTheDocument();
    expect(parts).toBe(2);
    expect(held()).toHaveLength(2_000);
  });
});
