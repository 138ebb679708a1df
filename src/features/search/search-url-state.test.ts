import { EXPANSION_LIMIT } from '../../components/graph/expansion-limit';
import {
  FILTER_LIMIT,
  parseFilterUrl,
  parseHiddenUrl,
  parseMinScore,
  parseNavigationState,
  parseViewUrl,
  parseSearchUrl,
  readPageSize,
  rememberPageSize,
  searchRequestOf,
  searchUrlParams,
} from './search-url-state';

const parse = (query: string, fallback?: number) => parseSearchUrl(new URLSearchParams(query), fallback);

describe('parseSearchUrl()', () => {
  it('reads q, limit and offset', () => {
    expect(parse('q=moon&limit=25&offset=50')).toEqual({ q: 'moon', limit: 25, offset: 50 });
  });

  it('defaults to no query, 10 per page, from the start', () => {
    expect(parse('')).toEqual({ q: '', limit: 10, offset: 0 });
  });

  it.each([
    ['limit=banana', { limit: 10, offset: 0 }],
    ['limit=0', { limit: 10, offset: 0 }],
    ['limit=101', { limit: 10, offset: 0 }],
    ['limit=2.5', { limit: 10, offset: 0 }],
    ['limit=', { limit: 10, offset: 0 }],
    ['offset=-10', { limit: 10, offset: 0 }],
    ['offset=ten', { limit: 10, offset: 0 }],
    ['offset=1.5', { limit: 10, offset: 0 }],
    ['offset=Infinity', { limit: 10, offset: 0 }],
    ['offset=99999999999999999999', { limit: 10, offset: 0 }],
  ])('falls back to the default for %s', (query, expected) => {
    expect(parse(`q=moon&${query}`)).toEqual({ q: 'moon', ...expected });
  });

  it('keeps a bad value from spoiling the good ones', () => {
    expect(parse('q=moon&limit=banana&offset=20')).toEqual({ q: 'moon', limit: 10, offset: 20 });
  });

  it('accepts any limit the server takes, from a copied link', () => {
    expect(parse('q=moon&limit=37').limit).toBe(37);
  });

  it('uses the remembered page size when the URL has none or a bad one', () => {
    expect(parse('q=moon', 50).limit).toBe(50);
    expect(parse('q=moon&limit=banana', 50).limit).toBe(50);
    expect(parse('q=moon&limit=25', 50).limit).toBe(25);
  });

  it('trims the query', () => {
    expect(parse('q=%20%20moon%20').q).toBe('moon');
    expect(parse('q=%20%20').q).toBe('');
  });
});

describe('searchUrlParams()', () => {
  it('writes every part of a search', () => {
    expect(searchUrlParams({ q: ' moon & sun ', limit: 25, offset: 50 }).toString()).toBe(
      'q=moon+%26+sun&limit=25&offset=50',
    );
  });

  it('writes nothing for an empty query', () => {
    expect(searchUrlParams({ q: '  ', limit: 25, offset: 50 }).toString()).toBe('');
  });

  it('round-trips through parseSearchUrl()', () => {
    const state = { q: 'Moon of "Mars"', limit: 100, offset: 300 };
    expect(parseSearchUrl(searchUrlParams(state))).toEqual(state);
  });
});

describe('filters in the URL', () => {
  const LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
  const PLANET = 'http://example.org/Planet';
  const filters = (query: string) => parseFilterUrl(new URLSearchParams(query));

  it('reads repeated predicate, type and subject parameters', () => {
    expect(filters(`predicate=${encodeURIComponent(LABEL)}&type=${PLANET}&subject=urn:x:1&subject=urn:x:2`)).toEqual({
      predicates: [LABEL],
      types: [PLANET],
      subjects: ['urn:x:1', 'urn:x:2'],
    });
  });

  it('drops what is no IRI, repeats and those past the limit, and never throws', () => {
    const many = Array.from({ length: FILTER_LIMIT + 2 }, (_, index) => `type=urn:t:${index}`).join('&');
    const parsed = filters(
      `predicate=label&predicate=&predicate=%20${LABEL}%20&predicate=${LABEL}&predicate=a%20b:c&${many}`,
    );
    expect(parsed.predicates).toEqual([LABEL]);
    expect(parsed.types).toHaveLength(FILTER_LIMIT);
    expect(filters('subject=%E0%A4%A').subjects).toEqual([]);
  });

  it('writes the filters after the page, keeps them without a query, and round-trips', () => {
    const state = {
      q: 'moon',
      limit: 10,
      offset: 0,
      filters: { predicates: [LABEL], types: [PLANET], subjects: [] },
    };
    const params = searchUrlParams(state);
    expect(params.toString()).toBe(
      `q=moon&limit=10&offset=0&predicate=${encodeURIComponent(LABEL)}&type=${encodeURIComponent(PLANET)}`,
    );
    expect(parseFilterUrl(params)).toEqual(state.filters);
    expect(searchUrlParams({ ...state, q: '' }).toString()).toBe(
      `limit=10&offset=0&predicate=${encodeURIComponent(LABEL)}&type=${encodeURIComponent(PLANET)}`,
    );
  });
});

