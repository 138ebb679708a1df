import type { Capabilities } from '../../api/capabilities';
import { Alert } from '../../components/ui/alert';
import { triplesText } from './facts-section';
import { TermsKept } from './terms-kept';
import type { Proof } from './use-import-run';
import { wholeNumberText } from '../../lib/whole-number-text';

/*
 * The proof of an import: the world's COUNT before and after, compared with the file's triples. A success is said
 * only for what the count shows; every difference is explained: triples the world already held (or the file
 * repeats), values a server keeps as plain text becoming one, named graphs outside the default graph's count, blank
 * nodes split across parts, someone else's change meanwhile.
 */
export function ImportProof({
  proof,
  fileName,
  importTerms,
}: {
  proof: Proof;
  fileName: string;
  importTerms: Capabilities['importTerms'];
}) {
  const now = proof.after.triples;
  const sentIn = `${proof.parts > 1 ? `, sent in ${wholeNumberText(proof.parts)} parts, each acknowledged` : ''}${
    proof.resumedFrom > 0 ? ` (resumed from part ${proof.resumedFrom + 1})` : ''
  }`;
  const graphsNote =
    proof.inNamedGraphs > 0
      ? ` The count is of the default graph: the file’s ${triplesText(proof.inNamedGraphs)} in named graphs ${proof.inNamedGraphs === 1 ? 'is' : 'are'} not in it.`
      : '';
  const blankNote =
    proof.splitBlankNodes > 0
      ? ` ${wholeNumberText(proof.splitBlankNodes)} blank ${proof.splitBlankNodes === 1 ? 'node was' : 'nodes were'} mentioned in more than one part, and a server takes each part’s blank nodes as its own: each became a node per part.`
      : '';
  const terms = importTerms ? <TermsKept terms={importTerms} losses={proof.losses} /> : null;
  if (now === undefined) {
    return (
      <Alert tone="info" title={`The server acknowledged every part of ${fileName}`}>
        It was not counted afterwards, so what the world holds now is not known
        {proof.after.triplesError ? `: ${proof.after.triplesError}` : ''}. {fileName} held{' '}
        {triplesText(proof.fileTriples)}
        {sentIn}.
      </Alert>
    );
  }
  if (proof.before === undefined) {
    return (
      <Alert tone="info" title={`The world now holds ${triplesText(now)}`}>
        {fileName}’s {triplesText(proof.fileTriples)} were acknowledged{sentIn}, but the world could not be counted
        before, so how many of them were new is not known.
      </Alert>
    );
  }
  const added = now - proof.before;
  const counted = proof.fileTriples - proof.inNamedGraphs;
  const plainText = importTerms?.plainTextValues && proof.losses.typedLiterals > 0;
  return (
    <>
      <Alert tone="success" title={`Added ${triplesText(added)}: the world now holds ${triplesText(now)}`}>
        {fileName} held {triplesText(proof.fileTriples)}
        {sentIn}. The world held {triplesText(proof.before)} before.
        {added < counted
          ? ` ${triplesText(counted - added)} of them were in the world already (or repeated in the file): a world holds each triple once, so they were not added twice.${plainText ? ' This server also keeps values as plain text, so values that differed only by a language tag or a datatype became one.' : ''}`
          : ''}
        {added > counted
          ? ' The count grew by more than the file held: the world was also changed by someone else meanwhile.'
          : ''}
        {graphsNote}
        {blankNote}
      </Alert>
      {terms}
    </>
  );
}
