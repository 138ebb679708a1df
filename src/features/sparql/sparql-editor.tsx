import { autocompletion, completionKeymap, type CompletionSource } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, StreamLanguage, syntaxHighlighting } from '@codemirror/language';
import { sparql } from '@codemirror/legacy-modes/mode/sparql';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import { useTheme } from '../../lib/theme';

/*
 * The query editor: CodeMirror 6 with the SPARQL mode of @codemirror/legacy-modes, loaded with this page only.
 * Its editable area is a textbox named "SPARQL query". Tab indents there; Escape then Tab (or Shift+Tab) leaves it,
 * as CodeMirror does when Tab is taken (the page says so under the editor).
 */

interface SparqlEditorProps {
  /** The text when the editor is made, and when it is replaced from outside (an example, the history, Back). */
  value: string;
  onChange: (text: string) => void;
  onRun: () => void;
  complete: CompletionSource;
  describedBy: string;
  invalid: boolean;
}

// Colours picked for 4.5:1 on the editor's background in each theme (white; slate-950).
const colours = EditorView.baseTheme({
  '&': { fontSize: '0.875rem', border: '1px solid', borderRadius: '0.375rem' },
  '&light': { backgroundColor: '#ffffff', color: '#0f172a', borderColor: '#94a3b8' },
  '&dark': { backgroundColor: '#020617', color: '#f1f5f9', borderColor: '#64748b' },
  '&.cm-focused': { outline: '2px solid #6366f1', outlineOffset: '2px' },
  '.cm-content': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', minHeight: '10rem' },
  '.cm-scroller': { maxHeight: '24rem', overflow: 'auto' },
  '&light .tok-keyword': { color: '#6d28d9', fontWeight: '600' },
  '&dark .tok-keyword': { color: '#c4b5fd', fontWeight: '600' },
  '&light .tok-variableName': { color: '#0369a1' },
  '&dark .tok-variableName': { color: '#7dd3fc' },
  '&light .tok-string': { color: '#047857' },
  '&dark .tok-string': { color: '#6ee7b7' },
  '&light .tok-comment': { color: '#475569', fontStyle: 'italic' },
  '&dark .tok-comment': { color: '#94a3b8', fontStyle: 'italic' },
  '&light .tok-atom, &light .tok-meta': { color: '#b45309' },
  '&dark .tok-atom, &dark .tok-meta': { color: '#fcd34d' },
  '&light .tok-number': { color: '#be123c' },
  '&dark .tok-number': { color: '#fda4af' },
  '&light .cm-matchingBracket': { backgroundColor: '#c7d2fe', color: '#0f172a' },
  '&dark .cm-matchingBracket': { backgroundColor: '#3730a3', color: '#f8fafc' },
  '&light .cm-nonmatchingBracket': { backgroundColor: '#fecaca', color: '#0f172a' },
  '&dark .cm-nonmatchingBracket': { backgroundColor: '#7f1d1d', color: '#f8fafc' },
  '&light .cm-cursor': { borderLeftColor: '#0f172a' },
  '&dark .cm-cursor': { borderLeftColor: '#f8fafc' },
  '&light .cm-selectionBackground': { backgroundColor: '#c7d2fe !important' },
  '&dark .cm-selectionBackground': { backgroundColor: '#3730a3 !important' },
  '&light .cm-tooltip': { backgroundColor: '#ffffff', color: '#0f172a', border: '1px solid #94a3b8' },
  '&dark .cm-tooltip': { backgroundColor: '#0f172a', color: '#f1f5f9', border: '1px solid #64748b' },
  '&light .cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: '#4338ca', color: '#ffffff' },
  '&dark .cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: '#a5b4fc', color: '#020617' },
  '.cm-completionDetail': { fontStyle: 'normal', opacity: '1', marginLeft: '0.75rem' },
});

const sparqlLanguage = StreamLanguage.define(sparql);

export function SparqlEditor({ value, onChange, onRun, complete, describedBy, invalid }: SparqlEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const dark = useRef(new Compartment());
  const attributes = useRef(new Compartment());
  const theme = useTheme();
  // The latest callbacks, for the editor made once.
  const latest = useRef({ onChange, onRun, complete });
  const initial = useRef(value);
  useEffect(() => {
    latest.current = { onChange, onRun, complete };
  });

  useEffect(() => {
    const editor = new EditorView({
      parent: parent.current ?? undefined,
      state: EditorState.create({
        doc: initial.current,
        extensions: [
          history(),
          keymap.of([
            {
              key: 'Mod-Enter',
              run: () => {
                latest.current.onRun();
                return true;
              },
            },
            ...completionKeymap,
            ...historyKeymap,
            ...defaultKeymap,
            indentWithTab,
          ]),
          sparqlLanguage,
          syntaxHighlighting(classHighlighter),
          bracketMatching(),
          autocompletion({ override: [(context) => latest.current.complete(context)] }),
          EditorView.lineWrapping,
          colours,
          dark.current.of(EditorView.darkTheme.of(false)),
          attributes.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = undefined;
    };
  }, []);

  // A text from outside (an example, the history, Back) replaces the editor's.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: dark.current.reconfigure(EditorView.darkTheme.of(theme === 'dark')) });
  }, [theme]);

  useEffect(() => {
    view.current?.dispatch({
      effects: attributes.current.reconfigure(
        EditorView.contentAttributes.of({
          'aria-label': 'SPARQL query',
          'aria-describedby': describedBy,
          'aria-invalid': invalid ? 'true' : 'false',
        }),
      ),
    });
  }, [describedBy, invalid]);

  return <div ref={parent} />;
}