describe('hidden predicates and a minimum score in the URL', () => {
  const label = 'http://www.w3.org/2000/01/rdf-schema#label';

  it('reads a minimum score from 0 to 1, and nothing for anything else', () => {
    expect(parse('q=moon&min-score=0.5')).toEqual({ q: 'moon', limit: 10, offset: 0, minScore: 0.5 });
    expect(parse('q=moon&min-score=0')).toMatchObject({ minScore: 0 });
    for (const bad of ['', ' ', 'banana', '-0.1', '1.5', 'NaN', 'Infinity']) {
      expect(parseMinScore(bad)).toBeUndefined();
    }
    expect(parseMinScore(null)).toBeUndefined();
    expect(parseMinScore('1')).toBe(1);
  });

  it('reads hidden predicates like filters: IRIs only, once each', () => {
    const params = new URLSearchParams([
      ['hide-predicate', label],
      ['hide-predicate', label],
      ['hide-predicate', 'not an IRI'],
    ]);
    expect(parseHiddenUrl(params)).toEqual([label]);
  });

  it('writes both, keeps them without a query, and round-trips', () => {
    const params = searchUrlParams({ q: 'moon', limit: 10, offset: 0, hidden: [label], minScore: 0.25 });
    expect(params.toString()).toBe(
      `q=moon&limit=10&offset=0&hide-predicate=${encodeURIComponent(label)}&min-score=0.25`,
    );
    expect(parseHiddenUrl(params)).toEqual([label]);
    expect(parse(params.toString())).toMatchObject({ minScore: 0.25 });
    expect(searchUrlParams({ q: '', limit: 10, offset: 0, hidden: [label] }).get('hide-predicate')).toBe(label);
  });

  it('asks for them only when they are given, so that a plain search keeps its key', () => {
    expect(searchRequestOf('w', { q: 'moon', limit: 10, offset: 0, hidden: [] })).toEqual({
      worldId: 'w',
      q: 'moon',
      limit: 10,
      offset: 0,
    });
    expect(searchRequestOf('w', { q: 'moon', limit: 10, offset: 0, hidden: [label], minScore: 0 })).toMatchObject({
      excludePredicates: [label],
      minScore: 0,
    });
  });
});

describe('parseViewUrl()', () => {
  const view = (query: string) => parseViewUrl(new URLSearchParams(query));

  it('reads the graph view and its expansions', () => {
    expect(view('q=moon&view=graph&expand=http%3A%2F%2Fx%2Fa&expand=http%3A%2F%2Fx%2Fb')).toEqual({
      view: 'graph',
      expand: ['http://x/a', 'http://x/b'],
    });
  });

  it('shows the table for a missing or unknown view', () => {
    expect(view('q=moon').view).toBe('table');
    expect(view('q=moon&view=pie').view).toBe('table');
  });

  it('drops empty and repeated expansions, and those past the limit', () => {
    const many = Array.from({ length: EXPANSION_LIMIT + 3 }, (_, index) => `expand=x${index}`).join('&');
    expect(view(`expand=a&expand=a&expand=%20&${many}`).expand).toEqual([
      'a',
      ...Array.from({ length: EXPANSION_LIMIT - 1 }, (_, index) => `x${index}`),
    ]);
  });

  it('round-trips through searchUrlParams(), which leaves the default table out', () => {
    const params = searchUrlParams({ q: 'moon', limit: 10, offset: 0, view: 'graph', expand: ['http://x/a'] });
    expect(params.toString()).toBe('q=moon&limit=10&offset=0&view=graph&expand=http%3A%2F%2Fx%2Fa');
    expect(parseViewUrl(params)).toEqual({ view: 'graph', expand: ['http://x/a'] });
    expect(searchUrlParams({ q: 'moon', limit: 10, offset: 0, view: 'table' }).toString()).toBe(
      'q=moon&limit=10&offset=0',
    );
  });
});

describe('parseNavigationState()', () => {
  it('reads whether the entry came from typing, and ignores anything else', () => {
    expect(parseNavigationState({ trail: ['moon'], typing: true })).toEqual({ typing: true });
    expect(parseNavigationState(null)).toEqual({ typing: false });
    expect(parseNavigationState({ typing: 'yes' })).toEqual({ typing: false });
  });
});

describe('page size preference', () => {
  it('remembers a page size from the list and ignores anything else', () => {
    expect(readPageSize()).toBe(10);
    rememberPageSize(50);
    expect(readPageSize()).toBe(50);
    localStorage.setItem('worlds-dashboard:search-page-size', '7');
    expect(readPageSize()).toBe(10);
  });
});
