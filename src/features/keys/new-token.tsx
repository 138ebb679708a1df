import { useEffect, useRef } from 'react';
import type { CreatedApiKey } from '../../api/worlds-api';
import { Button } from '../../components/ui/button';
import { controlClasses, Field } from '../../components/ui/field';
import { useCopy } from '../../components/use-copy';

/**
 * The token of the key just created, shown this once with Copy: the server never shows it again. What is said of
 * the key is what the server's reply holds (its name, namespace, world), not what the form sent.
 */
export function NewToken({
  created: { key, token },
  onDismiss,
}: {
  created: { key: CreatedApiKey; token: string };
  onDismiss: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { message, copy } = useCopy();
  // The form that had focus is gone: the news takes it, and is read out from its heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="new-token-heading"
      className="flex flex-col gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-50"
    >
      <h2 id="new-token-heading" ref={heading} tabIndex={-1} className="font-semibold wrap-anywhere outline-none">
        <span aria-hidden="true">✓ </span>Key “{key.name || key.uid}” created
      </h2>
      <p className="text-sm wrap-anywhere">
        In the namespace <strong>{key.namespace}</strong>
        {key.worldId ? (
          <>
            , for the world <code>{key.worldId}</code> only
          </>
        ) : (
          ', for every world of it'
        )}
        .
      </p>
      <p className="rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:border-amber-600 dark:bg-amber-950/60 dark:text-amber-50">
        <span aria-hidden="true">⚠ </span>Copy the token now: it will not be shown again. The server keeps no copy it
        can show, and neither does the dashboard.
      </p>
      <Field label="Token">
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              value={token}
              readOnly
              spellCheck={false}
              autoComplete="off"
              onFocus={(event) => event.currentTarget.select()}
              className={`min-h-9 min-w-0 flex-1 font-mono ${controlClasses}`}
            />
            <Button onClick={() => void copy(token, 'the token')}>Copy</Button>
          </div>
        )}
      </Field>
      {/* Always on the page, so that what Copy did is announced. */}
      <p role="status" className="-mt-3 text-sm">
        {message}
      </p>
      <Button variant="primary" onClick={onDismiss} className="self-start">
        Done
      </Button>
    </section>
  );
}
