import { useEffect, useRef, useState, type RefObject } from 'react';
import { TextField } from '../../components/ui/text-field';
import type { SearchView } from './search-url-state';

/** Results follow typing after this pause; Enter searches at once. */
export const TYPING_PAUSE_MS = 300;

interface SearchBoxProps {
  q: string;
  /** The keys offered are the view's: j and k move through the table's rows, the picture has its own. */
  view: SearchView;
  inputRef: RefObject<HTMLInputElement | null>;
  onSubmit: (text: string, typing: boolean) => void;
}

/** The query field: what is typed is searched after a short pause, or at once on Enter. */
export function SearchBox({ q, view, inputRef, onSubmit }: SearchBoxProps) {
  const [draft, setDraft] = useState(q);
  // When the URL's query changes from elsewhere (Back, a pivot), the field shows it.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (draft.trim() !== q) setDraft(q);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A pause that ends after Back, a pivot or a page-size change must not undo it: a new URL query cancels
  // the pending search, and the one that fires uses the page's current state, not the state when typing began.
  useEffect(() => () => clearTimeout(timer.current), [q]);
  const latestSubmit = useRef(onSubmit);
  useEffect(() => {
    latestSubmit.current = onSubmit;
  });

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        onSubmit(draft, false);
      }}
    >
      <TextField
        ref={inputRef}
        label="Search"
        type="search"
        value={draft}
        autoComplete="off"
        spellCheck={false}
        placeholder="A name, a word, or a full IRI"
        hint={
          <>
            Results follow as you type; Enter searches at once.
            {/* Keys mean nothing on a touch screen. */}
            {view === 'graph' ? (
              <span className="touch-screen:hidden">
                {' '}
                Press <kbd className="font-mono">/</kbd> to come back here; in the picture, the arrow keys go from thing
                to thing.
              </span>
            ) : (
              <span className="touch-screen:hidden">
                {' '}
                Press <kbd className="font-mono">/</kbd> to come back here, <kbd className="font-mono">j</kbd> /{' '}
                <kbd className="font-mono">k</kbd> to move through the results, <kbd className="font-mono">←</kbd> /{' '}
                <kbd className="font-mono">→</kbd> to reach a result&apos;s links.
              </span>
            )}
          </>
        }
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => latestSubmit.current(text, true), TYPING_PAUSE_MS);
        }}
      />
    </form>
  );
}
