import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { connectionId, useConnection } from '../../api/connection';
import { probeSparql } from '../../api/sparql-probe';
import { worldTitle } from '../../api/schemas';
import { capabilitiesQuery, worldQueries } from '../../api/worlds';
import { isApiError } from '../../api/request';
import { ApiErrorAlert, errorDetail } from '../../components/api-error-alert';
import { ChunkFailureAlert } from '../../components/chunk-failure-alert';
import { useOpenThing } from '../../components/open-thing';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { isChunkLoadFailure } from '../../lib/chunk-load';
import { useWorldId } from '../../lib/world-paths';
import { sparqlCompletion } from './completion';
import { examplesFor } from './examples';
import type { CheckedQuery } from './query-check';
import { QueryHistory } from './query-history-list';
import { addToHistory, readHistory } from './query-history';
import { isCancellation, runQuery, updateMayHaveRun, vocabularyQuery } from './run-sparql';
import { SparqlAnswerView } from './sparql-answer';
import { useRowsReadingState, type RowsReadingState } from './use-rows-reading';
import { SparqlEditor, type SparqlEditorHandle } from './sparql-editor';
import { useElapsed } from './use-elapsed';
import { useQueryText } from './use-query-text';

/*
 * A world's SPARQL page: an editor, Run (Ctrl/Cmd+Enter) and Cancel, the query checked in the browser before it is
 * sent, the answer shown by its form, updates confirmed first, the query in the URL, a history and examples.
 */

const FIRST_QUERY = 'SELECT ?s ?p ?o WHERE {\n  ?s ?p ?o .\n}\nLIMIT 10';

export function SparqlPage() {
  const worldId = useWorldId();
  const connection = useConnection();
  const sparql = useQuery({
    queryKey: ['sparql-answered', connectionId(connection), worldId],
    queryFn: () => probeSparql(connection, worldId),
    staleTime: Infinity,
  });
  if (sparql.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <section aria-busy="true" className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">Query</h2>
          <EditorHelp />
          <Skeleton className="h-40 w-full" />
        </section>
      </div>
    );
  }
  if (sparql.isError) return <ApiErrorAlert error={sparql.error} onRetry={() => void sparql.refetch()} />;
  if (!sparql.data) {
    return (
      <Alert tone="info" title="This server does not answer SPARQL">
        The server this dashboard is connected to has no SPARQL endpoint for its worlds, so queries cannot be run here.
        The Search tab finds triples by their text.
      </Alert>
    );
  }
  return <SparqlWorkbench key={worldId} worldId={worldId} />;
}

/**
 * How the editor is used by keyboard, before the editor, where the page's first paint puts it too: a deep link paints
 * the heading and this help from index.html's `sparql-page` template before the scripts arrive (keep the two alike),
 * and the page keeps them in place while it finds out whether the server answers SPARQL.
 */
function EditorHelp({ id }: { id?: string }) {
  return (
    <p id={id} className="text-sm text-slate-600 dark:text-slate-400">
      Ctrl+Enter (⌘+Enter on a Mac) runs the query. Tab indents; to leave the editor by keyboard, press Escape, then Tab
      (or Shift+Tab); if the completion list is open, Escape closes it first, so press Escape twice. Ctrl+Space offers
      prefixes and this world&apos;s predicates and classes.
    </p>
  );
}

