import {
  asSent,
  changedFields,
  changedOnlyOnServer,
  conflictingFields,
  rebase,
  restoreOnto,
  unknownBaseline,
} from './world-changes';

const noSettings = { embeddingModel: '', chunkSize: '', topK: '', minScore: '' };
const loaded = { name: 'Solar System', description: 'The Sun and its planets.', ...noSettings };
const withSettings = { ...loaded, embeddingModel: 'tfjs-use', chunkSize: '1000', topK: '20', minScore: '0' };

describe('changedFields()', () => {
  it('is empty when nothing changed, also for spaces around the name', () => {
    expect(changedFields({ ...loaded, name: '  Solar System ' }, loaded)).toEqual({});
  });

  it('does not count spaces around a stored name as a change', () => {
    expect(changedFields({ ...loaded, name: ' Foo ' }, { ...loaded, name: ' Foo ' })).toEqual({});
  });

  it('holds only the changed fields, the name trimmed', () => {
    expect(changedFields({ ...loaded, name: ' Sol ' }, loaded)).toEqual({ name: 'Sol' });
    expect(changedFields({ ...loaded, description: '' }, loaded)).toEqual({ description: '' });
  });

  it('sends only what was filled in when the world could not be read', () => {
    expect(changedFields({ ...unknownBaseline, description: 'New' }, unknownBaseline)).toEqual({ description: 'New' });
    expect(changedFields({ ...unknownBaseline, name: 'Named' }, unknownBaseline)).toEqual({ name: 'Named' });
    expect(changedFields({ ...unknownBaseline, topK: '7' }, unknownBaseline)).toEqual({ topK: 7 });
  });

  it('sends the search settings that changed, numbers as numbers and compared as numbers', () => {
    expect(
      changedFields({ ...withSettings, topK: '20.0', minScore: '0.00', chunkSize: ' 1000 ' }, withSettings),
    ).toEqual({});
    expect(changedFields({ ...withSettings, topK: '15', minScore: '.1' }, withSettings)).toEqual({
      topK: 15,
      minScore: 0.1,
    });
    expect(changedFields({ ...withSettings, embeddingModel: ' openai/x ' }, withSettings)).toEqual({
      embeddingModel: 'openai/x',
    });
  });

  it('counts a known setting emptied, or text that is no number, as a change (the form refuses it)', () => {
    expect(changedFields({ ...withSettings, topK: '' }, withSettings)).toEqual({ topK: NaN });
    expect(changedFields({ ...withSettings, chunkSize: 'many' }, withSettings)).toEqual({ chunkSize: NaN });
  });
});

describe('asSent()', () => {
  it('gives what the form loaded as a save sends it, leaving out settings it does not know', () => {
    expect(asSent(withSettings)).toEqual({
      name: 'Solar System',
      description: 'The Sun and its planets.',
      embeddingModel: 'tfjs-use',
      chunkSize: 1000,
      topK: 20,
      minScore: 0,
    });
    expect(asSent(loaded)).toEqual({ name: 'Solar System', description: 'The Sun and its planets.' });
  });
});

describe('conflictingFields()', () => {
  const server = { id: 'solar-system', name: 'Their name', description: loaded.description, updatedAt: 2 };

  it('reports a changed field that the server changed meanwhile', () => {
    expect(conflictingFields({ name: 'My name' }, loaded, server)).toEqual([
      { field: 'name', loaded: 'Solar System', server: 'Their name', mine: 'My name' },
    ]);
  });

  it('ignores fields the person did not change, and the same edit made twice', () => {
    expect(conflictingFields({ description: 'Mine' }, loaded, server)).toEqual([]);
    expect(conflictingFields({ name: 'Their name' }, loaded, server)).toEqual([]);
  });

  it('compares search settings too', () => {
    const theirs = {
      ...server,
      name: loaded.name,
      searchSettings: { embeddingModel: 'tfjs-use', chunkSize: 1000, topK: 5, minScore: 0 },
    };
    expect(conflictingFields({ topK: 8 }, withSettings, theirs)).toEqual([
      { field: 'topK', loaded: '20', server: '5', mine: '8' },
    ]);
    expect(conflictingFields({ minScore: 0.5 }, withSettings, theirs)).toEqual([]);
  });
});

describe('rebase()', () => {
  it("keeps the person's edits and takes the server's value for untouched fields", () => {
    const values = { ...loaded, name: 'My name' };
    const server = { ...loaded, name: 'Their name', description: 'Their description' };
    expect(rebase(values, loaded, server)).toEqual({ ...loaded, name: 'My name', description: 'Their description' });
  });
});

describe('restoreOnto()', () => {
  it("keeps the draft's edits on their old baseline and takes the server's other fields", () => {
    const draft = { baseline: loaded, values: { ...loaded, name: 'Draft name' } };
    const now = { ...loaded, description: 'Changed by someone else' };
    expect(restoreOnto(draft, now)).toEqual({
      values: { ...loaded, name: 'Draft name', description: 'Changed by someone else' },
      baseline: { ...loaded, name: 'Solar System', description: 'Changed by someone else' },
    });
  });

  it('keeps the old baseline of an edited field, so a later save notices a change made meanwhile', () => {
    const draft = { baseline: loaded, values: { ...loaded, description: 'Mine' } };
    const now = { ...loaded, description: 'Theirs' };
    const restored = restoreOnto(draft, now);
    expect(restored.baseline.description).toBe(loaded.description);
    expect(changedFields(restored.values, restored.baseline)).toEqual({ description: 'Mine' });
  });
});

describe('changedOnlyOnServer()', () => {
  it('lists the fields changed on the server that the person left alone, with their new values', () => {
    const server = { ...loaded, name: 'Their name', description: 'Their description' };
    expect(changedOnlyOnServer({ ...loaded, name: 'My name' }, loaded, server)).toEqual([
      { field: 'description', server: 'Their description' },
    ]);
    expect(changedOnlyOnServer(loaded, loaded, loaded)).toEqual([]);
  });
});
