import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { connectionId, type Connection } from '../../api/connection';
import { worldsApi } from '../../api/dialect';
import { curlCommand, shownRequest } from '../../api/shown-request';
import type { SparqlAnswer, SparqlOperation } from '../../api/sparql';
import { GraphBoundary } from '../../components/graph/graph-boundary';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { downloadCsv, downloadText } from '../../lib/download-file';
import { SelectTable } from './select-table';
import { useRowsReadingState } from './use-rows-reading';

/*
 * What a query or update came to, by its form: a SELECT's table, an ASK's Yes or No, CONSTRUCT's triples, an
 * update's "done"; with the downloads and the request as curl.
 */

// The graph picture loads when a CONSTRUCT's triples are first drawn, in the chunk search and thing share.
const TriplesGraph = lazy(async () => ({ default: (await import('./triples-graph')).TriplesGraph }));

interface SparqlAnswerViewProps {
  answer: SparqlAnswer;
  connection: Connection;
  worldId: string;
  worldName: string;
  operation: { query: string };
  onOpen: (iri: string) => void;
}

export function SparqlAnswerView({ answer, connection, worldId, worldName, operation, onOpen }: SparqlAnswerViewProps) {
  const [view, setView] = useState<'table' | 'graph'>('table');
  return (
    <section aria-labelledby="sparql-results-title" className="flex flex-col gap-3">
      <h2 id="sparql-results-title" className="text-lg font-semibold">
        {answer.form === 'updated' ? 'Update' : 'Results'}
      </h2>
      <Tools answer={answer} connection={connection} worldId={worldId} query={operation.query} />
      {answer.form === 'select' ? <SelectTable vars={answer.vars} table={answer.table} onOpen={onOpen} /> : null}
      {answer.form === 'ask' ? (
        <p className="text-3xl font-semibold" aria-live="polite">
          {answer.boolean ? 'Yes' : 'No'}
        </p>
      ) : null}
      {answer.form === 'triples' ? (
        <div role="group" aria-label="Show the triples as" className="flex gap-2">
          <Button aria-pressed={view === 'table'} onClick={() => setView('table')}>
            Table
          </Button>
          <Button aria-pressed={view === 'graph'} onClick={() => setView('graph')}>
            Graph
          </Button>
        </div>
      ) : null}
      {answer.form === 'triples' && view === 'graph' ? (
        <GraphBoundary onShowTable={() => setView('table')}>
          <TriplesGraph worldId={worldId} worldName={worldName} query={operation.query} triples={answer.triples} />
        </GraphBoundary>
      ) : null}
      {answer.form === 'triples' && view === 'table' ? (
        <SelectTable vars={['subject', 'predicate', 'object']} table={answer.table} onOpen={onOpen} />
      ) : null}
      {answer.form === 'updated' ? (
        <Alert tone="success" title="The update was run">
          The server answered that it was done
          {answer.raw === null ? ' (an empty reply, as it answers every update).' : '.'}
        </Alert>
      ) : null}
    </section>
  );
}

function Tools({
  answer,
  connection,
  worldId,
  query,
}: {
  answer: SparqlAnswer;
  connection: Connection;
  worldId: string;
  query: string;
}) {
  const [message, setMessage] = useState('');
  const kind = answer.form === 'updated' ? 'update' : 'query';
  const curl = useQuery({
    queryKey: ['sparql-curl', connectionId(connection), worldId, query, kind],
    queryFn: async () => {
      const describe = (await worldsApi(connection)).describe.sparqlOperation;
      return describe
        ? curlCommand(shownRequest(describe(worldId, { text: query, kind } satisfies SparqlOperation), connection))
        : '';
    },
    staleTime: Infinity,
  });
  const stem = `sparql-${worldId.replace(/[^\w-]+/g, '-')}`;
  const table = answer.form === 'select' || answer.form === 'triples' ? answer.table : undefined;
  // A file of part of the answer would pass for the whole: the downloads wait until the rows are all read, and a
  // reading that failed never gives them (its rows are let go).
  const reading = useRowsReadingState(table);
  const partial = reading !== undefined && reading.state !== 'whole';
  // The worker writes a table's files from its rows: the page never holds them all.
  const download = (write: () => Promise<void>) =>
    void write().catch((error: unknown) =>
      setMessage(`The file could not be written: ${error instanceof Error ? error.message : String(error)}`),
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {table ? (
        <>
          <Button
            disabled={partial}
            onClick={() => download(async () => downloadCsv(`${stem}.csv`, await table.file('csv')))}
          >
            Download CSV
          </Button>
          <Button
            disabled={partial}
            onClick={() =>
              download(async () => downloadText(`${stem}.tsv`, await table.file('tsv'), 'text/tab-separated-values'))
            }
          >
            Download TSV
          </Button>
        </>
      ) : null}
      {answer.form === 'select' ? (
        <Button
          disabled={partial}
          onClick={() =>
            download(async () => downloadText(`${stem}.json`, await answer.table.file('json'), 'application/json'))
          }
        >
          Download JSON
        </Button>
      ) : null}
      {answer.form === 'ask' || answer.form === 'triples' ? (
        <Button onClick={() => downloadText(`${stem}.json`, JSON.stringify(answer.raw, null, 2), 'application/json')}>
          Download JSON
        </Button>
      ) : null}
      {curl.data ? (
        <Button
          onClick={() => {
            void navigator.clipboard.writeText(curl.data).then(
              () => setMessage('Copied the curl command. Set WORLDS_API_KEY before running it.'),
              () => setMessage('The browser did not allow copying. The command is below.'),
            );
          }}
        >
          Copy as curl
        </Button>
      ) : null}
      <span role="status" className="text-sm">
        {message}
      </span>
    </div>
  );
}
