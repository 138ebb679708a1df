import { useMemo } from 'react';
import type { TermTriple } from '../../lib/rdf-term';
import { buildResultGraph } from './graph-model';
import { GraphPicture, type GraphPictureProps } from './graph-picture';

type StillGraphPictureProps = Pick<
  GraphPictureProps,
  'fileStem' | 'title' | 'howToNarrow' | 'onPivot' | 'onOpenThing' | 'renderTripleDetails'
> & {
  /** The whole picture: nothing is added to it. */
  triples: readonly TermTriple[];
  /** The query the triples answer, as the picture's centre names it ('' for none). */
  query: string;
};

/**
 * A picture of a fixed set of triples (a CONSTRUCT's answer, how a world's classes connect): no words to mark, no
 * next page, no neighbourhood to add. Search and a thing's view, whose pictures grow, use GraphPicture itself.
 */
export function StillGraphPicture({ triples, query, ...picture }: StillGraphPictureProps) {
  const graph = useMemo(
    () =>
      buildResultGraph({ q: query, offset: 0, results: triples.map((value) => ({ score: null, value })) }, [], {
        languages: navigator.languages,
      }),
    [query, triples],
  );
  return (
    <GraphPicture
      {...picture}
      graph={graph}
      words={[]}
      stale={false}
      busy={false}
      canExpand={false}
      onExpand={() => undefined}
    />
  );
}
