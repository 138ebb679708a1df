import { createPageTokenMemory, PAGE_TOKEN_SEARCHES_MAX, PAGE_TOKENS_PER_SEARCH_MAX } from './page-tokens';

describe('the memory of page tokens', () => {
  it('keeps a bounded number of searches, forgetting the least recently used first', () => {
    const memory = createPageTokenMemory({ searchesMax: 2 });
    memory.remember('server', 'moon', 1, 'moon-1');
    memory.remember('server', 'sun', 1, 'sun-1');
    // Using "moon" again makes "sun" the oldest.
    memory.remember('server', 'moon', 2, 'moon-2');
    memory.remember('server', 'mars', 1, 'mars-1');
    expect(memory.token('server', 'sun', 1)).toBeUndefined();
    expect(memory.token('server', 'moon', 1)).toBe('moon-1');
    expect(memory.token('server', 'moon', 2)).toBe('moon-2');
    expect(memory.token('server', 'mars', 1)).toBe('mars-1');
  });

  it('keeps a bounded number of tokens, however many searches and pages go by', () => {
    const memory = createPageTokenMemory();
    for (let search = 0; search < 3 * PAGE_TOKEN_SEARCHES_MAX; search += 1) {
      for (let page = 1; page <= 2 * PAGE_TOKENS_PER_SEARCH_MAX; page += 1) {
        memory.remember('server', `query ${search}`, page, `t${search}-${page}`);
      }
    }
    expect(memory.size).toBe(PAGE_TOKEN_SEARCHES_MAX * PAGE_TOKENS_PER_SEARCH_MAX);
    expect(memory.token('server', 'query 0', 1)).toBeUndefined();
    const last = `query ${3 * PAGE_TOKEN_SEARCHES_MAX - 1}`;
    expect(memory.token('server', last, PAGE_TOKENS_PER_SEARCH_MAX)).toBeDefined();
    expect(memory.token('server', last, PAGE_TOKENS_PER_SEARCH_MAX + 1)).toBeUndefined();
  });

  it('never gives one connection’s token for another’s search, and forgets the others on a switch', () => {
    const memory = createPageTokenMemory();
    memory.remember('server key:1', 'moon', 1, 'theirs');
    memory.remember('server key:2', 'moon', 1, 'mine');
    expect(memory.token('server key:1', 'moon', 1)).toBe('theirs');
    expect(memory.token('server key:2', 'moon', 1)).toBe('mine');
    expect(memory.token('other', 'moon', 1)).toBeUndefined();
    memory.forgetAllBut('server key:2');
    expect(memory.token('server key:1', 'moon', 1)).toBeUndefined();
    expect(memory.token('server key:2', 'moon', 1)).toBe('mine');
  });
});
