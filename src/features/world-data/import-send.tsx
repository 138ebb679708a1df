import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addTriples, AddPartsError, type WrittenParts } from '../../api/add-triples';
import { useConnection } from '../../api/connection';
import { importWorld, worldFactsQuery, type WorldFacts } from '../../api/manage-worlds';
import { isApiError } from '../../api/request';
import { ApiErrorAlert, errorDetail } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { triplesText } from './facts-section';
import type { CheckResult } from './rdf-check';

/*
 * Sending a checked file, and saying exactly what came of it. Adding is one way on every server: the file's parts,
 * one request each, with progress (api/add-triples.ts). Where the server's import adds (rpc, dataplane, the offline
 * data) that is the one button, Import. Where it replaces (rest), Add to the world adds (as SPARQL INSERT DATA),
 * and Replace the world's data uses the server's own import, after a dialog that says how many triples are lost.
 * The world is counted before and after: what the page says was added is what the count shows, never what was
 * merely sent.
 */

type Ready = Extract<CheckResult, { ok: true }>;

interface SendProps {
  worldId: string;
  fileName: string;
  ready: Ready;
  /** How the server's own import treats what the world holds. */
  importMode: 'adds' | 'replaces';
  /** The file as the parts the server takes; undefined where they could not be written. */
  parts: Extract<WrittenParts, { ok: true }> | undefined;
}

type How = 'add' | 'replace';

interface Sent {
  how: How;
  /** The file's triples. */
  sent: number;
  /** The world's count before, and after; undefined where it could not be counted. */
  before: number | undefined;
  after: WorldFacts;
  parts: number;
}

type Phase = { step: 'counting' } | { step: 'sending'; done: number; parts: number } | { step: 'recounting' };

/**
 * No answer: a time-out, or a connection that failed (it may have dropped after the request reached the server).
 * What the server did with the request is not known. The proxy's own "could not reach the server" is an answer.
 */
function unanswered(error: unknown): 'timeout' | 'network' | undefined {
  const cause = error instanceof AddPartsError ? error.failure : error;
  return isApiError(cause) && (cause.kind === 'timeout' || cause.kind === 'network') ? cause.kind : undefined;
}

const NO_ANSWER = {
  timeout: 'The server did not answer in time',
  network: 'The connection failed before the server answered',
} as const;

export function ImportSend({ worldId, fileName, ready, importMode, parts }: SendProps) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>();
  const [asking, setAsking] = useState<{ triples: number | undefined; error?: string }>();
  const factsQuery = worldFactsQuery(connection, worldId);
  // A fresh count, never one read before: what it says is what the server holds now.
  const countNow = () => queryClient.query({ ...factsQuery, staleTime: 0 });

  const send = useMutation({
    mutationFn: async (how: How): Promise<Sent> => {
      setPhase({ step: 'counting' });
      const before = (await countNow().catch(() => undefined))?.triples;
      if (how === 'add') {
        if (!parts) throw new Error('The file’s triples could not be written as the server takes them.');
        setPhase({ step: 'sending', done: 0, parts: parts.parts.length });
        await addTriples(
          connection,
          queryClient,
          { worldId, parts: parts.parts },
          { onProgress: ({ done }) => setPhase({ step: 'sending', done, parts: parts.parts.length }) },
        );
      } else {
        setPhase({ step: 'sending', done: 0, parts: 1 });
        await importWorld(connection, queryClient, { worldId, rdf: ready.body, format: ready.sendAs });
      }
      setPhase({ step: 'recounting' });
      const after = await countNow().catch((error: unknown): WorldFacts => ({
        triplesError: error instanceof Error ? error.message : String(error),
      }));
      return { how, sent: ready.triples, before, after, parts: how === 'add' && parts ? parts.parts.length : 1 };
    },
    onSettled: () => setPhase(undefined),
  });
  const recount = useMutation({ mutationFn: countNow });

  async function askToReplace() {
    setAsking({ triples: undefined });
    try {
      const facts = await countNow();
      setAsking({ triples: facts.triples, ...(facts.triplesError ? { error: facts.triplesError } : {}) });
    } catch (error) {
      setAsking({ triples: undefined, error: error instanceof Error ? error.message : String(error) });
    }
  }

  const counting = asking !== undefined && asking.triples === undefined && asking.error === undefined;
  const busy = send.isPending || counting;
  const done = send.isSuccess;
  // aria-disabled, not disabled, while sending and after: a disabled button would drop the focus it holds.
  const unlessLocked = (act: () => void) =>
    busy || done ? { 'aria-disabled': true, onClick: undefined } : { onClick: act };

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {importMode === 'adds' ? (
          parts ? (
            <Button variant="primary" {...unlessLocked(() => send.mutate('add'))}>
              {send.isPending ? 'Importing…' : 'Import'}
            </Button>
          ) : null
        ) : (
          <>
            {parts ? (
              <Button variant="primary" {...unlessLocked(() => send.mutate('add'))}>
                {send.isPending && send.variables === 'add' ? 'Adding…' : 'Add to the world'}
              </Button>
            ) : null}
            <Button {...unlessLocked(() => void askToReplace())}>
              {counting ? 'Counting the world’s triples…' : 'Replace the world’s data'}
            </Button>
          </>
        )}
        {/* Present before anything is sent, so each part's progress is announced as it changes. */}
        <span role="status" className="flex flex-wrap items-center gap-3">
          {phase ? <PhaseProgress phase={phase} fileName={fileName} /> : null}
        </span>
      </div>

      <ConfirmDialog
        open={asking !== undefined && !counting}
        title="Replace the world’s data?"
        confirmLabel="Replace the world’s data"
        cancelLabel="Keep the world’s data"
        onConfirm={() => {
          setAsking(undefined);
          send.mutate('replace');
        }}
        onCancel={() => setAsking(undefined)}
      >
        <p>
          <strong>
            {asking?.triples !== undefined
              ? `The world’s ${triplesText(asking.triples)} are removed`
              : `The world’s triples are removed (they could not be counted: ${asking?.error ?? 'no count'})`}
          </strong>
          , and {fileName}’s {triplesText(ready.triples)} take their place. This server’s import replaces what a world
          holds; it cannot be undone here.
        </p>
        <p className="mt-2">To keep them, choose Keep the world’s data, then Add to the world.</p>
      </ConfirmDialog>

      <div role="status" className="text-sm">
        {send.isSuccess ? <SentAlert sent={send.data} fileName={fileName} parts={parts} /> : null}
      </div>
      {send.isError ? <SendFailure error={send.error} recount={recount} onRecount={() => recount.mutate()} /> : null}
    </>
  );
}

