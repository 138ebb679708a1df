import type { CompletionContext, CompletionResult, Completion } from '@codemirror/autocomplete';
import type { EditorView } from '@codemirror/view';
import { compactIri, WELL_KNOWN_PREFIXES } from '../../lib/iri-prefixes';

/*
 * Completion in the editor: the well-known prefixes (choosing one adds its PREFIX line when the query has none),
 * and the world's own predicates and classes, asked of the server once (vocabulary.ts) and written compactly where
 * a well-known prefix fits.
 */

export interface Vocabulary {
  predicates: string[];
  classes: string[];
}

const declared = (doc: string, prefix: string) => new RegExp(`PREFIX\\s+${prefix}:`, 'i').test(doc);

/** Inserts the term, and the PREFIX line it needs at the top when the query does not declare it yet. */
function withPrefix(prefix: string | undefined, text: string) {
  return (view: EditorView, _completion: Completion, from: number, to: number) => {
    const doc = view.state.doc.toString();
    const namespace = prefix === undefined ? undefined : WELL_KNOWN_PREFIXES[prefix];
    const line = prefix !== undefined && namespace !== undefined && !declared(doc, prefix);
    const header = line ? `PREFIX ${prefix}: <${namespace}>\n` : '';
    view.dispatch({
      changes: [...(line ? [{ from: 0, insert: header }] : []), { from, to, insert: text }],
      selection: { anchor: from + header.length + text.length },
    });
  };
}

function termCompletion(iri: string, detail: string): Completion {
  const compact = compactIri(iri);
  const prefix = compact?.slice(0, compact.indexOf(':'));
  const text = compact ?? `<${iri}>`;
  return { label: text, detail, info: iri, type: 'variable', apply: withPrefix(prefix, text) };
}

export function sparqlCompletion(vocabulary: () => Vocabulary | undefined) {
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/<?[\w.-]*:?[\w./#-]*/);
    if (!word || (word.from === word.to && !context.explicit)) return null;
    const words = vocabulary();
    const options: Completion[] = [
      ...Object.entries(WELL_KNOWN_PREFIXES).map(([prefix]) => ({
        label: `${prefix}:`,
        detail: 'prefix',
        type: 'namespace',
        apply: withPrefix(prefix, `${prefix}:`),
      })),
      ...(words?.predicates.map((iri) => termCompletion(iri, 'predicate')) ?? []),
      ...(words?.classes.map((iri) => termCompletion(iri, 'class')) ?? []),
    ];
    return { from: word.from, options, validFor: /^<?[\w.-]*:?[\w./#-]*$/ };
  };
}
