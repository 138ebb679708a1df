import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { plainTextLosses, TRIPLES_PER_PART, writeImportParts, type WrittenParts } from '../../api/add-triples';
import type { Capabilities } from '../../api/capabilities';
import { useConnection } from '../../api/connection';
import { Alert } from '../../components/ui/alert';
import { triplesText } from './facts-section';
import { ImportSend } from './import-send';
import {
  checkRdf,
  FILE_FORMATS,
  formatBySize,
  formatOf,
  IMPORT_SIZE_MAX,
  type CheckResult,
  type FileFormat,
} from './rdf-check';

/*
 * Import: a file chosen or dropped is checked here first (rdf-check.ts). A broken one is refused with its line and
 * reason, and nothing is sent; a good one shows how many triples it holds, and import-send.tsx sends it. The file is
 * also written at once as the parts the server takes (api/add-triples.ts), so that a triple that cannot be written
 * safely is said before anything is sent, and so is what the server's import does not keep (capabilities
 * .importTerms). A newer file, or leaving the page, stops the check under way.
 */

type Checked =
  | { state: 'checking'; name: string; size: number; read: number }
  | { state: 'too-big'; name: string; size: number }
  | { state: 'unreadable'; name: string; size: number; reason: string }
  | {
      state: 'checked';
      name: string;
      size: number;
      format: FileFormat;
      result: CheckResult;
      /** Written as the parts the server takes; missing where they could not be written. */
      parts?: WrittenParts;
      /** Why the parts could not be written, when that failed for another reason than a triple. */
      partsError?: string;
    };

