import { useQuery } from '@tanstack/react-query';
import { useConnection } from '../../api/connection';
import { worldFactsQuery } from '../../api/manage-worlds';
import type { WorldState } from '../../api/schemas';
import { capabilitiesQuery, worldQueries } from '../../api/worlds';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Skeleton } from '../../components/ui/skeleton';
import { dateTimeText } from '../../lib/date-time-text';
import { wholeNumberText } from '../../lib/whole-number-text';

export const triplesText = (count: number) => `${wholeNumberText(count)} ${count === 1 ? 'triple' : 'triples'}`;

const STATES: Record<WorldState, string> = {
  active: 'Active',
  suspended: 'Suspended: the server answers no search in it until it is resumed',
  deleted: 'Deleted',
};

/** The world's facts: its triples by SPARQL COUNT, its times and its state, where the server gives them. */
export function FactsSection({ worldId }: { worldId: string }) {
  const connection = useConnection();
  const facts = useQuery(worldFactsQuery(connection, worldId));
  // The state is the world's as every page has it (the frame reads it), so a suspension shows here at once.
  const readsWorlds = useQuery(capabilitiesQuery(connection)).data?.readWorld === true;
  const state = useQuery({ ...worldQueries.detail(connection, worldId), enabled: readsWorlds }).data?.state;
  return (
    <section aria-labelledby="facts-heading" aria-busy={facts.isPending} className="flex flex-col gap-2">
      <h2 id="facts-heading" className="text-lg font-semibold">
        Facts
      </h2>
      {facts.isPending ? (
        <>
          <p role="status" className="sr-only">
            Counting the triples…
          </p>
          {/* As tall as the three rows every server gives (text-sm lines and their gaps), so nothing below moves. */}
          <Skeleton className="h-17 w-full max-w-sm" />
        </>
      ) : facts.isError ? (
        <ApiErrorAlert error={facts.error} title="The facts could not be read" onRetry={() => void facts.refetch()} />
      ) : (
        <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Triples</dt>
          <dd>
            {facts.data.triples !== undefined
              ? triplesText(facts.data.triples)
              : facts.data.triplesError
                ? `Not counted: ${facts.data.triplesError}`
                : 'Not known: this server does not answer SPARQL, which counts them.'}
          </dd>
          <dt className="font-medium">Created</dt>
          <dd>{facts.data.createdAt !== undefined ? dateTimeText(facts.data.createdAt) : 'Not given by the server'}</dd>
          <dt className="font-medium">Updated</dt>
          <dd>{facts.data.updatedAt !== undefined ? dateTimeText(facts.data.updatedAt) : 'Not given by the server'}</dd>
          {state ? (
            <>
              <dt className="font-medium">State</dt>
              <dd>{STATES[state]}</dd>
            </>
          ) : null}
        </dl>
      )}
    </section>
  );
}
