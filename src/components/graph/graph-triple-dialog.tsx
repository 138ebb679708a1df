import { useId } from 'react';
import { Link } from 'react-router';
import { termId } from '../../lib/rdf-term';
import { tripleToNTriples } from '../../lib/rdf-term-writing';
import { thingPath } from '../../lib/world-paths';
import { Button } from '../ui/button';
import { linkClasses } from '../ui/link-classes';
import { useModalDialog } from '../ui/use-modal-dialog';
import type { GraphTriple } from './graph-model';

/** One triple of a picture (a thing's neighbourhood, a CONSTRUCT's triples): as N-Triples, with its two ends to open. */
export function GraphTripleDialog({
  worldId,
  triple,
  onClose,
}: {
  worldId: string;
  triple: GraphTriple;
  onClose: () => void;
}) {
  const { ref, onClick } = useModalDialog(true, { closeOnBackdrop: true });
  const titleId = useId();
  const { subject, object } = triple.result.value;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onClick}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-xl overflow-y-auto border-l border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex flex-col gap-4 p-5">
        <header className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            Triple
          </h2>
          <Button variant="ghost" onClick={() => ref.current?.close()}>
            Close
          </Button>
        </header>
        <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs whitespace-pre-wrap wrap-anywhere dark:bg-slate-800">
          {tripleToNTriples(triple.result.value)}
        </pre>
        <ul className="flex flex-col gap-2 text-sm">
          {subject.kind === 'iri' ? (
            <li>
              <Link to={thingPath(worldId, termId(subject))} className={linkClasses}>
                Open the subject
              </Link>
            </li>
          ) : null}
          {object.kind === 'iri' ? (
            <li>
              <Link to={thingPath(worldId, object.value)} className={linkClasses}>
                Open the object
              </Link>
            </li>
          ) : null}
        </ul>
      </div>
    </dialog>
  );
}
