import type { ConnectionId } from '../connection';

/*
 * The page tokens a server that pages by token (rpc) gave for each search, so that Previous, Back and a revisited
 * page cost one request each and a copied link can walk to its page. Kept in memory only (a token is the server's
 * and means nothing after a reload), and bounded: a person who searches all day must not grow it without end.
 */

/** Searches remembered; the one least recently used is forgotten first. */
export const PAGE_TOKEN_SEARCHES_MAX = 20;
/**
 * Tokens remembered for one search: pages 1 to 100. The RPC server ranks at most 100 candidates, so no search of
 * its has more pages, even at one row a page.
 */
export const PAGE_TOKENS_PER_SEARCH_MAX = 100;

interface Search {
  connection: ConnectionId;
  /** tokens[k] fetches page k; page 0 needs none. */
  tokens: (string | undefined)[];
}

export function createPageTokenMemory({
  searchesMax = PAGE_TOKEN_SEARCHES_MAX,
  tokensPerSearchMax = PAGE_TOKENS_PER_SEARCH_MAX,
} = {}) {
  // A Map keeps insertion order: re-inserting a search on use keeps the least recently used first.
  const searches = new Map<string, Search>();
  // The connection is part of the key too, so that no other connection's token is ever read for a search.
  const keyOf = (connection: ConnectionId, search: string) => JSON.stringify([connection, search]);

  return {
    /** The token of a page of a search, when one is remembered. */
    token(connection: ConnectionId, search: string, page: number): string | undefined {
      return searches.get(keyOf(connection, search))?.tokens[page];
    },

    /** Remembers the token of a page (undefined: the search has no such page). */
    remember(connection: ConnectionId, search: string, page: number, token: string | undefined) {
      if (page < 1 || page > tokensPerSearchMax) return;
      const key = keyOf(connection, search);
      const entry = searches.get(key) ?? { connection, tokens: [] };
      entry.tokens[page] = token;
      searches.delete(key);
      searches.set(key, entry);
      for (const oldest of searches.keys()) {
        if (searches.size <= searchesMax) break;
        searches.delete(oldest);
      }
    },

    /** Forgets every search but those of `connection` (the one now in use). */
    forgetAllBut(connection: ConnectionId) {
      for (const [key, entry] of searches) if (entry.connection !== connection) searches.delete(key);
    },

    /** How many tokens are remembered, in all. */
    get size() {
      let count = 0;
      for (const { tokens } of searches.values()) count += tokens.filter((token) => token !== undefined).length;
      return count;
    },
  };
}
