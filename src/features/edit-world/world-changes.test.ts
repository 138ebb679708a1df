import {
  changedFields,
  changedOnlyOnServer,
  conflictingFields,
  rebase,
  restoreOnto,
  unknownBaseline,
} from './world-changes';

const loaded = { name: 'Solar System', description: 'The Sun and its planets.' };

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
    expect(changedFields({ name: '', description: 'New' }, unknownBaseline)).toEqual({ description: 'New' });
    expect(changedFields({ name: 'Named', description: '' }, unknownBaseline)).toEqual({ name: 'Named' });
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
});

describe('rebase()', () => {
  it("keeps the person's edits and takes the server's value for untouched fields", () => {
    const values = { name: 'My name', description: loaded.description };
    const server = { name: 'Their name', description: 'Their description' };
    expect(rebase(values, loaded, server)).toEqual({ name: 'My name', description: 'Their description' });
  });
});

describe('restoreOnto()', () => {
  it("keeps the draft's edits on their old baseline and takes the server's other fields", () => {
    const draft = { baseline: loaded, values: { ...loaded, name: 'Draft name' } };
    const now = { name: 'Solar System', description: 'Changed by someone else' };
    expect(restoreOnto(draft, now)).toEqual({
      values: { name: 'Draft name', description: 'Changed by someone else' },
      baseline: { name: 'Solar System', description: 'Changed by someone else' },
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
    const server = { name: 'Their name', description: 'Their description' };
    expect(changedOnlyOnServer({ ...loaded, name: 'My name' }, loaded, server)).toEqual([
      { field: 'description', server: 'Their description' },
    ]);
    expect(changedOnlyOnServer(loaded, loaded, loaded)).toEqual([]);
  });
});
