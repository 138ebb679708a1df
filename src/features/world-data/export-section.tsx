import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useConnection } from '../../api/connection';
import { exportWorld } from '../../api/manage-worlds';
import { RDF_MEDIA_TYPES, type RdfFormat } from '../../api/worlds-api';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Button } from '../../components/ui/button';
import { controlClasses } from '../../components/ui/field';
import { chooseFileSink, type FileSink } from '../../lib/file-sink';
import { triplesText } from './facts-section';
import { formatBySize } from './rdf-check';

const FORMATS: { value: RdfFormat; label: string; extension: string }[] = [
  { value: 'turtle', label: 'Turtle', extension: 'ttl' },
  { value: 'n-triples', label: 'N-Triples', extension: 'nt' },
  { value: 'n-quads', label: 'N-Quads', extension: 'nq' },
];

/** The file an export is saved as: the world and the date, e.g. `samples-solar-system-2026-11-25.ttl`. */
export function exportFileName(worldId: string, format: RdfFormat, date = new Date()): string {
  const world = worldId.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'world';
  const day = date.toISOString().slice(0, 10);
  const extension = FORMATS.find(({ value }) => value === format)?.extension ?? 'rdf';
  return `${world}-${day}.${extension}`;
}

/** How far an export got: bytes always; triples where every part counted them (not Turtle read from a server). */
interface Progress {
  bytes: number;
  triples: number | undefined;
}

type Exported = { cancelled: boolean; sink: FileSink; progress: Progress };

/** The progress shown, at most this often: a polite live region that changed with every part would never finish. */
const PROGRESS_EVERY_MS = 500;

const amountText = ({ bytes, triples }: Progress) =>
  triples === undefined ? formatBySize(bytes) : `${triplesText(triples)}, ${formatBySize(bytes)}`;

/** Triples are counted as they arrive, bytes once they are written: the two can differ by the part being written. */
function progressText(sink: FileSink, { bytes, triples }: Progress) {
  if (sink.kind === 'download') return bytes === 0 ? 'Reading…' : `Read ${amountText({ bytes, triples })}…`;
  const written = `${formatBySize(bytes)} written to ${sink.name}…`;
  return triples === undefined ? written : `Read ${triplesText(triples)}; ${written}`;
}

function doneText({ cancelled, sink, progress }: Exported) {
  if (cancelled) return `Export cancelled after reading ${amountText(progress)}: nothing was saved.`;
  // A download is only handed to the browser: it is not known here whether, or where, it was saved.
  if (sink.kind === 'download') return `Download started: ${sink.name} (${amountText(progress)}).`;
  return `Saved ${sink.name} (${amountText(progress)}).`;
}

/*
 * The export is read part by part (WorldsApi.exportWorld) and written as it comes: to the file the person picks where
 * the browser can (memory then holds one part, whatever the world's size), otherwise to a download assembled from
 * the parts. Progress is counted on screen and announced politely. Cancel, a failed part or leaving the page aborts
 * the file: nothing half-written is kept or called saved, and "Saved" comes only once the browser has written it.
 */
export function ExportSection({ worldId }: { worldId: string }) {
  const connection = useConnection();
  const formatId = useId();
  const [format, setFormat] = useState<RdfFormat>('turtle');
  const [shown, setShown] = useState<{ sink: FileSink; progress: Progress }>();
  const running = useRef<AbortController>(undefined);
  const exportButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => () => running.current?.abort(), []);
  const run = useMutation({
    mutationFn: async ({ chosen, sink }: { chosen: RdfFormat; sink: FileSink }): Promise<Exported> => {
      const controller = new AbortController();
      running.current = controller;
      const progress: Progress = { bytes: 0, triples: 0 };
      // At most every PROGRESS_EVERY_MS, and always the latest once the wait is over.
      let timer: ReturnType<typeof setTimeout> | undefined;
      let lastShown = -Infinity;
      const show = () => {
        if (timer !== undefined) return;
        const wait = Math.max(0, lastShown + PROGRESS_EVERY_MS - performance.now());
        timer = setTimeout(() => {
          timer = undefined;
          lastShown = performance.now();
          setShown({ sink, progress: { ...progress } });
        }, wait);
      };
      setShown({ sink, progress: { ...progress } });
      try {
        for await (const part of exportWorld(connection, worldId, chosen, controller.signal)) {
          progress.triples =
            progress.triples === undefined || part.triples === undefined ? undefined : progress.triples + part.triples;
          show();
          await sink.write(part.bytes);
          controller.signal.throwIfAborted();
          progress.bytes += part.bytes.byteLength;
          show();
        }
        await sink.close();
        return { cancelled: false, sink, progress };
      } catch (error) {
        await sink.abort().catch(() => undefined);
        if (controller.signal.aborted) return { cancelled: true, sink, progress };
        setShown({ sink, progress: { ...progress } });
        throw error;
      } finally {
        clearTimeout(timer);
        if (running.current === controller) running.current = undefined;
      }
    },
    // Cancel goes away once the export ends: the focus it held goes back to Export, not to the page's start.
    onSettled: () => {
      if (document.activeElement === cancelButton.current) exportButton.current?.focus();
    },
  });
  const start = async () => {
    const chosen = format;
    const { label, extension } = FORMATS.find(({ value }) => value === chosen) ?? { label: '', extension: 'rdf' };
    // Asked for within the click: the browser shows its file picker only then.
    const sink = await chooseFileSink(exportFileName(worldId, chosen), {
      description: label,
      mediaType: RDF_MEDIA_TYPES[chosen],
      extension: `.${extension}`,
    });
    if (sink) run.mutate({ chosen, sink });
  };
  return (
    <section aria-labelledby="export-heading" className="flex flex-col gap-3">
      <h2 id="export-heading" className="text-lg font-semibold">
        Export
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Saves the whole world as one file, written as it is read.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={formatId} className="text-sm font-medium">
            Format
          </label>
          <select
            id={formatId}
            value={format}
            onChange={(event) => setFormat(event.target.value as RdfFormat)}
            className={`min-h-9 ${controlClasses}`}
          >
            {FORMATS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {/* aria-disabled, not disabled, while it runs: a disabled button would drop the focus it holds. */}
        <Button
          ref={exportButton}
          variant="primary"
          aria-disabled={run.isPending}
          onClick={run.isPending ? undefined : () => void start()}
        >
          {run.isPending ? 'Exporting…' : 'Export'}
        </Button>
        {run.isPending ? (
          <Button ref={cancelButton} onClick={() => running.current?.abort()}>
            Cancel
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {run.isPending && shown ? progressText(shown.sink, shown.progress) : ''}
        {run.isSuccess ? doneText(run.data) : ''}
      </p>
      {run.isError ? (
        <>
          <ApiErrorAlert error={run.error} title="The world could not be exported: nothing was saved" />
          {shown && shown.progress.bytes > 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              It stopped after reading {amountText(shown.progress)}.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
