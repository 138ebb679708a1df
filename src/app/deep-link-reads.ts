import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { getConnection } from '../api/connection';
import { capabilitiesQuery, ignoreFailure, worldQueries } from '../api/worlds';
import { worldIdFromPath } from '../lib/world-paths';

/**
 * The reads a deep link's page opens with, started as soon as the URL is known, as a route's loader would: they no
 * longer wait for the page's code, its first render and its effects (each a step of the chain before the page's
 * content paints). They go through the pages' own queries, so a page meets the same read, never a second one, and a
 * failure is the page's to show (ignoreFailure says why).
 */
export function startDeepLinkReads(
  queryClient: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
) {
  const worldId = worldIdFromPath(pathname);
  if (worldId === '') return;
  const connection = getConnection();
  // The world's frame reads the world on every page of it, and what the server can do (which decides what the Data
  // page and others draw): known by their first render, not found out after it.
  queryClient.query(worldQueries.detail(connection, worldId)).catch(ignoreFailure);
  queryClient.query(capabilitiesQuery(connection)).catch(ignoreFailure);
  // A thing's page reads its description at the first limits (thing-page.tsx), keyed by the IRI as the page trims it.
  const iri = (new URLSearchParams(search).get('iri') ?? '').trim();
  if (matchPath('/worlds/:worldId/thing', pathname) && iri !== '') {
    queryClient.query(worldQueries.openingDescription(connection, worldId, iri)).catch(ignoreFailure);
  }
}
