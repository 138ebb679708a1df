import { DRAFT_CHARS, DRAFT_LIMIT, draftKey, keepDraft, readDraft } from './query-drafts';

const SCOPE = 'server:https://worlds.example:solar-system';
const stored = () =>
  JSON.parse(localStorage.getItem(`worlds-dashboard:sparql-drafts:${SCOPE}`) ?? '[]') as { query: string }[];
const longQuery = (n: number, size = 3000) => `# draft ${n}\n${'SELECT * WHERE { ?s ?p ?o }\n'.repeat(size / 28)}`;

describe('query drafts', () => {
  it('keeps a draft under its short key, once however often it is kept', () => {
    const query = longQuery(1);
    const key = keepDraft(SCOPE, query);
    keepDraft(SCOPE, query);
    expect(key).toBe(draftKey(query));
    expect(readDraft(SCOPE, key)).toBe(query);
    expect(readDraft('another-world', key)).toBeNull();
    expect(stored()).toHaveLength(1);
  });

  it(`keeps at most ${DRAFT_LIMIT} drafts per world, dropping the oldest`, () => {
    const keys = Array.from({ length: DRAFT_LIMIT + 5 }, (_, n) => keepDraft(SCOPE, longQuery(n)));
    expect(readDraft(SCOPE, keys[0] ?? '')).toBeNull();
    expect(readDraft(SCOPE, keys[4] ?? '')).toBeNull();
    expect(readDraft(SCOPE, keys[5] ?? '')).toBe(longQuery(5));
    expect(readDraft(SCOPE, keys.at(-1) ?? '')).toBe(longQuery(DRAFT_LIMIT + 4));
  });

  it(`keeps at most ${DRAFT_CHARS.toLocaleString('en-US')} characters per world, but always the newest`, () => {
    const big = Math.floor(DRAFT_CHARS / 3);
    const keys = [1, 2, 3, 4].map((n) => keepDraft(SCOPE, longQuery(n, big)));
    expect(stored().reduce((sum, { query }) => sum + query.length, 0)).toBeLessThanOrEqual(DRAFT_CHARS);
    expect(readDraft(SCOPE, keys[0] ?? '')).toBeNull();
    expect(readDraft(SCOPE, keys[3] ?? '')).toBe(longQuery(4, big));
    const huge = longQuery(5, DRAFT_CHARS * 2);
    expect(readDraft(SCOPE, keepDraft(SCOPE, huge))).toBe(huge);
    expect(readDraft(SCOPE, keys[3] ?? '')).toBeNull();
  });

  it('reads a draft kept the old way (a key of its own) once more, and removes that key when it is kept again', () => {
    const query = longQuery(7);
    localStorage.setItem(`worlds-dashboard:sparql-draft:${draftKey(query)}`, query);
    expect(readDraft(SCOPE, draftKey(query))).toBe(query);
    keepDraft(SCOPE, query);
    expect(localStorage.getItem(`worlds-dashboard:sparql-draft:${draftKey(query)}`)).toBeNull();
  });
});
