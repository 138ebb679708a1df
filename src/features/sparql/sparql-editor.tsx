import { createEditor, type PrismEditor } from 'prism-code-editor';
import { autoComplete, fuzzyFilter, registerCompletions, type CompletionSource } from 'prism-code-editor/autocomplete';
import {
  defaultKeymap,
  editHistory,
  editorCommands,
  indentSelectedLines,
  insertTab,
  type EditorHotkey,
} from 'prism-code-editor/commands';
import { cursorPosition } from 'prism-code-editor/cursor';
import { highlightBracketPairs } from 'prism-code-editor/highlight-brackets';
// SPARQL's comments (#) and indentation inside brackets, for the editor's commands.
import 'prism-code-editor/languages/turtle';
import { matchBrackets } from 'prism-code-editor/match-brackets';
import 'prism-code-editor/prism/languages/sparql';
import { insertText, setSelection } from 'prism-code-editor/utils';
import 'prism-code-editor/layout.css';
import 'prism-code-editor/autocomplete.css';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import { missingPrefixLine } from './completion';
import './sparql-editor.css';

/*
 * The query editor: prism-code-editor (a textarea under a highlighted copy of its text) with Prism's SPARQL grammar,
 * loaded with this page only. CodeMirror 6 was tried first and weighed 92 KB gzip of the page's 100 KB budget; this
 * editor, with completion, bracket matching and its commands, weighs about 11 KB.
 * Its editable area is a textarea named "SPARQL query". Tab indents there; Escape then Tab (or Shift+Tab) leaves it
 * (the page says so under the editor).
 */

/** What the page may ask of the editor. */
export interface SparqlEditorHandle {
  /** Focuses the editor with the caret at a place of its text (1-based, as a mistake is reported). */
  focusAt: (line: number, column: number) => void;
}

interface SparqlEditorProps {
  ref?: Ref<SparqlEditorHandle>;
  /** The text when the editor is made, and when it is replaced from outside (an example, the history, Back). */
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  onRun: () => void;
  complete: CompletionSource;
  describedBy: string;
  invalid: boolean;
}

// Completion sources are registered per language, for every editor; each editor answers with its page's own.
const sources = new WeakMap<PrismEditor, CompletionSource>();
registerCompletions(['sparql'], { sources: [(context, editor) => sources.get(editor)?.(context, editor)] });

/**
 * Escape, then Tab or Shift+Tab, leaves the editor instead of indenting. An Escape that closes the completion list
 * never reaches this (the list takes it), so with the list open it takes two.
 */
function leaveByEscape() {
  let leaving = false;
  return {
    extension: (editor: PrismEditor) => {
      editor.textarea.addEventListener('keydown', (event) => {
        leaving = event.key === 'Escape' || (leaving && (event.key === 'Tab' || event.key === 'Shift'));
      });
      // Coming back in (Shift+Tab from the Run button) starts afresh.
      editor.textarea.addEventListener('focus', () => (leaving = false));
    },
    keys: {
      Tab: (editor: PrismEditor) => {
        if (leaving) return false;
        const [start, end] = editor.getSelection();
        return start === end ? insertTab(editor, start) : indentSelectedLines(editor);
      },
      '8+Tab': (editor: PrismEditor) => !leaving && indentSelectedLines(editor, true),
    } satisfies Record<string, EditorHotkey>,
  };
}

/**
 * Choosing a completion whose well-known prefix the query does not declare adds the PREFIX line at the top. A choice
 * is Enter or Tab while an option is active, or a click on an option; the line is added once the choice is in.
 * Registered before the completion, which stops the keys it takes from going further.
 */
