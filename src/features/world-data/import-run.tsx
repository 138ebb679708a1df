import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import type { Capabilities } from '../../api/capabilities';
import { useConnection } from '../../api/connection';
import { worldFactsQuery, type WorldFacts } from '../../api/manage-worlds';
import { errorDetail } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { triplesText } from './facts-section';
import type { FileId, ImportUnderWay } from './import-resume';
import { ImportProof } from './import-proof';
import { NO_ANSWER, unanswered } from './import-send';
import { FILE_FORMATS, formatBySize, type FileFormat } from './rdf-check';
import { useImportRun, type Progress, type RunState } from './use-import-run';
import { dateTimeText } from '../../lib/date-time-text';
import { wholeNumberText } from '../../lib/whole-number-text';

/*
 * The import of a chosen file, in parts (use-import-run.ts), and all it says: a progress bar (bytes read, triples
 * sent, parts acknowledged, rate, time left), announced politely at each tenth; Cancel, which stops after the part in
 * flight; the offer to resume an import of this file that stopped part-way; a broken line, with the parts already
 * added and the offer to take them back; a failed part; and the proof (import-proof.tsx).
 */

interface ImportRunProps {
  worldId: string;
  file: File;
  id: FileId;
  format: FileFormat;
  underWay: ImportUnderWay | undefined;
  importMode: 'adds' | 'replaces';
  importTerms: Capabilities['importTerms'];
  /** Whether parts added can be taken back (the server runs SPARQL updates). */
  canTakeBack: boolean;
}

const range = (from: number, to: number) => (from === to ? `Part ${from}` : `Parts ${from}–${to}`);

/** "Parts 1–4 (8,000 triples) were added", or that none was. */
function partsAdded({ partsAcknowledged: parts, triplesAcknowledged: triples }: Progress): string {
  if (parts === 0) return 'No part was added.';
  return `${range(1, parts)} (${triplesText(triples)}) ${parts === 1 ? 'was' : 'were'} added.`;
}

