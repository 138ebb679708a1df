import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useConnection } from '../../api/connection';
import { exportWorld } from '../../api/manage-worlds';
import type { RdfFormat } from '../../api/worlds-api';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Button } from '../../components/ui/button';
import { controlClasses } from '../../components/ui/field';
import { downloadText } from '../../lib/download-file';
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

export function ExportSection({ worldId }: { worldId: string }) {
  const connection = useConnection();
  const formatId = useId();
  const [format, setFormat] = useState<RdfFormat>('turtle');
  const run = useMutation({
    mutationFn: async (chosen: RdfFormat) => {
      const exported = await exportWorld(connection, worldId, chosen);
      const fileName = exportFileName(worldId, chosen);
      downloadText(fileName, exported.text, exported.contentType);
      return { fileName, bytes: new Blob([exported.text]).size };
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
        <Button variant="primary" onClick={() => run.mutate(format)} disabled={run.isPending}>
          {run.isPending ? 'Exporting…' : 'Export'}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {run.isSuccess ? `Downloaded ${run.data.fileName} (${formatBySize(run.data.bytes)}).` : ''}
      </p>
      {run.isError ? <ApiErrorAlert error={run.error} title="The world could not be exported" /> : null}
    </section>
  );
}
