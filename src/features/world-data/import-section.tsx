import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { TRIPLES_PER_PART } from '../../api/add-triples';
import type { Capabilities } from '../../api/capabilities';
import { connectionId, useConnection } from '../../api/connection';
import { Alert } from '../../components/ui/alert';
import { fileIdOf, importUnderWay, type FileId, type ImportUnderWay } from './import-resume';
import { ImportRun } from './import-run';
import { ImportReplace } from './import-send';
import { TermsKept } from './terms-kept';
import { FILE_FORMATS, formatBySize, formatOf, IMPORT_SIZE_MAX, type FileFormat } from './rdf-check';
import { wholeNumberText } from '../../lib/whole-number-text';

/*
 * Import: a file chosen or dropped is known again by its name, size, last change and first bytes (import-resume.ts),
 * so that an import of it that stopped part-way is offered to be resumed; its format is told by its extension or its
 * first lines. The file is never read whole: import-run.tsx reads it as a stream and sends it in parts, whatever its
 * size. What the server's import does not keep (capabilities.importTerms) is said before anything is sent. Where the
 * server's own import replaces (rest), Replace the world's data sends a file of up to 5 MB as one body through it.
 */

type Chosen =
  | { state: 'reading'; name: string; size: number }
  | { state: 'unreadable'; name: string; size: number; reason: string }
  | { state: 'chosen'; file: File; id: FileId; format: FileFormat; underWay: ImportUnderWay | undefined };

/** The first bytes read to tell a file's format by its content: its prefixes and first triples are there. */
const HEAD_BYTES = 20_000;

export function ImportSection({
  worldId,
  importMode,
  importTerms,
  canTakeBack,
}: {
  worldId: string;
  importMode: 'adds' | 'replaces';
  importTerms: Capabilities['importTerms'];
  /** Whether parts added can be taken back: the server runs SPARQL updates. */
  canTakeBack: boolean;
}) {
  const connection = useConnection();
  const inputId = useId();
  const hintId = useId();
  const [chosen, setChosen] = useState<Chosen>();
  // Each file chosen gets its own import: a new file starts afresh.
  const [chosenCount, setChosenCount] = useState(0);
  const [dragging, setDragging] = useState(false);
  // The reading under way: a later file's makes it stale, as leaving the page does.
  const reading = useRef<AbortController>(undefined);
  useEffect(() => () => reading.current?.abort(), []);

  async function take(file: File | undefined) {
    reading.current?.abort();
    setChosenCount((count) => count + 1);
    if (!file) {
      setChosen(undefined);
      return;
    }
    const controller = new AbortController();
    reading.current = controller;
    const { name, size } = file;
    setChosen({ state: 'reading', name, size });
    try {
      const [id, head] = await Promise.all([fileIdOf(file), file.slice(0, HEAD_BYTES).arrayBuffer()]);
      if (controller.signal.aborted) return;
      const format = formatOf(name, new TextDecoder().decode(head));
      const underWay = importUnderWay(connectionId(connection), worldId, id);
      setChosen({ state: 'chosen', file, id, format, underWay });
    } catch (error) {
      if (controller.signal.aborted) return;
      setChosen({ state: 'unreadable', name, size, reason: error instanceof Error ? error.message : String(error) });
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  }

  return (
    <section aria-labelledby="import-heading" className="flex flex-col gap-3">
      <h2 id="import-heading" className="text-lg font-semibold">
        Import
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col gap-2 rounded-lg border-2 border-dashed p-4 ${
          dragging ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950/40' : 'border-slate-300 dark:border-slate-700'
        }`}
      >
        <label htmlFor={inputId} className="text-sm font-medium">
          RDF file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".ttl,.nt,.nq,.trig,text/turtle,application/n-triples,application/n-quads,application/trig"
          aria-describedby={hintId}
          onChange={(event) => void take(event.target.files?.[0])}
          className="text-sm file:mr-3 file:min-h-9 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100"
        />
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          Choose a file or drop one here: Turtle, N-Triples, N-Quads or TriG, of any size. It is read in this browser as
          it is sent: a broken line stops the import there, and nothing after it is sent.{' '}
          {importMode === 'adds'
            ? `Import adds its triples to the world’s, in parts of ${wholeNumberText(TRIPLES_PER_PART)} triples.`
            : `Add to the world adds its triples to the world’s, sent as SPARQL updates of ${wholeNumberText(TRIPLES_PER_PART)} triples each. This server’s own import replaces every triple the world holds: Replace the world’s data uses it, after asking, for a file of up to ${formatBySize(IMPORT_SIZE_MAX)}.`}
        </p>
      </div>

      <ChosenState chosen={chosen} />

      {importTerms && chosen?.state === 'chosen' ? <TermsKept terms={importTerms} /> : null}

      {chosen?.state === 'chosen' ? (
        <ImportRun
          key={chosenCount}
          worldId={worldId}
          file={chosen.file}
          id={chosen.id}
          format={chosen.format}
          underWay={chosen.underWay}
          importMode={importMode}
          importTerms={importTerms}
          canTakeBack={canTakeBack}
        />
      ) : null}
      {importMode === 'replaces' && chosen?.state === 'chosen' && chosen.file.size <= IMPORT_SIZE_MAX ? (
        <ImportReplace key={`replace-${chosenCount}`} worldId={worldId} file={chosen.file} format={chosen.format} />
      ) : null}
    </section>
  );
}

function ChosenState({ chosen }: { chosen: Chosen | undefined }) {
  if (!chosen) return <p role="status" className="sr-only" />;
  if (chosen.state === 'reading') {
    return (
      <p role="status" className="text-sm">
        Reading {chosen.name}…
      </p>
    );
  }
  if (chosen.state === 'unreadable') {
    return (
      <Alert tone="error" title={`${chosen.name} could not be read`}>
        {chosen.reason} Nothing was sent.
      </Alert>
    );
  }
  return (
    <p role="status" className="text-sm">
      <span className="font-medium">
        {chosen.file.name} ({formatBySize(chosen.file.size)})
      </span>
      : {FILE_FORMATS[chosen.format]}
      {chosen.format === 'trig' ? ' (sent as the servers read it, by triple)' : ''}.
    </p>
  );
}