function SparqlWorkbench({ worldId }: { worldId: string }) {
  const connection = useConnection();
  const scope = connectionId(connection);
  const openThing = useOpenThing(worldId);
  const world = useQuery({ ...worldQueries.detail(connection, worldId), enabled: false }).data;
  const worldName = world ? worldTitle(world) : worldId;
  const { text: urlText, keep } = useQueryText(FIRST_QUERY, `${scope}:${worldId}`);
  const [text, setText] = useState(urlText);
  // Back or Forward brings another query into the URL: it replaces the text being edited.
  const [shownUrlText, setShownUrlText] = useState(urlText);
  if (urlText !== shownUrlText) {
    setShownUrlText(urlText);
    setText(urlText);
  }
  const [mistake, setMistake] = useState<Extract<CheckedQuery, { ok: false }>>();
  const [pendingUpdate, setPendingUpdate] = useState<{ text: string; operations: string[] }>();
  // The parser that checks a query before it is sent did not load (most often: the dashboard was deployed again).
  const [checkerFailure, setCheckerFailure] = useState<{ error: unknown }>();
  const [history, setHistory] = useState(() => readHistory(scope, worldId));
  const controller = useRef<AbortController>(undefined);
  const editor = useRef<SparqlEditorHandle>(null);
  const helpId = useId();
  const errorId = useId();

  const vocabulary = useQuery(vocabularyQuery(connection, worldId));
  const queryClient = useQueryClient();
  const complete = useMemo(
    () => sparqlCompletion(() => queryClient.getQueryData(vocabularyQuery(connection, worldId).queryKey)),
    [queryClient, connection, worldId],
  );
  const examples = examplesFor(vocabulary.data?.predicates);

  const run = useMutation({
    mutationFn: ({ query, checked }: { query: string; checked: Extract<CheckedQuery, { ok: true }> }) => {
      controller.current?.abort();
      const aborter = new AbortController();
      controller.current = aborter;
      return runQuery(connection, queryClient, worldId, { text: query, kind: checked.kind }, aborter.signal);
    },
  });
  const elapsed = useElapsed(run.isPending);

  const send = (query: string, checked: Extract<CheckedQuery, { ok: true }>) => {
    setHistory(addToHistory(scope, worldId, query));
    run.mutate({ query, checked });
  };

  /**
   * A run that ends before anything is sent (refused by the check, or its parser not loaded) takes the previous
   * answer off the page with its timing and its curl command: an old table under a new failure reads as the
   * answer to the query now in the editor.
   */
  const refuse = (why: { mistake: Extract<CheckedQuery, { ok: false }> } | { checkerFailure: unknown }) => {
    run.reset();
    setMistake('mistake' in why ? why.mistake : undefined);
    setCheckerFailure('checkerFailure' in why ? { error: why.checkerFailure } : undefined);
  };

  const onRun = async (query = text) => {
    if (run.isPending) return;
    keep(query, { replace: false });
    // The parser (sparqljs, about a fifth of the page's code) loads with the first run, not with the page.
    let checked: CheckedQuery;
    try {
      checked = (await import('./query-check')).checkQuery(query);
    } catch (error) {
      refuse({ checkerFailure: error });
      return;
    }
    if (!checked.ok) {
      refuse({ mistake: checked });
      return;
    }
    setMistake(undefined);
    setCheckerFailure(undefined);
    if (checked.kind === 'update') {
      setPendingUpdate({ text: query, operations: checked.operations });
      return;
    }
    send(query, checked);
  };

  // A SELECT is answered at its first rows: the rest are still read, and Cancel stops that too.
  const answer = run.data?.answer;
  const tableReading = useRowsReadingState(answer?.form === 'select' ? answer.table : undefined);
  const reading = tableReading?.state === 'reading';
  const busy = run.isPending || reading;
  useEffect(() => () => controller.current?.abort(), []);

  const failure = run.isError ? run.error : undefined;
  const ranUpdate = run.variables?.checked.kind === 'update';
  const cancelled = failure !== undefined && !ranUpdate && isCancellation(failure);
  // An update that was sent and then cancelled or timed out may have changed the world all the same.
  const mayHaveRun = failure !== undefined && ranUpdate && updateMayHaveRun(failure);
  const notLoaded =
    checkerFailure ?? (failure !== undefined && isChunkLoadFailure(failure) ? { error: failure } : undefined);

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby={`${helpId}-title`} className="flex flex-col gap-2">
        <h2 id={`${helpId}-title`} className="text-lg font-semibold">
          Query
        </h2>
        <EditorHelp id={helpId} />
        <SparqlEditor
          ref={editor}
          value={text}
          onChange={(next) => {
            setText(next);
            if (mistake) setMistake(undefined);
          }}
          onRun={() => void onRun()}
          // Leaving the editor puts its text in the URL (in place), so a reload keeps a query not yet run.
          onBlur={() => keep(text, { replace: true })}
          complete={complete}
          describedBy={mistake ? `${helpId} ${errorId}` : helpId}
          invalid={mistake !== undefined}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="primary" onClick={() => void onRun()} aria-disabled={run.isPending}>
            Run
          </Button>
          {busy ? <Button onClick={() => controller.current?.abort()}>Cancel</Button> : null}
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {run.isPending
              ? 'Running…'
              : run.isSuccess
                ? answeredIn(run.data, tableReading)
                : cancelled
                  ? 'Cancelled: the query was stopped before the server answered.'
                  : ''}
          </p>
          {/* The time taken so far, beside the status rather than in it: announced ten times a second, it would drown
              everything else a screen reader has to say. */}
          {run.isPending ? (
            <p className="text-sm text-slate-700 tabular-nums dark:text-slate-300">Elapsed: {formatSeconds(elapsed)}</p>
          ) : null}
        </div>
      </section>

      {mistake ? (
        <div id={errorId}>
          <Alert
            tone="error"
            title={`The query has a mistake at line ${mistake.line}, column ${mistake.column}`}
            actions={
              <Button onClick={() => editor.current?.focusAt(mistake.line, mistake.column)}>Show in the editor</Button>
            }
          >
            {mistake.message} It was not sent.
          </Alert>
        </div>
      ) : null}

      <ConfirmDialog
        open={pendingUpdate !== undefined}
        title={`Run this update on ${worldName}?`}
        confirmLabel="Run update"
        cancelLabel="Cancel"
        onCancel={() => setPendingUpdate(undefined)}
        onConfirm={() => {
          if (!pendingUpdate) return;
          setPendingUpdate(undefined);
          send(pendingUpdate.text, { ok: true, kind: 'update', operations: pendingUpdate.operations });
        }}
      >
        <p>
          This update ({pendingUpdate?.operations.join(', ')}) changes the data of the world{' '}
          <strong>{worldName}</strong> (<code className="wrap-anywhere">{worldId}</code>). Nothing has been sent yet.
        </p>
        <pre className="mt-3 max-h-60 overflow-auto rounded-md bg-slate-100 p-2 font-mono text-xs whitespace-pre-wrap text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          {pendingUpdate?.text}
        </pre>
      </ConfirmDialog>

      {notLoaded ? (
        isChunkLoadFailure(notLoaded.error) ? (
          <ChunkFailureAlert>
            A part of this page could not be loaded, so nothing was sent: a newer version of the dashboard is on the
            server. Your query is kept in the address, so reloading the page keeps it.
          </ChunkFailureAlert>
        ) : (
          <ApiErrorAlert error={notLoaded.error} title="The query could not be checked, so it was not sent" />
        )
      ) : null}
      {mayHaveRun ? (
        <Alert
          tone="error"
          title={`The update may have run: ${isCancellation(failure) ? 'it was cancelled' : 'the server did not answer in time'} after it was sent`}
        >
          The server may have applied it before its answer was lost. What this page had read of the world is read again;
          run a query to see what the world holds now.
        </Alert>
      ) : null}
      {run.isError && !cancelled && !mayHaveRun && !notLoaded ? (
        <RunFailure
          error={run.error}
          form={run.variables.checked.kind === 'query' ? run.variables.checked.form : undefined}
          onShow={(line, column) => editor.current?.focusAt(line, column)}
        />
      ) : null}
      {run.isSuccess ? (
        <SparqlAnswerView
          answer={run.data.answer}
          connection={connection}
          worldId={worldId}
          worldName={worldName}
          operation={run.variables}
          onOpen={(iri) => openThing(iri)}
        />
      ) : null}

      <div className="grid gap-4 md:grid-cols-2 [&>*]:min-w-0">
        <section aria-labelledby={`${helpId}-examples`} className="flex flex-col gap-2">
          <h2 id={`${helpId}-examples`} className="text-lg font-semibold">
            Examples
          </h2>
          <ul className="flex flex-col gap-1">
            {examples.map((example) => (
              <li key={example.title}>
                <Button
                  variant="ghost"
                  onClick={() => {
                    setText(example.query);
                    keep(example.query, { replace: false });
                  }}
                >
                  {example.title}
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <QueryHistory
          entries={history}
          onPick={(query) => {
            setText(query);
            keep(query, { replace: false });
          }}
        />
      </div>
    </div>
  );
}

const formatSeconds = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/**
 * How long the answer took: a SELECT read as it comes is answered at its first rows, but "Answered" waits for its
 * last, and then says both when they differ.
 */
function answeredIn({ ms, started }: { ms: number; started: number }, reading: RowsReadingState | undefined): string {
  if (reading === undefined) return `Answered in ${formatSeconds(ms)}.`;
  if (reading.state !== 'whole') return `First rows in ${formatSeconds(ms)}.`;
  const whole = reading.at - started;
  const first = formatSeconds(ms);
  return formatSeconds(whole) === first || whole < ms
    ? `Answered in ${first}.`
    : `Answered in ${formatSeconds(whole)}, the first rows in ${first}.`;
}

/**
 * Where a server says its parser stopped ("Syntax error at line 1, column 7: …", the dataplane server's words): a
 * query that passes the check here may still fail the server's own parser.
 */
const PLACE_IN_MESSAGE = /\bline (\d+), column (\d+)\b/i;

/**
 * A failed run. A form the server does not run is said as such (capabilities.sparql.forms), whatever it answered;
 * a refusal that names a place in the query leads there.
 */
function RunFailure({
  error,
  form,
  onShow,
}: {
  error: Error;
  form: string | undefined;
  onShow: (line: number, column: number) => void;
}) {
  const connection = useConnection();
  const sparql = useQuery(capabilitiesQuery(connection)).data?.sparql;
  const unsupported = form !== undefined && sparql && !sparql.forms.some((runs) => runs === form);
  const place = isApiError(error) && error.kind === 'http' ? PLACE_IN_MESSAGE.exec(error.message) : null;
  if (place && !unsupported) {
    const [line, column] = [Number(place[1]), Number(place[2])];
    return (
      <Alert
        tone="error"
        title={`The server found a mistake at line ${line}, column ${column}`}
        actions={<Button onClick={() => onShow(line, column)}>Show in the editor</Button>}
      >
        {errorDetail(error)}
      </Alert>
    );
  }
  return (
    <ApiErrorAlert
      error={error}
      title={unsupported ? `This server does not support ${form} queries` : 'The query failed'}
    />
  );
}
