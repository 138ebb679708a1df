import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, type ComponentProps, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { getConnection } from '../api/connection';
import { ignoreFailure, worldQueries } from '../api/worlds';
import { thingPath } from '../lib/world-paths';

/*
 * Every way into a thing's view (a link in a list, a value of a search row or a SPARQL result, a picture's panel)
 * starts the view's first read at the click, beside the navigation, instead of once the view has loaded, rendered,
 * painted and run its effects: that wait was in series before the server's answer. The view's own query meets the
 * read already under way (worldQueries.openingDescription), so each click sends one request, never two. Nothing is
 * read on hover: a pointer crossing a list would send a read per row.
 */

/** Starts the read a thing's view opens with, under the connection the view will read (the saved one, read now). */
function startOpeningRead(queryClient: QueryClient, worldId: string, iri: string) {
  // Trimmed, as the view trims the IRI it reads from the address (thing-page.tsx): the same query, not a second.
  queryClient.query(worldQueries.openingDescription(getConnection(), worldId, iri.trim())).catch(ignoreFailure);
}

/** A click the router turns into a navigation in this tab: the main button, no key that opens a tab or a window. */
const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to a thing's view (or its picture): a plain click starts the view's read; a new tab's read is its own. */
export function ThingPathLink({
  worldId,
  iri,
  view,
  ...props
}: { worldId: string; iri: string; view?: 'graph' } & Omit<ComponentProps<typeof Link>, 'to' | 'onClick'>) {
  const queryClient = useQueryClient();
  return (
    <Link
      {...props}
      to={thingPath(worldId, iri, view)}
      onClick={(event) => {
        if (opensHere(event)) startOpeningRead(queryClient, worldId, iri);
      }}
    />
  );
}

/**
 * Opens a thing's view (or its picture) from a button, starting its read. A button's click always navigates here,
 * whatever key is held (it has no new tab to open), and only the main button clicks: so every click starts the read.
 */
export function useOpenThing(worldId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (iri: string, view?: 'graph') => {
      startOpeningRead(queryClient, worldId, iri);
      void navigate(thingPath(worldId, iri, view));
    },
    [queryClient, navigate, worldId],
  );
}
