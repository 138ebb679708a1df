import type { CompletionSource } from '@codemirror/autocomplete';
import { history, historyKeymap, indentWithTab, standardKeymap } from '@codemirror/commands';
import { bracketMatching, StreamLanguage, syntaxHighlighting } from '@codemirror/language';
import { sparql } from '@codemirror/legacy-modes/mode/sparql';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import { useEffect, useRef } from 'react';

/*
 * The query editor: CodeMirror 6 with the SPARQL mode of @codemirror/legacy-modes, loaded with this page only.
 * Its editable area is a textbox named "SPARQL query". Tab indents there; Escape then Tab (or Shift+Tab) leaves it,
 * as CodeMirror does when Tab is taken (the page says so under the editor).
 */

interface SparqlEditorProps {
  /** The text when the editor is made, and when it is replaced from outside (an example, the history, Back). */
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  onRun: () => void;
  complete: CompletionSource;
  describedBy: string;
  invalid: boolean;
}

// Colours picked for 4.5:1 on the editor's background in each theme (white; slate-950); dark follows the page's
// `dark` class (lib/theme.ts), like the rest of the page.
const colours = EditorView.baseTheme({
  '&': {
    fontSize: '0.875rem',
    border: '1px solid #94a3b8',
    borderRadius: '0.375rem',
    backgroundColor: '#ffffff',
    color: '#0f172a',
  },
  ':root.dark &': { backgroundColor: '#020617', color: '#f1f5f9', borderColor: '#64748b' },
  '&.cm-focused': { outline: '2px solid #6366f1', outlineOffset: '2px' },
  '.cm-content': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', minHeight: '10rem' },
  '.cm-scroller': { maxHeight: '24rem', overflow: 'auto' },
  '& .tok-keyword': { color: '#6d28d9', fontWeight: '600' },
  ':root.dark & .tok-keyword': { color: '#c4b5fd', fontWeight: '600' },
  '& .tok-variableName': { color: '#0369a1' },
  ':root.dark & .tok-variableName': { color: '#7dd3fc' },
  '& .tok-string': { color: '#047857' },
  ':root.dark & .tok-string': { color: '#6ee7b7' },
  '& .tok-comment': { color: '#475569', fontStyle: 'italic' },
  ':root.dark & .tok-comment': { color: '#94a3b8', fontStyle: 'italic' },
  '& .tok-atom, & .tok-meta': { color: '#b45309' },
  ':root.dark & .tok-atom, :root.dark & .tok-meta': { color: '#fcd34d' },
  '& .tok-number': { color: '#be123c' },
  ':root.dark & .tok-number': { color: '#fda4af' },
  '& .cm-matchingBracket': { backgroundColor: '#c7d2fe', color: '#0f172a' },
  ':root.dark & .cm-matchingBracket': { backgroundColor: '#3730a3', color: '#f8fafc' },
  '& .cm-nonmatchingBracket': { backgroundColor: '#fecaca', color: '#0f172a' },
  ':root.dark & .cm-nonmatchingBracket': { backgroundColor: '#7f1d1d', color: '#f8fafc' },
  '& .cm-cursor': { borderLeftColor: '#0f172a' },
  ':root.dark & .cm-cursor': { borderLeftColor: '#f8fafc' },
  '& .cm-selectionBackground': { backgroundColor: '#c7d2fe !important' },
  ':root.dark & .cm-selectionBackground': { backgroundColor: '#3730a3 !important' },
  '& .cm-tooltip': { backgroundColor: '#ffffff', color: '#0f172a', border: '1px solid #94a3b8' },
  ':root.dark & .cm-tooltip': { backgroundColor: '#0f172a', color: '#f1f5f9', border: '1px solid #64748b' },
  '& .cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: '#4338ca', color: '#ffffff' },
  ':root.dark & .cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: '#a5b4fc', color: '#020617' },
  '.cm-completionDetail': { fontStyle: 'normal', opacity: '1', marginLeft: '0.75rem' },
});

const sparqlLanguage = StreamLanguage.define(sparql);

/**
 * CodeMirror's styles (style-mod) go into a <style> element in a document, which the page's Content Security Policy
 * (style-src 'self') refuses, leaving the editor unstyled; into a shadow root they go into a constructed stylesheet,
 * which the policy allows. style-mod chooses by whether the root has a head, and keeps its choice for the root: so
 * the first editor is made while the document shows no head, and every later one reuses that stylesheet.
 */
function adoptEditorStyles() {
  if (!('adoptedStyleSheets' in document) || document.querySelector('.cm-editor')) return;
  Object.defineProperty(document, 'head', { value: null, configurable: true });
  try {
    new EditorView({ extensions: colours }).destroy();
  } finally {
    Reflect.deleteProperty(document, 'head');
  }
}

export function SparqlEditor({ value, onChange, onBlur, onRun, complete, describedBy, invalid }: SparqlEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const attributes = useRef(new Compartment());
  const completion = useRef(new Compartment());
  const completionLoad = useRef<Promise<void>>(undefined);
  // The latest callbacks, for the editor made once.
  const latest = useRef({ onChange, onBlur, onRun, complete });
  const initial = useRef(value);
  useEffect(() => {
    latest.current = { onChange, onBlur, onRun, complete };
  });

  useEffect(() => {
    adoptEditorStyles();
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
            ...historyKeymap,
            ...standardKeymap,
            indentWithTab,
          ]),
          sparqlLanguage,
          syntaxHighlighting(classHighlighter),
          bracketMatching(),
          completion.current.of([]),
          // Completion (about 12 KB) loads when the editor is first focused, with its keys (Ctrl+Space, arrows).
          EditorView.domEventHandlers({
            focus: (_event, focused) => {
              if (completionLoad.current) return;
              completionLoad.current = import('@codemirror/autocomplete').then(({ autocompletion }) => {
                // The page may have been left meanwhile.
                if (view.current !== focused) return;
                focused.dispatch({
                  effects: completion.current.reconfigure(
                    autocompletion({ override: [(context) => latest.current.complete(context)] }),
                  ),
                });
              });
            },
          }),
          EditorView.lineWrapping,
          colours,
          attributes.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
            if (update.focusChanged && !update.view.hasFocus) latest.current.onBlur();
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