export function ImportRun({
  worldId,
  file,
  id,
  format,
  underWay,
  importMode,
  importTerms,
  canTakeBack,
}: ImportRunProps) {
  const { state, start, resume, startAgain, cancel, takeBack } = useImportRun(worldId, { file, id, format });
  const connection = useConnection();
  const queryClient = useQueryClient();
  const recount = useMutation({
    mutationFn: () => queryClient.query({ ...worldFactsQuery(connection, worldId), staleTime: 0 }),
  });
  const label = importMode === 'adds' ? 'Import' : 'Add to the world';
  const resumeFrom = (progress: { partsAcknowledged: number }) => `Resume from part ${progress.partsAcknowledged + 1}`;
  const takeBackButton = (progress: Progress) =>
    canTakeBack && progress.partsAcknowledged > 0 ? (
      <Button onClick={keepingFocus(() => takeBack(progress))}>
        Remove the {triplesText(progress.triplesAcknowledged)} added
      </Button>
    ) : null;

  const running =
    state?.step === 'counting' ||
    state?.step === 'skipping' ||
    state?.step === 'sending' ||
    state?.step === 'recounting' ||
    state?.step === 'taking-back';
  // A button that goes away once pressed would drop the focus it holds: the first button, always there, takes it.
  const primary = useRef<HTMLButtonElement>(null);
  const keepingFocus = (act: () => void) => () => {
    act();
    primary.current?.focus();
  };
  const resumeOrTakeBack = (progress: Progress) => (
    <>
      <Button variant="primary" onClick={keepingFocus(resume)}>
        {resumeFrom(progress)}
      </Button>
      {takeBackButton(progress)}
    </>
  );
  const offerResume = state === undefined && underWay !== undefined;

  return (
    <>
      {offerResume ? (
        <Alert tone="info" title={`${file.name} was imported part-way`}>
          {range(1, underWay.partsAcknowledged)} ({triplesText(underWay.triplesAcknowledged)},{' '}
          {percentOf(underWay.bytesAcknowledged, file.size)} % of the file){' '}
          {underWay.partsAcknowledged === 1 ? 'was' : 'were'} acknowledged by this server, the last on{' '}
          {dateTimeText(underWay.updatedAt, 'medium')}. Resume sends the rest; Start again sends the whole file (a world
          holds each triple once, so nothing is added twice).
        </Alert>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={primary}
          variant="primary"
          {...(state === undefined
            ? { onClick: () => start(underWay) }
            : { 'aria-disabled': true, onClick: undefined })}
        >
          {running ? 'Importing…' : offerResume ? resumeFrom(underWay) : label}
        </Button>
        {offerResume ? <Button onClick={keepingFocus(startAgain)}>Start again</Button> : null}
        {state?.step === 'skipping' || state?.step === 'sending' ? (
          <Button aria-disabled={state.step === 'sending' && state.cancelling} onClick={keepingFocus(cancel)}>
            {state.step === 'sending' && state.cancelling ? 'Cancelling after this part…' : 'Cancel'}
          </Button>
        ) : null}
      </div>

      {/* Present before anything is sent, so that each step is announced as it changes. */}
      <div role="status" className="text-sm">
        {state ? <Announced state={state} /> : null}
      </div>
      {state ? <RunProgress state={state} fileName={file.name} /> : null}

      {state?.step === 'done' ? (
        <ImportProof proof={state.proof} fileName={file.name} importTerms={importTerms} />
      ) : null}
      {state?.step === 'cancelled' ? (
        <Alert
          tone="info"
          title={`Cancelled after part ${state.progress.partsAcknowledged}`}
          actions={resumeOrTakeBack(state.progress)}
        >
          {partsAdded(state.progress)} The rest of the file was not sent. What was acknowledged is remembered on this
          device: choosing the file again later also offers to continue from part {state.progress.partsAcknowledged + 1}
          .
        </Alert>
      ) : null}
      {state?.step === 'failed' ? (
        <FailedPart
          progress={state.progress}
          error={state.error}
          actions={resumeOrTakeBack(state.progress)}
          onRecount={() => recount.mutate()}
          recount={recount}
        />
      ) : null}
      {state?.step === 'broken' ? (
        <Alert
          tone="error"
          title={`${file.name} is not valid ${FILE_FORMATS[format]}`}
          actions={takeBackButton(state.progress)}
        >
          {state.line !== undefined ? `The file is broken on line ${wholeNumberText(state.line)}: ` : ''}
          {state.reason}.{' '}
          {state.progress.partsAcknowledged === 0
            ? 'Nothing was sent: fix the file and choose it again.'
            : `${partsAdded(state.progress)} Nothing after them was sent.${canTakeBack ? ' Removing them takes back every triple of those parts, also any the world held before.' : ''}`}
        </Alert>
      ) : null}
      {state?.step === 'unwritable' ? (
        <Alert tone="error" title={`${file.name} cannot be added safely`} actions={takeBackButton(state.progress)}>
          Triple {wholeNumberText(state.triple)} of the file, about {state.subject}, cannot be written:{' '}
          {state.reason.replace(/[.:]?\s*$/, '')}.{' '}
          {state.progress.partsAcknowledged === 0
            ? 'Nothing was sent.'
            : `${partsAdded(state.progress)} Nothing after them was sent.`}
        </Alert>
      ) : null}
      {state?.step === 'taken-back' ? (
        <Alert
          tone="success"
          title={
            state.after.triples === undefined
              ? `Removed ${triplesText(state.triples)}`
              : `Removed ${triplesText(state.triples)}: the world now holds ${triplesText(state.after.triples)}`
          }
        >
          {range(1, state.parts)} {state.parts === 1 ? 'was' : 'were'} taken back, each by a SPARQL DELETE DATA the
          server acknowledged.
        </Alert>
      ) : null}
      {state?.step === 'take-back-failed' ? (
        <Alert tone="error" title={`Removing part ${state.done + 1} failed`}>
          {state.done > 0
            ? `${range(1, state.done)} of ${state.parts} ${state.done === 1 ? 'was' : 'were'} removed. `
            : ''}
          {errorDetail(state.error)}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * A part that failed. With no answer (a time-out, a connection that failed), whether the server added it is not
 * known: the page says so, never "not added", and offers to count the world again.
 */
function FailedPart({
  progress,
  error,
  actions,
  recount,
  onRecount,
}: {
  progress: Progress;
  error: unknown;
  actions: ReactNode;
  recount: { isPending: boolean; data: WorldFacts | undefined; error: Error | null };
  onRecount: () => void;
}) {
  const failed = progress.partsAcknowledged + 1;
  const noAnswer = unanswered(error);
  const counted = recount.data?.triples;
  return (
    <Alert
      tone="error"
      title={
        noAnswer
          ? `${NO_ANSWER[noAnswer]}: it is not known whether part ${failed} was added`
          : `Part ${failed} was not added`
      }
      actions={
        <>
          {actions}
          {noAnswer ? (
            <Button aria-disabled={recount.isPending} onClick={recount.isPending ? undefined : onRecount}>
              {recount.isPending ? 'Counting…' : 'Count the triples again'}
            </Button>
          ) : null}
        </>
      }
    >
      <p>
        {partsAdded(progress)}{' '}
        {noAnswer === 'timeout'
          ? `Part ${failed} was sent three times, and the server did not answer within 15 seconds: whether it was added is not known.`
          : noAnswer === 'network'
            ? `Part ${failed} was sent three times, and each time the connection failed before the server answered: whether it was added is not known.`
            : `Part ${failed} was not added: ${errorDetail(error)}`}{' '}
        Nothing after it was sent. Resuming sends part {failed} again: a world holds each triple once, so nothing is
        added twice.
      </p>
      {counted !== undefined ? (
        <p className="mt-2 font-medium">Counted again: the world now holds {triplesText(counted)}.</p>
      ) : recount.error || recount.data?.triplesError ? (
        <p className="mt-2">It could not be counted: {recount.error?.message ?? recount.data?.triplesError}</p>
      ) : null}
    </Alert>
  );
}

const percentOf = (part: number, whole: number) => (whole === 0 ? 100 : Math.floor((part / whole) * 100));

function duration(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Rate and time left, from this run's acknowledged parts (a resumed run's skipped parts are not its work). */
function pace(progress: Progress): { rate: number; left: number } | undefined {
  const seconds = (progress.now - progress.startedAt) / 1000;
  const triples = progress.triplesAcknowledged - progress.triplesAtStart;
  const bytes = progress.bytesAcknowledged - progress.bytesAtStart;
  if (seconds <= 0 || triples <= 0 || bytes <= 0) return undefined;
  return { rate: triples / seconds, left: (progress.size - progress.bytesAcknowledged) / (bytes / seconds) };
}

/** What a screen reader hears: each step, and the progress at each tenth of the file, never each part. */
function Announced({ state }: { state: RunState }) {
  switch (state.step) {
    case 'counting':
      return <span className="sr-only">Counting the world’s triples first…</span>;
    case 'skipping':
      return <span className="sr-only">Reading past the parts acknowledged before…</span>;
    case 'sending':
      return (
        <span className="sr-only">
          Importing: {Math.floor(percentOf(state.progress.bytesAcknowledged, state.progress.size) / 10) * 10} % sent.
        </span>
      );
    case 'recounting':
      return <span className="sr-only">Every part was acknowledged. Counting the world’s triples again…</span>;
    case 'taking-back':
      return <span className="sr-only">Removing the parts added…</span>;
    default:
      return null;
  }
}

function RunProgress({ state, fileName }: { state: RunState; fileName: string }) {
  if (state.step === 'counting' || state.step === 'recounting') {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
        <progress aria-label="Counting the world’s triples" className="h-2 w-40" />
        {state.step === 'counting' ? 'Counting the world’s triples first…' : 'Counting the world’s triples again…'}
      </div>
    );
  }
  if (state.step === 'taking-back') {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
        <progress aria-label="Removing the parts added" max={state.parts} value={state.done} className={BAR} />
        Removing part {Math.min(state.done + 1, state.parts)} of {state.parts}…
      </div>
    );
  }
  if (state.step !== 'skipping' && state.step !== 'sending') return null;
  const { progress } = state;
  const read = state.step === 'skipping' ? state.bytesRead : progress.bytesAcknowledged;
  const speed = pace(progress);
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
      <progress aria-label={`Importing ${fileName}`} max={progress.size} value={read} className={`${BAR} w-full`} />
      <p>
        {state.step === 'skipping'
          ? `Reading past the ${wholeNumberText(state.parts)} parts acknowledged before: ${formatBySize(read)} of ${formatBySize(progress.size)}…`
          : `${formatBySize(read)} of ${formatBySize(progress.size)} (${percentOf(read, progress.size)} %) · ${triplesText(progress.triplesAcknowledged)} sent in ${wholeNumberText(progress.partsAcknowledged)} ${progress.partsAcknowledged === 1 ? 'part' : 'parts'}, each acknowledged · sending part ${wholeNumberText(progress.partsAcknowledged + 1)}…`}
      </p>
      {speed ? (
        <p>
          {wholeNumberText(Math.round(speed.rate))} triples/s · about {duration(speed.left)} left
        </p>
      ) : null}
    </div>
  );
}

// Chromium paints a styled <progress> green whatever the accent: its bar and value are styled here.
const BAR =
  'h-2 w-40 appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 [&::-moz-progress-bar]:bg-indigo-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-indigo-600 dark:[&::-moz-progress-bar]:bg-indigo-400 dark:[&::-webkit-progress-bar]:bg-slate-700 dark:[&::-webkit-progress-value]:bg-indigo-400';