export function ImportSection({
  worldId,
  importMode,
  importTerms,
}: {
  worldId: string;
  importMode: 'adds' | 'replaces';
  importTerms: Capabilities['importTerms'];
}) {
  const connection = useConnection();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<Checked>();
  // Each file chosen gets its own send: a new file starts afresh.
  const [chosenCount, setChosenCount] = useState(0);
  const [dragging, setDragging] = useState(false);
  // The check under way: a later file's stops it (and its worker), as leaving the page does.
  const checking = useRef<AbortController>(undefined);
  useEffect(() => () => checking.current?.abort(), []);

  async function take(chosen: File | undefined) {
    checking.current?.abort();
    setChosenCount((count) => count + 1);
    if (!chosen) {
      setFile(undefined);
      return;
    }
    const controller = new AbortController();
    checking.current = controller;
    const current = () => !controller.signal.aborted;
    const { name, size } = chosen;
    if (size > IMPORT_SIZE_MAX) {
      setFile({ state: 'too-big', name, size });
      return;
    }
    setFile({ state: 'checking', name, size, read: 0 });
    let text: string;
    try {
      text = await chosen.text();
    } catch (error) {
      if (current()) {
        setFile({ state: 'unreadable', name, size, reason: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    const format = formatOf(name, text);
    const progress = (read: number) => {
      if (current()) setFile({ state: 'checking', name, size, read });
    };
    const result = await checkRdf(text, format, progress, { signal: controller.signal, quads: true }).catch(
      (error: unknown): CheckResult => ({
        ok: false,
        line: undefined,
        reason: error instanceof Error ? error.message : String(error),
      }),
    );
    let written: { parts: WrittenParts } | { partsError: string } | undefined;
    if (result.ok && result.quads) {
      written = await writeImportParts(connection, result.quads).then(
        (parts) => ({ parts }),
        (error: unknown) => ({ partsError: error instanceof Error ? error.message : String(error) }),
      );
    }
    if (!current()) return;
    setFile({ state: 'checked', name, size, format, result, ...written });
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  }

  const ready = file?.state === 'checked' && file.result.ok ? file.result : undefined;

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
          Choose a file or drop one here: Turtle, N-Triples, N-Quads or TriG, at most {formatBySize(IMPORT_SIZE_MAX)}.
          It is checked in this browser before anything is sent.{' '}
          {importMode === 'adds'
            ? `Import adds its triples to the world’s, in parts of ${TRIPLES_PER_PART.toLocaleString('en')} triples.`
            : `Add to the world adds its triples to the world’s, sent as SPARQL updates of ${TRIPLES_PER_PART.toLocaleString('en')} triples each. This server’s own import replaces every triple the world holds: Replace the world’s data uses it, after asking.`}
        </p>
      </div>

      <FileState file={file} importMode={importMode} />

      {importTerms && ready?.quads ? <TermsKept terms={importTerms} quads={ready.quads} /> : null}

      {ready && file?.state === 'checked' ? (
        <ImportSend
          key={chosenCount}
          worldId={worldId}
          fileName={file.name}
          ready={ready}
          importMode={importMode}
          parts={file.parts?.ok ? file.parts : undefined}
        />
      ) : null}
    </section>
  );
}

function FileState({ file, importMode }: { file: Checked | undefined; importMode: 'adds' | 'replaces' }) {
  if (!file) return <p role="status" className="sr-only" />;
  const about = `${file.name} (${formatBySize(file.size)})`;
  switch (file.state) {
    case 'checking':
      return (
        <div role="status" className="flex flex-wrap items-center gap-3 text-sm">
          <progress aria-label={`Checking ${file.name}`} className="h-2 w-40" />
          <span>
            Checking {about}…{file.read > 0 ? ` ${triplesText(file.read)} read so far.` : ''}
          </span>
        </div>
      );
    case 'too-big':
      return (
        <Alert tone="error" title={`${file.name} is too large to import`}>
          It is {formatBySize(file.size)}; the dashboard sends at most {formatBySize(IMPORT_SIZE_MAX)} in one import,
          because the servers read an import as one body. Nothing was sent. Split the file and import the parts.
        </Alert>
      );
    case 'unreadable':
      return (
        <Alert tone="error" title={`${file.name} could not be read`}>
          {file.reason} Nothing was sent.
        </Alert>
      );
    case 'checked':
      if (file.result.ok && file.parts && !file.parts.ok) {
        const { triple, quad, reason } = file.parts;
        return (
          <Alert tone="error" title={`${file.name} cannot be added safely`}>
            Triple {triple.toLocaleString('en')} of the file, about {quad.subject.value}, cannot be written into SPARQL:{' '}
            {reason.replace(/[.:]?\s*$/, '')}. Nothing was sent.
            {importMode === 'replaces'
              ? ' Replace the world’s data sends the file as it is, through the server’s own import.'
              : ''}
          </Alert>
        );
      }
      if (file.result.ok && file.partsError !== undefined) {
        return (
          <Alert tone="error" title={`${file.name} could not be prepared for sending`}>
            {file.partsError} Nothing was sent.
          </Alert>
        );
      }
      return file.result.ok ? (
        <p role="status" className="text-sm">
          <span className="font-medium">{about}</span>: {FILE_FORMATS[file.format]},{' '}
          <strong>{triplesText(file.result.triples)}</strong>
          {file.format === 'trig' ? ' (sent as N-Quads, which the servers read)' : ''}.
        </p>
      ) : (
        <Alert tone="error" title={`${file.name} is not valid ${FILE_FORMATS[file.format]}`}>
          {file.result.line !== undefined ? `The file is broken on line ${file.result.line}: ` : ''}
          {file.result.reason}. Nothing was sent: fix the file and choose it again.
        </Alert>
      );
  }
}

/**
 * What the server's import will not keep of this file, said before anything is sent (capabilities.importTerms):
 * every value becomes plain text, and blank nodes are sent as IRIs of their own.
 */
function TermsKept({
  terms,
  quads,
}: {
  terms: NonNullable<Capabilities['importTerms']>;
  quads: Parameters<typeof plainTextLosses>[0];
}) {
  const { typedLiterals, blankNodes, textLikeIris } = plainTextLosses(quads);
  const values = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'value' : 'values'}`;
  return (
    <Alert tone="info" title="This server keeps every value as plain text">
      <ul className="list-disc pl-5">
        {terms.plainTextValues ? (
          <li>
            Language tags and datatypes are dropped:{' '}
            {typedLiterals > 0
              ? `${values(typedLiterals)} of this file carry one, and will be stored as their text alone ("6"^^xsd:integer becomes "6", "Saturn"@en becomes "Saturn").`
              : 'no value of this file carries one, so nothing is lost.'}
          </li>
        ) : null}
        {terms.plainTextValues && textLikeIris > 0 ? (
          <li>
            {textLikeIris === 1
              ? '1 value of this file is text that looks like an IRI: the server stores it as an IRI, not as text.'
              : `${values(textLikeIris)} of this file are text that looks like IRIs: the server stores them as IRIs, not as text.`}
          </li>
        ) : null}
        {terms.blankNodesAsIris && blankNodes > 0 ? (
          <li>
            The server has no blank nodes:{' '}
            {blankNodes === 1
              ? 'this file’s 1 blank node is sent as a new IRI (urn:uuid:…), so what it connects stays connected. Importing the file again adds it again, under another IRI.'
              : `this file’s ${blankNodes.toLocaleString('en')} blank nodes are sent as new IRIs (urn:uuid:…), one for each, so what they connect stays connected. Importing the file again adds them again, under other IRIs.`}
          </li>
        ) : null}
      </ul>
    </Alert>
  );
}
