import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useConnection } from '../../api/connection';
import type { ClassLink } from '../../api/overview-queries';
import { worldTitle } from '../../api/schemas';
import { worldQueries } from '../../api/worlds';
import type { GraphTriple } from '../../components/graph/graph-model';
import { StillGraphPicture } from '../../components/graph/still-graph-picture';
import { useOpenThing } from '../../components/open-thing';
import { linkClasses } from '../../components/ui/link-classes';
import { SidePanel, useSidePanel } from '../../components/ui/side-panel';
import type { TermTriple } from '../../lib/rdf-term';
import { tripleKey } from '../../lib/rdf-term-writing';
import type { OverviewLinks } from './overview-links';
import { iriLabel } from './overview-sections';
import { wholeNumberText } from '../../lib/whole-number-text';

/**
 * How classes connect, drawn with the shared graph: each class a node, each class → predicate → class an edge. The
 * graph draws triples, so each link is given to it as one (the classes as its ends); its count is in the link's
 * panel and in the table. The graph is used through its public props only: how it lays out is its own.
 */
export function ClassGraph({
  worldId,
  connections,
  links,
}: {
  worldId: string;
  connections: ClassLink[];
  links: OverviewLinks;
}) {
  const connection = useConnection();
  const navigate = useNavigate();
  const openThing = useOpenThing(worldId);
  const world = useQuery({ ...worldQueries.detail(connection, worldId), enabled: false }).data;
  const { triples, counts } = useMemo(() => {
    const triples = connections.map(({ from, predicate, to }): TermTriple => ({
      subject: { kind: 'iri', value: from },
      predicate: { kind: 'iri', value: predicate },
      object: { kind: 'iri', value: to },
    }));
    return { triples, counts: new Map(triples.map((triple, index) => [tripleKey(triple), connections[index]])) };
  }, [connections]);

  return (
    <StillGraphPicture
      triples={triples}
      query=""
      fileStem={`${worldId}-classes`}
      title={`${world ? worldTitle(world) : worldId}: how classes connect`}
      howToNarrow="The table beside the picture lists every link read."
      onPivot={(iri) => void navigate(links.classInstances(iri))}
      onOpenThing={(iri) => openThing(iri)}
      renderTripleDetails={(triple, close) => (
        <ClassLinkPanel
          link={counts.get(tripleKey(triple.result.value))}
          triple={triple}
          links={links}
          onClose={close}
        />
      )}
    />
  );
}

function ClassLinkPanel({
  link,
  triple,
  links,
  onClose,
}: {
  link: ClassLink | undefined;
  triple: GraphTriple;
  links: OverviewLinks;
  onClose: () => void;
}) {
  const panel = useSidePanel();
  const { subject, predicate, object } = triple.result.value;
  const [from, to] = [subject.value, object.value];
  const between = links.linksBetween(from, predicate.value, to);
  return (
    <SidePanel panel={panel} title="Link between classes" onClose={onClose}>
      <p dir="auto" className="text-sm wrap-anywhere">
        Things of the class <strong>{iriLabel(from)}</strong> link to things of the class{' '}
        <strong>{iriLabel(to)}</strong> by <strong>{iriLabel(predicate.value)}</strong>
        {link ? `, ${wholeNumberText(link.count)} ${link.count === 1 ? 'time' : 'times'}` : ''}.
      </p>
      <ul className="flex flex-col gap-2 text-sm">
        {between ? (
          <li>
            <Link to={between} className={linkClasses}>
              List these links
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={links.classInstances(from)} className={linkClasses}>
            Instances of {iriLabel(from)}
          </Link>
        </li>
        {to !== from ? (
          <li>
            <Link to={links.classInstances(to)} className={linkClasses}>
              Instances of {iriLabel(to)}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={links.predicateUses(predicate.value)} className={linkClasses}>
            Triples of {iriLabel(predicate.value)}
          </Link>
        </li>
      </ul>
    </SidePanel>
  );
}