function PhaseProgress({ phase, fileName }: { phase: Phase; fileName: string }) {
  if (phase.step !== 'sending') {
    return (
      <>
        <progress aria-label={`Counting the world’s triples`} className="h-2 w-40" />
        <span className="text-sm text-slate-700 dark:text-slate-300">
          {phase.step === 'counting' ? 'Counting the world’s triples first…' : 'Counting the world’s triples again…'}
        </span>
      </>
    );
  }
  if (phase.parts === 1) {
    return (
      <>
        <progress aria-label={`Sending ${fileName}`} className="h-2 w-40" />
        <span className="text-sm text-slate-700 dark:text-slate-300">Sending {fileName} to the server…</span>
      </>
    );
  }
  const current = Math.min(phase.done + 1, phase.parts);
  return (
    <>
      <progress
        aria-label={`Adding ${fileName}: part ${current} of ${phase.parts}`}
        max={phase.parts}
        value={phase.done}
        // Chromium paints a styled <progress> green whatever the accent: its bar and value are styled here.
        className="h-2 w-40 appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 [&::-moz-progress-bar]:bg-indigo-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-indigo-600 dark:[&::-moz-progress-bar]:bg-indigo-400 dark:[&::-webkit-progress-bar]:bg-slate-700 dark:[&::-webkit-progress-value]:bg-indigo-400"
      />
      <span className="text-sm text-slate-700 dark:text-slate-300">
        Sending part {current} of {phase.parts}…
      </span>
    </>
  );
}

