import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { updateWorldRecord } from '../../mocks/db';
import { dataplaneWorldId, toDataplaneWorld } from '../../mocks/dialects/dataplane-world';
import { server } from '../../mocks/node';
import { recordRequests } from '../../test/record-requests';
import { DATAPLANE, onTheDataplaneDouble } from '../../test/dataplane-double';
import { renderApp } from '../../test/render-app';
import { saveButton } from './edit-world-test-kit';

/* The Search settings of the edit form, on the dataplane double (a world's settings as recorded/dataplane/04). */

const solar = () => dataplaneWorldId('solar-system') ?? '';

onTheDataplaneDouble();

/** The save bar's line; the page has other status lines (Reindex, Suspend). */
const saveStatus = () => within(screen.getByRole('form', { name: 'Edit world' })).getByRole('status');

async function openSettings() {
  const requests = recordRequests();
  const view = renderApp(`/worlds/${solar()}/edit`);
  const group = await screen.findByRole('group', { name: 'Search settings' });
  const field = (name: string) => within(group).getByRole('textbox', { name });
  return {
    ...view,
    requests,
    model: field('Embedding model'),
    chunkSize: field('Chunk size'),
    topK: field('Top K'),
    minScore: field('Minimum score'),
    patches: async () => (await requests.withMethod('PATCH')).map(({ body }) => body),
  };
}