function addPrefixAfterChoice(editor: PrismEditor) {
  let chosen = false;
  const listOpen = () => editor.textarea.hasAttribute('aria-activedescendant');
  editor.textarea.addEventListener(
    'keydown',
    (event) => {
      chosen = listOpen() && (event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey;
    },
    true,
  );
  editor.container.addEventListener(
    'mousedown',
    (event) => {
      chosen = event.target instanceof Element && event.target.closest('.pce-ac-row') !== null;
    },
    true,
  );
  editor.on('update', (value) => {
    if (!chosen) return;
    chosen = false;
    const cursor = editor.getSelection()[1];
    const line = missingPrefixLine(value, cursor);
    // After the completion's own insertion has finished.
    if (line) queueMicrotask(() => insertText(editor, line, 0, 0, cursor + line.length));
  });
}

/**
 * The completion list keeps a fixed window of rows and fills as many as there are options, clipping the rest from
 * view but not from assistive technology, which would read them as options (empty, or left from an earlier list):
 * rows past the count are hidden. It also numbers its options from 0, where ARIA counts from 1, and has no name.
 * All three are put right whenever the list is shown, refilled or scrolled.
 */
function tidyCompletionList(editor: PrismEditor) {
  new MutationObserver(() => {
    editor.container.querySelector('[role="listbox"]')?.setAttribute('aria-label', 'Completions');
    const rows = editor.container.querySelectorAll<HTMLElement>('[role="listbox"] > [role="option"]');
    const count = Number(rows[0]?.getAttribute('aria-setsize') ?? 0);
    rows.forEach((row, index) => {
      row.hidden = index >= count;
      // A number the list has just set differs from the one kept here: each is counted up once, never twice.
      const position = row.getAttribute('aria-posinset');
      if (position !== null && position !== row.dataset.position) {
        row.dataset.position = String(Number(position) + 1);
        row.setAttribute('aria-posinset', row.dataset.position);
      }
    });
  }).observe(editor.container, {
    subtree: true,
    childList: true,
    attributeFilter: ['aria-setsize', 'aria-posinset'],
  });
}

/** The offset in `text` of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split('\n');
  const start = lines.slice(0, line - 1).reduce((sum, before) => sum + before.length + 1, 0);
  return Math.min(text.length, start + column - 1);
}

export function SparqlEditor({
  ref,
  value,
  onChange,
  onBlur,
  onRun,
  complete,
  describedBy,
  invalid,
}: SparqlEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const editorRef = useRef<PrismEditor>(undefined);
  // The latest callbacks, for the editor made once.
  const latest = useRef({ onChange, onBlur, onRun });
  const initial = useRef(value);
  useEffect(() => {
    latest.current = { onChange, onBlur, onRun };
  });

  // Made before the browser paints, not after: the page's first render may come in a transition, whose effects wait
  // for the paint, and an editor added then would push down everything below it (a layout shift).
  useLayoutEffect(() => {
    const leave = leaveByEscape();
    const keys: Record<string, EditorHotkey> = {
      ...defaultKeymap,
      ...leave.keys,
      'Mod+Enter': () => {
        latest.current.onRun();
        return true;
      },
    };
    // Ctrl+M would switch Tab's indenting off for every editor until pressed again: Escape is the one way out.
    delete keys['2+m'];
    delete keys['10+m'];
    const editor = createEditor(
      parent.current,
      {
        language: 'sparql',
        value: initial.current,
        lineNumbers: true,
        wordWrap: true,
        tabSize: 2,
        class: 'sparql-editor',
        onUpdate: (text) => latest.current.onChange(text),
      },
      leave.extension,
      addPrefixAfterChoice,
      cursorPosition(),
      matchBrackets(),
      highlightBracketPairs(),
      editorCommands(keys),
      editHistory(),
      autoComplete({ filter: fuzzyFilter }),
      tidyCompletionList,
    );
    editor.textarea.addEventListener('blur', () => latest.current.onBlur());
    editorRef.current = editor;
    return () => {
      editor.remove();
      editorRef.current = undefined;
    };
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    if (editor) sources.set(editor, complete);
  }, [complete]);

  useImperativeHandle(ref, () => ({
    focusAt: (line, column) => {
      const editor = editorRef.current;
      if (!editor) return;
      const offset = offsetOf(editor.value, line, column);
      editor.textarea.focus();
      setSelection(editor, offset);
      editor.extensions.cursor?.scrollIntoView();
    },
  }));

  // A text from outside (an example, the history, Back) replaces the editor's.
  useEffect(() => {
    const editor = editorRef.current;
    if (editor && editor.value !== value) editor.setOptions({ value });
  }, [value]);

  useEffect(() => {
    const textarea = editorRef.current?.textarea;
    textarea?.setAttribute('aria-label', 'SPARQL query');
    textarea?.setAttribute('aria-describedby', describedBy);
    textarea?.setAttribute('aria-invalid', invalid ? 'true' : 'false');
  }, [describedBy, invalid]);

  return <div ref={parent} />;
}
