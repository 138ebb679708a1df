import type { Completion, CompletionSource } from 'prism-code-editor/autocomplete';
import { isValidIri, sparqlIri } from '../../api/sparql-write';
import { compactIri, WELL_KNOWN_PREFIXES } from '../../lib/iri-prefixes';

/*
 * Completion in the editor: the well-known prefixes, and the world's own predicates and classes, asked of the server
 * once (run-sparql.ts) and written compactly where a well-known prefix fits. Choosing a term whose prefix the query
 * does not declare adds its PREFIX line at the top (missingPrefixLine, run by the editor after the choice).
 */

export interface Vocabulary {
  predicates: string[];
  classes: string[];
}

// What is being typed: a prefixed name, a prefix, or the start of an <IRI>.
const WORD = /<?[\w.-]*:?[\w./#-]*$/;

/** A term of the world's own vocabulary, or none when its IRI could not be written into a query safely. */
function termCompletion(iri: string, detail: string): Completion[] {
  if (!isValidIri(iri)) return [];
  return [{ label: compactIri(iri) ?? sparqlIri(iri), detail }];
}

export function sparqlCompletion(vocabulary: () => Vocabulary | undefined): CompletionSource {
  return ({ before, pos, explicit }) => {
    const word = WORD.exec(before)?.[0] ?? '';
    if (word === '' && !explicit) return null;
    const words = vocabulary();
    return {
      from: pos - word.length,
      options: [
        ...Object.keys(WELL_KNOWN_PREFIXES).map((prefix) => ({ label: `${prefix}:`, detail: 'prefix' })),
        ...(words?.predicates.flatMap((iri) => termCompletion(iri, 'predicate')) ?? []),
        ...(words?.classes.flatMap((iri) => termCompletion(iri, 'class')) ?? []),
      ],
    };
  };
}

/**
 * The PREFIX line that the term ending at `cursor` needs, when its prefix is a well-known one that the query does
 * not declare yet; undefined otherwise.
 */
export function missingPrefixLine(query: string, cursor: number): string | undefined {
  const prefix = /(?:^|[^\w.:<-])([A-Za-z][\w.-]*):[\w./#-]*$/.exec(query.slice(0, cursor))?.[1];
  if (prefix === undefined || !Object.hasOwn(WELL_KNOWN_PREFIXES, prefix)) return undefined;
  if (new RegExp(`PREFIX\\s+${prefix}:`, 'i').test(query)) return undefined;
  return `PREFIX ${prefix}: ${sparqlIri(WELL_KNOWN_PREFIXES[prefix] ?? '')}\n`;
}
