import { lazy, useState } from 'react';
import { Link } from 'react-router';
import type { ClassLink } from '../../api/overview-queries';
import { GraphBoundary } from '../../components/graph/graph-boundary';
import { Button } from '../../components/ui/button';
import { linkClasses } from '../../components/ui/link-classes';
import type { OverviewLinks } from './overview-links';
import { EmptyNote } from './overview-section';
import { iriLabel } from './overview-sections';
import { wholeNumberText } from '../../lib/whole-number-text';

// The graph's code (layout, pan and zoom) loads only when a world has links between classes to draw.
const ClassGraph = lazy(async () => ({ default: (await import('./class-graph')).ClassGraph }));

/** How many links the picture draws: the most used; the table lists every one that was read. */
const DRAWN = 40;

/** How classes connect: class → predicate → class with counts, as a picture (the shared graph) or as a table. */
export function ClassConnections({
  worldId,
  connections,
  cut,
  links,
}: {
  worldId: string;
  connections: ClassLink[];
  cut: boolean;
  links: OverviewLinks;
}) {
  const [asTable, setAsTable] = useState(false);
  if (connections.length === 0) {
    return <EmptyNote>No links between classes: no thing with a type links to another thing with a type.</EmptyNote>;
  }
  const drawn = connections.slice(0, DRAWN);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          Show as table
        </Button>
        {!asTable && connections.length > DRAWN ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The picture draws the {DRAWN} most used of {wholeNumberText(connections.length)} links; the table lists them
            all.
          </p>
        ) : null}
      </div>
      {asTable ? (
        <ConnectionsTable connections={connections} links={links} />
      ) : (
        <GraphBoundary onShowTable={() => setAsTable(true)}>
          <ClassGraph worldId={worldId} connections={drawn} links={links} />
        </GraphBoundary>
      )}
      {cut ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          The server holds more links between classes than these: only the most used are listed.
        </p>
      ) : null}
    </div>
  );
}

function ConnectionsTable({ connections, links }: { connections: ClassLink[]; links: OverviewLinks }) {
  const cell = 'py-1 pr-3 align-top';
  const name = (iri: string, to: string) => (
    <Link to={to} title={iri} dir="auto" className={`${linkClasses} wrap-anywhere`}>
      {iriLabel(iri)}
    </Link>
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">How classes connect</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className={`${cell} font-medium`}>
              From class
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Predicate
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              To class
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Links
            </th>
          </tr>
        </thead>
        <tbody>
          {connections.map(({ from, predicate, to, count }) => {
            const between = links.linksBetween(from, predicate, to);
            return (
              <tr
                key={JSON.stringify([from, predicate, to])}
                className="border-b border-slate-100 dark:border-slate-800"
              >
                <td className={cell}>{name(from, links.classInstances(from))}</td>
                <td className={cell}>{name(predicate, links.predicateUses(predicate))}</td>
                <td className={cell}>{name(to, links.classInstances(to))}</td>
                <td className="py-1 text-right tabular-nums">
                  {between ? (
                    <Link
                      to={between}
                      aria-label={`${wholeNumberText(count)} links: ${iriLabel(from)} ${iriLabel(predicate)} ${iriLabel(to)}`}
                      className={linkClasses}
                    >
                      {wholeNumberText(count)}
                    </Link>
                  ) : (
                    wholeNumberText(count)
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
