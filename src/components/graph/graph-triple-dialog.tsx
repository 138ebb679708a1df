import { termId } from '../../lib/rdf-term';
import { tripleToNTriples } from '../../lib/rdf-term-writing';
import { ThingPathLink } from '../open-thing';
import { linkClasses } from '../ui/link-classes';
import { SidePanel, useSidePanel } from '../ui/side-panel';
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
  const panel = useSidePanel();
  const { subject, object } = triple.result.value;
  return (
    <SidePanel panel={panel} title="Triple" onClose={onClose}>
      <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs whitespace-pre-wrap wrap-anywhere dark:bg-slate-800">
        {tripleToNTriples(triple.result.value)}
      </pre>
      <ul className="flex flex-col gap-2 text-sm">
        {subject.kind === 'iri' ? (
          <li>
            <ThingPathLink worldId={worldId} iri={termId(subject)} className={linkClasses}>
              Open the subject
            </ThingPathLink>
          </li>
        ) : null}
        {object.kind === 'iri' ? (
          <li>
            <ThingPathLink worldId={worldId} iri={object.value} className={linkClasses}>
              Open the object
            </ThingPathLink>
          </li>
        ) : null}
      </ul>
    </SidePanel>
  );
}
