import type { Capabilities } from '../../api/capabilities';
import { Alert } from '../../components/ui/alert';
import type { TermLosses } from './import-stream';
import { wholeNumberText } from '../../lib/whole-number-text';

/**
 * What the server's import will not keep of a file, said before anything is sent (capabilities.importTerms): every
 * value becomes plain text, and blank nodes are sent as IRIs of their own. After the import, the proof says how many
 * of the file's values it touched.
 */
export function TermsKept({ terms, losses }: { terms: NonNullable<Capabilities['importTerms']>; losses?: TermLosses }) {
  const values = (n: number) => `${wholeNumberText(n)} ${n === 1 ? 'value' : 'values'}`;
  return (
    <Alert tone="info" title="This server keeps every value as plain text">
      <ul className="list-disc pl-5">
        {terms.plainTextValues ? (
          <li>
            Language tags and datatypes are dropped ("6"^^xsd:integer becomes "6", "Saturn"@en becomes "Saturn")
            {!losses
              ? '.'
              : losses.typedLiterals === 0
                ? ': no value of this file carried one, so nothing was lost.'
                : `: ${values(losses.typedLiterals)} of this file carried one.`}
          </li>
        ) : null}
        {terms.plainTextValues ? (
          <li>
            Text that looks like an IRI is stored as an IRI, not as text
            {losses ? `: ${values(losses.textLikeIris)} of this file.` : '.'}
          </li>
        ) : null}
        {terms.blankNodesAsIris ? (
          <li>
            The server has no blank nodes: each blank node of the file is sent as a new IRI (urn:uuid:…), so what it
            connects stays connected; importing the file again adds them again, under other IRIs
            {losses ? ` (${wholeNumberText(losses.blankNodes)} in this file).` : '.'}
          </li>
        ) : null}
      </ul>
    </Alert>
  );
}