function SentAlert({
  sent,
  fileName,
  parts,
}: {
  sent: Sent;
  fileName: string;
  parts: Extract<WrittenParts, { ok: true }> | undefined;
}) {
  const now = sent.after.triples;
  const graphsNote =
    sent.how === 'add' && parts && parts.inNamedGraphs > 0
      ? ` The count is of the default graph: the file’s ${triplesText(parts.inNamedGraphs)} in named graphs ${parts.inNamedGraphs === 1 ? 'is' : 'are'} not in it.`
      : '';
  if (now === undefined) {
    return (
      <Alert tone="info" title={`The server acknowledged ${fileName}`} live={false}>
        It was not counted afterwards, so what the world holds now is not known
        {sent.after.triplesError ? `: ${sent.after.triplesError}` : ''}. Its {triplesText(sent.sent)} were
        {sent.how === 'replace' ? ' sent in place of the world’s own.' : ' sent.'}
      </Alert>
    );
  }
  if (sent.how === 'replace') {
    return (
      <Alert tone="success" title={`Replaced: the world now holds ${triplesText(now)}`} live={false}>
        {sent.before !== undefined
          ? `Its ${triplesText(sent.before)} were removed, and `
          : 'Its triples were removed, and '}
        {fileName}’s {triplesText(sent.sent)} loaded in their place.
        {now < sent.sent ? ' The file repeats some triples, and a world holds each triple once.' : ''}
        {graphsNote}
      </Alert>
    );
  }
  if (sent.before === undefined) {
    return (
      <Alert tone="info" title={`The world now holds ${triplesText(now)}`} live={false}>
        {fileName}’s {triplesText(sent.sent)} were acknowledged, but the world could not be counted before, so how many
        of them were new is not known.
      </Alert>
    );
  }
  const added = now - sent.before;
  // The count is of the default graph: triples added to named graphs are not in it, so they are not expected there.
  const counted = sent.sent - (parts?.inNamedGraphs ?? 0);
  return (
    <Alert tone="success" title={`Added ${triplesText(added)}: the world now holds ${triplesText(now)}`} live={false}>
      {fileName} held {triplesText(sent.sent)}
      {sent.parts > 1 ? `, sent in ${sent.parts} parts, each acknowledged` : ''}.
      {added < counted
        ? ` ${triplesText(counted - added)} of them were in the world already (or repeated in the file): a world holds each triple once, so they were not added twice.`
        : ''}
      {added > counted
        ? ' The count grew by more than the file held: the world was also changed by someone else meanwhile.'
        : ''}
      {graphsNote}
    </Alert>
  );
}

function SendFailure({
  error,
  recount,
  onRecount,
}: {
  error: Error;
  recount: { isPending: boolean; isError: boolean; error: Error | null; data: WorldFacts | undefined };
  onRecount: () => void;
}) {
  const noAnswer = unanswered(error);
  const partsFailed = error instanceof AddPartsError ? error : undefined;
  const counted = recount.data?.triples;
  const again = (
    <Button aria-disabled={recount.isPending} onClick={recount.isPending ? undefined : onRecount}>
      {recount.isPending ? 'Counting…' : 'Count the triples again'}
    </Button>
  );
  const recounted = recount.isPending ? null : counted !== undefined ? (
    <p className="mt-2 font-medium">Counted again: the world now holds {triplesText(counted)}.</p>
  ) : recount.isError || recount.data?.triplesError ? (
    <p className="mt-2">It could not be counted: {recount.error?.message ?? recount.data?.triplesError}</p>
  ) : null;

  if (!noAnswer && !partsFailed) {
    return <ApiErrorAlert error={error} title="The file was not imported" />;
  }
  const title = noAnswer
    ? `${NO_ANSWER[noAnswer]}: it is not known whether the data was imported`
    : `Part ${(partsFailed?.added ?? 0) + 1} of ${partsFailed?.parts ?? 1} was not added`;
  return (
    <Alert tone="error" title={title} actions={again}>
      {partsFailed ? <PartsSaid failed={partsFailed} noAnswer={noAnswer} /> : null}
      {!partsFailed ? `${errorDetail(error)} Count the world’s triples to see what it holds now.` : null}
      {recounted}
    </Alert>
  );
}

function PartsSaid({ failed, noAnswer }: { failed: AddPartsError; noAnswer: 'timeout' | 'network' | undefined }) {
  const { added, addedTriples, parts } = failed;
  const failedPart = added + 1;
  const notSent = parts - failedPart;
  const range = (from: number, to: number) => (from === to ? `Part ${from}` : `Parts ${from}–${to}`);
  return (
    <p>
      {added > 0
        ? `${range(1, added)} of ${parts} ${added === 1 ? 'was' : 'were'} added (${triplesText(addedTriples)}).`
        : 'No part was added.'}{' '}
      {noAnswer === 'timeout'
        ? `Part ${failedPart} was sent, but the server did not answer within 15 seconds: whether it was added is not known.`
        : noAnswer === 'network'
          ? `Part ${failedPart} was sent, but the connection failed before the server answered: whether it was added is not known.`
          : `Part ${failedPart} was not added: ${errorDetail(failed.failure)}`}{' '}
      {notSent > 0 ? `${range(failedPart + 1, parts)} ${notSent === 1 ? 'was' : 'were'} not sent.` : ''}
    </p>
  );
}
