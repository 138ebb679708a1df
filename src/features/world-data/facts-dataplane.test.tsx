import { screen, within } from '@testing-library/react';
import { findWorldRecord, updateWorldRecord } from '../../mocks/db';
import { dataplaneWorldId } from '../../mocks/dialects/dataplane-world';
import { DATAPLANE, onTheDataplaneDouble } from '../../test/dataplane-double';
import { renderApp } from '../../test/render-app';

/* The Data page's Facts on the dataplane double: the count by SPARQL COUNT, the world's times and its state. */

const solar = () => dataplaneWorldId('solar-system') ?? '';

onTheDataplaneDouble();

/** The server's own count, asked as a person would ask it on the SPARQL page (recorded/dataplane/29). */
async function serversCount() {
  const reply = await fetch(`${DATAPLANE}/worlds/${solar()}/sparql`, {
    method: 'POST',
    headers: { Authorization: 'Bearer wzw_k', 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }' }),
  });
  const body = (await reply.json()) as { results: { bindings: { n: { value: string } }[] } };
  return Number(body.results.bindings[0]?.n.value);
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The value the Facts list gives for a term: the definition beside it. */
function fact(facts: HTMLElement, term: string) {
  const terms = within(facts)
    .getAllByRole('term')
    .map((element) => element.textContent);
  return within(facts).getAllByRole('definition')[terms.indexOf(term)];
}

describe('Facts on the dataplane server', () => {
  it('counts the triples as the server does, with the world’s times and state', async () => {
    const count = await serversCount();
    expect(count).toBeGreaterThan(100);
    renderApp(`/worlds/${solar()}/data`);
    const facts = await screen.findByRole('region', { name: 'Facts' });
    expect(await within(facts).findByText(`${count.toLocaleString('en')} triples`)).toBeInTheDocument();
    const world = findWorldRecord('solar-system');
    expect(fact(facts, 'Created')).toHaveTextContent(dateTime.format(world?.createdAt));
    expect(fact(facts, 'Updated')).toHaveTextContent(dateTime.format(world?.updatedAt));
    expect(fact(facts, 'State')).toHaveTextContent('Active');
  });

  it('says a suspended world is suspended, and why its triples are not counted', async () => {
    updateWorldRecord('solar-system', { dataplane: { suspended: true } });
    renderApp(`/worlds/${solar()}/data`);
    const facts = await screen.findByRole('region', { name: 'Facts' });
    expect(await within(facts).findByText(/^Not counted: This world is suspended/)).toBeInTheDocument();
    expect(fact(facts, 'State')).toHaveTextContent('Suspended: the server answers no search in it until it is resumed');
  });
});
