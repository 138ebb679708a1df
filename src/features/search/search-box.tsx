import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { TextField } from '../../components/ui/text-field';
import type { SearchView } from './search-url-state';

/*
 * Results follow typing after a pause; Enter searches at once. A letter or two matches much of a world and is most
 * often on its way to a longer word, so it waits longer; from three characters a query says enough to be searched
 * after a short pause, and the results of a long word arrive well within a quarter of a second of its last key.
 */
const SPECIFIC_QUERY_LENGTH = 3;
const SHORT_QUERY_PAUSE_MS = 300;
const SPECIFIC_QUERY_PAUSE_MS = 120;

/** How long typing must pause before `text` is searched. */
export const typingPause = (text: string) =>
  text.trim().length >= SPECIFIC_QUERY_LENGTH ? SPECIFIC_QUERY_PAUSE_MS : SHORT_QUERY_PAUSE_MS;

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
  /*
   * The query this box sent last. The URL shows it a moment later, and a person typing on may have added a key
   * meanwhile: that arrival changes nothing in the field. Any other new query in the URL (Back, a pivot) is shown.
   */
  const [sentQ, setSentQ] = useState<string>();
  const [shownQ, setShownQ] = useState(q);
  const ownArrival = q === sentQ;
  if (shownQ !== q) {
    setShownQ(q);
    if (!ownArrival) {
      setSentQ(undefined);
      if (draft.trim() !== q) setDraft(q);
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A pause that ends after Back, a pivot or a page-size change must not undo it: a query from elsewhere cancels
  // the pending search, and the one that fires uses the page's current state, not the state when typing began.
  const onNewQuery = useEffectEvent(() => {
    if (!ownArrival) clearTimeout(timer.current);
  });
  useEffect(() => onNewQuery(), [q]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const latestSubmit = useRef(onSubmit);
  useEffect(() => {
    latestSubmit.current = onSubmit;
  });
  const submit = (text: string, typing: boolean) => {
    setSentQ(text.trim());
    latestSubmit.current(text, typing);
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        submit(draft, false);
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
          timer.current = setTimeout(() => submit(text, true), typingPause(text));
        }}
      />
    </form>
  );
}