describe('Search settings on the dataplane server', () => {
  it("starts from the world's own settings, and sends only those changed", async () => {
    const { user, model, chunkSize, topK, minScore, patches } = await openSettings();
    expect(model).toHaveValue('tfjs-universal-sentence-encoder');
    expect(chunkSize).toHaveValue('1000');
    expect(topK).toHaveValue('20');
    expect(minScore).toHaveValue('0');

    await user.clear(topK);
    await user.type(topK, '15');
    await user.clear(minScore);
    await user.type(minScore, '0.1');
    expect(saveStatus()).toHaveTextContent('Unsaved changes: Top K, Minimum score');
    await user.click(saveButton());
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(await patches()).toEqual([{ topK: 15, minScore: 0.1 }]);
    // What the server holds now is what the form starts from: no change is left to save.
    expect(topK).toHaveValue('15');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('says a value out of range at its field and sends nothing', async () => {
    const { user, topK, minScore, chunkSize, patches } = await openSettings();
    await user.clear(topK);
    await user.type(topK, '0');
    await user.clear(minScore);
    await user.type(minScore, '1.5');
    await user.clear(chunkSize);
    await user.type(chunkSize, '2.5');
    await user.click(saveButton());

    expect(topK).toHaveAccessibleDescription(/Top K must be a whole number greater than 0\./);
    expect(minScore).toHaveAccessibleDescription(/Minimum score must be a number from 0 to 1\./);
    expect(chunkSize).toHaveAccessibleDescription(/Chunk size must be a whole number greater than 0\./);
    expect(minScore).toBeInvalid();
    expect(minScore).toHaveValue('1.5');
    expect(await patches()).toEqual([]);
  });

  it("shows the server's refusal of a setting at its field, and keeps what was typed", async () => {
    // A server stricter than its document: it refuses a minimum score above 0.9 as its schema would (recorded/13).
    server.use(
      http.patch(`${DATAPLANE}/worlds/:worldId`, () =>
        HttpResponse.json(
          {
            success: false,
            error: {
              name: 'ZodError',
              message: JSON.stringify([
                { code: 'too_big', maximum: 0.9, path: ['minScore'], message: 'Too big: expected number to be <=0.9' },
              ]),
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, minScore } = await openSettings();
    await user.clear(minScore);
    await user.type(minScore, '0.95');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^⚠Your changes were not savedThe server refused the request’s minimum score: Too big: expected number to be <=0\.9\.Retry$/,
    );
    // Said once, not after a headline that says the same.
    expect(alert).not.toHaveTextContent('The server refused the request.');
    expect(minScore).toBeInvalid();
    expect(minScore).toHaveAccessibleDescription(/The server refused the request’s minimum score/);
    expect(minScore).toHaveValue('0.95');
    expect(screen.queryByText(/Saved at/)).not.toBeInTheDocument();
  });

  it('says "Saved" only for what the reply holds, and which setting it does not', async () => {
    // A server that answers with the world but keeps its top K as it was.
    server.use(
      http.patch(`${DATAPLANE}/worlds/:worldId`, async ({ request }) => {
        const { minScore } = (await request.json()) as { minScore?: number };
        const world = updateWorldRecord('solar-system', minScore === undefined ? {} : { dataplane: { minScore } });
        return world ? HttpResponse.json(toDataplaneWorld(world)) : HttpResponse.json({}, { status: 404 });
      }),
    );
    const { user, topK, minScore, patches } = await openSettings();
    await user.clear(topK);
    await user.type(topK, '15');
    await user.clear(minScore);
    await user.type(minScore, '0.25');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your top K was not saved');
    expect(alert).toHaveTextContent('the world in its reply shows the top K as “20”, not “15”');
    expect(alert).toHaveTextContent('It does show your minimum score as you sent it: that is saved.');
    expect(screen.queryByText(/Saved at/)).not.toBeInTheDocument();
    expect(await patches()).toEqual([{ topK: 15, minScore: 0.25 }]);
    // What was not saved stays, as an unsaved change; what was saved is the form's new starting point.
    expect(topK).toHaveValue('15');
    expect(saveStatus()).toHaveTextContent('Unsaved changes: Top K');
  });

  it('warns that a new embedding model re-indexes the world; Cancel sends nothing and keeps it', async () => {
    const { user, model, topK, patches } = await openSettings();
    await user.clear(model);
    await user.type(model, 'openai/text-embedding-3-small');
    await user.clear(topK);
    await user.type(topK, '10');
    await user.click(saveButton());

    const warning = await screen.findByRole('dialog', { name: 'Save a new embedding model?' });
    expect(warning).toHaveAccessibleDescription(
      /from “tfjs-universal-sentence-encoder” to “openai\/text-embedding-3-small”\. Saving it makes the server re-index all of this world’s data/,
    );
    expect(within(warning).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveButton()).toHaveFocus();
    expect(model).toHaveValue('openai/text-embedding-3-small');
    expect(saveStatus()).toHaveTextContent('Unsaved changes: Embedding model, Top K');
    expect(await patches()).toEqual([]);

    await user.click(saveButton());
    const again = await screen.findByRole('dialog', { name: 'Save a new embedding model?' });
    await user.click(within(again).getByRole('button', { name: 'Save and re-index' }));
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(await patches()).toEqual([{ embeddingModel: 'openai/text-embedding-3-small', topK: 10 }]);
  });

  it('asks nothing when the embedding model stays as it is', async () => {
    const { user, model, patches } = await openSettings();
    await user.type(model, ' ');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '!');
    await user.click(saveButton());
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await patches()).toEqual([{ displayName: 'Solar System!' }]);
  });

  it('keeps typed settings as a draft, offered back when the page is opened again', async () => {
    const first = await openSettings();
    await first.user.clear(first.topK);
    await first.user.type(first.topK, '7');
    first.unmount();

    const { user, topK } = await openSettings();
    expect(topK).toHaveValue('20');
    await user.click(screen.getByRole('button', { name: 'Restore unsaved changes' }));
    expect(topK).toHaveValue('7');
  });

  it("notices someone else's change of a setting before saving over it", async () => {
    const { user, topK, patches } = await openSettings();
    updateWorldRecord('solar-system', { dataplane: { topK: 5 } });
    await user.clear(topK);
    await user.type(topK, '12');
    await user.click(saveButton());

    const conflict = await screen.findByRole('alert');
    expect(conflict).toHaveTextContent('Someone else changed this world');
    expect(within(conflict).getByRole('term')).toHaveTextContent('Top K');
    expect(conflict).toHaveTextContent(/On the server now\s*5/);
    expect(conflict).toHaveTextContent(/Yours\s*12/);
    expect(await patches()).toEqual([]);
  });
});
