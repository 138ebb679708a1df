import { useLocation } from 'react-router';

/*
 * A world's pages are /worlds/{worldId}/…, with the ID as one encoded path
 * segment, whatever it holds: a ULID, "namespace/id", spaces, "%", any script.
 */

/** Where a world opens: its overview. */
export const worldOverviewPath = (worldId: string) => `/worlds/${encodeURIComponent(worldId)}/overview`;
export const worldEditPath = (worldId: string) => `/worlds/${encodeURIComponent(worldId)}/edit`;
export const worldSearchPath = (worldId: string) => `/worlds/${encodeURIComponent(worldId)}/search`;
export const worldSparqlPath = (worldId: string) => `/worlds/${encodeURIComponent(worldId)}/sparql`;

/**
 * A thing's own view: the IRI in the query string, where any character is safe once encoded (a path segment would
 * meet the router's decoding of "%2F"), so the breadcrumb, Back and a copied link keep it exactly.
 */
export function thingPath(worldId: string, iri: string, view?: 'graph'): string {
  const params = new URLSearchParams({ iri });
  if (view) params.set('view', view);
  return `/worlds/${encodeURIComponent(worldId)}/thing?${params.toString()}`;
}

/**
 * The world ID in a path, decoded exactly once. React Router's params cannot be used: it decodes the segment
 * and then turns every "%2F" in the result into "/" as well, so an ID that contains a literal "%2F" would
 * open another world.
 */
export function worldIdFromPath(pathname: string): string {
  const segment = /^\/worlds\/([^/]+)/.exec(pathname)?.[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding (typed by hand): the segment is the ID as it stands.
    return segment;
  }
}

export const useWorldId = () => worldIdFromPath(useLocation().pathname);

export const worldDataPath = (worldId: string) => `/worlds/${encodeURIComponent(worldId)}/data`;
