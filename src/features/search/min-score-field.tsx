import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { controlClasses, Field } from '../../components/ui/field';
import { parseMinScore } from './search-url-state';

interface MinScoreFieldProps {
  /** The minimum the search asks for; undefined: the world's own. */
  value: number | undefined;
  /** The world's own minimum score, where it could be read. */
  worldDefault: number | undefined;
  /** A new minimum; undefined goes back to the world's own. */
  onChange: (next: number | undefined) => void;
}

const shown = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * The least score a row may have (capabilities.searchSettings), 0 to 1. It starts at the world's own minimum; a
 * value equal to it is not sent (the server applies it anyway). Applied on Enter or Apply, never while typing: a
 * half-typed "0." would otherwise search for 0. A value that is not a number from 0 to 1 is said at the field and
 * kept as typed; nothing is sent.
 */
export function MinScoreField({ value, worldDefault, onChange }: MinScoreFieldProps) {
  const current = value ?? worldDefault;
  const [draft, setDraft] = useState(shown(current));
  const [error, setError] = useState<string | undefined>(undefined);
  // When the search's minimum changes from elsewhere (Back, a link, the world read), the field shows it.
  const [shownValue, setShownValue] = useState(current);
  if (shownValue !== current) {
    setShownValue(current);
    setDraft(shown(current));
    setError(undefined);
  }

  const apply = () => {
    const next = parseMinScore(draft);
    if (next === undefined) {
      setError('Enter a number from 0 to 1, such as 0.5.');
      return;
    }
    setError(undefined);
    onChange(next === worldDefault ? undefined : next);
  };

  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Field
        label="Minimum score"
        error={error}
        hint={
          worldDefault === undefined
            ? 'From 0 to 1: rows scoring less are left out.'
            : `From 0 to 1: rows scoring less are left out. This world’s own is ${String(worldDefault)}.`
        }
      >
        {(control) => (
          <div className="flex flex-wrap items-center gap-2">
            <input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              value={draft}
              placeholder={shown(worldDefault)}
              onChange={(event) => setDraft(event.target.value)}
              className={`min-h-9 w-24 font-mono ${controlClasses}`}
            />
            <Button type="submit">Apply</Button>
            {value !== undefined ? (
              <Button variant="ghost" onClick={() => onChange(undefined)}>
                Use the world’s own
              </Button>
            ) : null}
          </div>
        )}
      </Field>
    </form>
  );
}
