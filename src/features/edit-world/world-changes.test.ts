import { changedFields, conflictingFields, rebase, unknownBaseline } from './world-changes';

const loaded = { name: 'Solar System', description: 'The Sun and its planets.' };

describe('changedFields()', () => {
  it('is empty when nothing changed, also for spaces around the name', () => {
    expect(changedFields({ ...loaded, name: '  Solar System ' }, loaded)).toEqual({});
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
