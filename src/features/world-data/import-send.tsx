import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConnection } from '../../api/connection';
import { importWorld, worldFactsQuery, type WorldFacts } from '../../api/manage-worlds';
import { isApiError } from '../../api/request';
import { ApiErrorAlert, errorDetail } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { triplesText } from './facts-section';
import { checkRdf, FILE_FORMATS, type CheckResult, type FileFormat } from './rdf-check';

/*
 * Replace the world's data, where the server's own import replaces what a world holds (rest): the file sent as one
 * body through that import, so only a file of up to 5 MB (the server reads it whole, and takes 15 s for about that
 * much). The file is checked whole first (rdf-check.ts), the world counted, and a dialog says how many triples are
 * lost before anything is sent; the world is counted again afterwards. Adding, in parts, is import-run.tsx's.
 */

type Ready = Extract<CheckResult, { ok: true }>;

interface Replaced {
  sent: number;
  before: number | undefined;
  after: WorldFacts;
}

/** No answer: what the server did with the request is not known. The proxy's own "could not reach" is an answer. */
export function unanswered(error: unknown): 'timeout' | 'network' | undefined {
  return isApiError(error) && (error.kind === 'timeout' || error.kind === 'network') ? error.kind : undefined;
}

export const NO_ANSWER = {
  timeout: 'The server did not answer in time',
  network: 'The connection failed before the server answered',
} as const;

export function ImportReplace({ worldId, file, format }: { worldId: string; file: File; format: FileFormat }) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{ ready: Ready; triples: number | undefined; error?: string }>();
  const [checking, setChecking] = useState<CheckResult | 'checking'>();
  const countNow = () => queryClient.query({ ...worldFactsQuery(connection, worldId), staleTime: 0 });

  const replace = useMutation({
    mutationFn: async (ready: Ready): Promise<Replaced> => {
      const before = (await countNow().catch(() => undefined))?.triples;
      await importWorld(connection, queryClient, { worldId, rdf: ready.body, format: ready.sendAs });
      const after = await countNow().catch((error: unknown): WorldFacts => ({ triplesError: errorDetail(error) }));
      return { sent: ready.triples, before, after };
    },
  });
  const recount = useMutation({ mutationFn: countNow });

  async function askToReplace() {
    setChecking('checking');
    const result = await checkRdf(await file.text(), format).catch((error: unknown): CheckResult => ({
      ok: false,
      line: undefined,
      reason: errorDetail(error),
    }));
    setChecking(result);
    if (!result.ok) return;
    try {
      const facts = await countNow();
      setAsking({
        ready: result,
        triples: facts.triples,
        ...(facts.triplesError ? { error: facts.triplesError } : {}),
      });
    } catch (error) {
      setAsking({ ready: result, triples: undefined, error: errorDetail(error) });
    }
  }

  const busy = checking === 'checking' || replace.isPending || (asking !== undefined && replace.isIdle);
  const locked = busy || replace.isSuccess;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          aria-disabled={locked || undefined}
          onClick={locked ? undefined : () => void askToReplace()}
          aria-describedby={undefined}
        >
          {checking === 'checking'
            ? 'Checking the file…'
            : replace.isPending
              ? 'Replacing…'
              : 'Replace the world’s data'}
        </Button>
      </div>
      {checking !== undefined && checking !== 'checking' && !checking.ok ? (
        <Alert tone="error" title={`${file.name} is not valid ${FILE_FORMATS[format]}`}>
          {checking.line !== undefined ? `The file is broken on line ${checking.line}: ` : ''}
          {checking.reason}. Nothing was sent: fix the file and choose it again.
        </Alert>
      ) : null}

      <ConfirmDialog
        open={asking !== undefined && replace.isIdle}
        title="Replace the world’s data?"
        confirmLabel="Replace the world’s data"
        cancelLabel="Keep the world’s data"
        onConfirm={() => {
          if (asking) replace.mutate(asking.ready);
        }}
        onCancel={() => setAsking(undefined)}
      >
        <p>
          <strong>
            {asking?.triples !== undefined
              ? `The world’s ${triplesText(asking.triples)} are removed`
              : `The world’s triples are removed (they could not be counted: ${asking?.error ?? 'no count'})`}
          </strong>
          , and {file.name}’s {triplesText(asking?.ready.triples ?? 0)} take their place. This server’s import replaces
          what a world holds; it cannot be undone here.
        </p>
        <p className="mt-2">To keep them, choose Keep the world’s data, then Add to the world.</p>
      </ConfirmDialog>

      <div role="status" className="text-sm">
        {replace.isSuccess ? <ReplacedAlert replaced={replace.data} fileName={file.name} /> : null}
      </div>
      {replace.isError ? (
        unanswered(replace.error) ? (
          <Alert
            tone="error"
            title={`${NO_ANSWER[unanswered(replace.error) ?? 'network']}: it is not known whether the data was imported`}
            actions={
              <Button
                aria-disabled={recount.isPending}
                onClick={recount.isPending ? undefined : () => recount.mutate()}
              >
                {recount.isPending ? 'Counting…' : 'Count the triples again'}
              </Button>
            }
          >
            {errorDetail(replace.error)} Count the world’s triples to see what it holds now.
            {recount.data?.triples !== undefined ? (
              <p className="mt-2 font-medium">
                Counted again: the world now holds {triplesText(recount.data.triples)}.
              </p>
            ) : null}
          </Alert>
        ) : (
          <ApiErrorAlert error={replace.error} title="The file was not imported" />
        )
      ) : null}
    </>
  );
}

function ReplacedAlert({ replaced, fileName }: { replaced: Replaced; fileName: string }) {
  const now = replaced.after.triples;
  if (now === undefined) {
    return (
      <Alert tone="info" title={`The server acknowledged ${fileName}`} live={false}>
        It was not counted afterwards, so what the world holds now is not known
        {replaced.after.triplesError ? `: ${replaced.after.triplesError}` : ''}. Its {triplesText(replaced.sent)} were
        sent in place of the world’s own.
      </Alert>
    );
  }
  return (
    <Alert tone="success" title={`Replaced: the world now holds ${triplesText(now)}`} live={false}>
      {replaced.before !== undefined
        ? `Its ${triplesText(replaced.before)} were removed, and `
        : 'Its triples were removed, and '}
      {fileName}’s {triplesText(replaced.sent)} loaded in their place.
      {now < replaced.sent ? ' The file repeats some triples, and a world holds each triple once.' : ''}
    </Alert>
  );
}
