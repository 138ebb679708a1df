import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useConnection } from '../../api/connection';
import { exportWorld } from '../../api/manage-worlds';
import type { RdfFormat } from '../../api/worlds-api';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Button } from '../../components/ui/button';
import { controlClasses } from '../../components/ui/field';
import { downloadText } from '../../lib/download-file';
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

type Exported = { cancelled: false; fileName: string; bytes: number } | { cancelled: true; read: number | undefined };

/*
 * Where the server gives a world in pages (dataplane), each page read is counted on screen and announced politely
 * ("Read 3,000 triples…"); Cancel stops the reading at once and nothing is downloaded. Leaving the page cancels too.
 */
export function ExportSection({ worldId }: { worldId: string }) {
  const connection = useConnection();
  const formatId = useId();
  const [format, setFormat] = useState<RdfFormat>('turtle');
  const [read, setRead] = useState<number>();
  const running = useRef<AbortController>(undefined);
  const exportButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => () => running.current?.abort(), []);
  const run = useMutation({
    mutationFn: async (chosen: RdfFormat): Promise<Exported> => {
      const controller = new AbortController();
      running.current = controller;
      setRead(undefined);
      let readSoFar: number | undefined;
      try {
        const exported = await exportWorld(connection, worldId, chosen, {
          signal: controller.signal,
          onProgress: (triples) => {
            readSoFar = triples;
            setRead(triples);
          },
        });
        const fileName = exportFileName(worldId, chosen);
        downloadText(fileName, exported.text, exported.contentType);
        return { cancelled: false, fileName, bytes: new Blob([exported.text]).size };
      } catch (error) {
        if (controller.signal.aborted) return { cancelled: true, read: readSoFar };
        throw error;
      } finally {
        if (running.current === controller) running.current = undefined;
      }
    },
    // Cancel goes away once the export ends: the focus it held goes back to Export, not to the page's start.
    onSettled: () => {
      if (document.activeElement === cancelButton.current) exportButton.current?.focus();
    },
  });
  return (
    <section aria-labelledby="export-heading" className="flex flex-col gap-3">
      <h2 id="export-heading" className="text-lg font-semibold">
        Export
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">Downloads the whole world as one file.</p>
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
          onClick={run.isPending ? undefined : () => run.mutate(format)}
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
        {run.isPending && read !== undefined ? `Read ${triplesText(read)}…` : ''}
        {run.isSuccess && !run.data.cancelled
          ? `Downloaded ${run.data.fileName} (${formatBySize(run.data.bytes)}).`
          : ''}
        {run.isSuccess && run.data.cancelled
          ? `Export cancelled${run.data.read !== undefined ? ` after reading ${triplesText(run.data.read)}` : ''}: nothing was downloaded.`
          : ''}
      </p>
      {run.isError ? <ApiErrorAlert error={run.error} title="The world could not be exported" /> : null}
    </section>
  );
}
