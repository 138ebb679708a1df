import { Button } from '../../components/ui/button';
import { FIELD_LABELS, type FieldConflict, type FieldUpdate } from './world-changes';

interface ConflictPanelProps {
  conflicts: FieldConflict[];
  /** Fields someone else changed and the person did not: the form already shows the server's value. */
  updated: FieldUpdate[];
  onKeepMine: () => void;
  onTakeServer: () => void;
  onEditFurther: () => void;
}

export function ConflictPanel({ conflicts, updated, onKeepMine, onTakeServer, onEditFurther }: ConflictPanelProps) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50"
    >
      <h2 className="font-semibold">
        <span aria-hidden="true">⚠ </span>Someone else changed this world since you opened it
      </h2>
      <p className="mt-1 text-sm">Nothing was saved. Compare the values and choose which to keep.</p>
      <dl className="mt-3 flex flex-col gap-3">
        {conflicts.map((conflict) => (
          <div key={conflict.field} className="grid gap-2 sm:grid-cols-2">
            <dt className="text-sm font-semibold sm:col-span-2">{FIELD_LABELS[conflict.field]}</dt>
            <dd className="min-w-0">
              <p className="text-xs font-medium tracking-wide uppercase">On the server now</p>
              <ConflictValue value={conflict.server} />
            </dd>
            <dd className="min-w-0">
              <p className="text-xs font-medium tracking-wide uppercase">Yours</p>
              <ConflictValue value={conflict.mine} />
            </dd>
          </div>
        ))}
      </dl>
      {updated.length > 0 ? (
        <>
          <p className="mt-4 text-sm">
            They also changed what you had not, and the form now shows their value (Discard changes goes back to it):
          </p>
          <dl className="mt-2 flex flex-col gap-3">
            {updated.map((update) => (
              <div key={update.field}>
                <dt className="text-sm font-semibold">{FIELD_LABELS[update.field]}</dt>
                <dd className="min-w-0">
                  <ConflictValue value={update.server} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="primary" onClick={onKeepMine}>
          Keep mine and save
        </Button>
        <Button onClick={onTakeServer}>Take the server&apos;s</Button>
        <Button variant="ghost" onClick={onEditFurther}>
          Edit further
        </Button>
      </div>
    </div>
  );
}

function ConflictValue({ value }: { value: string }) {
  return (
    <p className="mt-1 max-h-40 overflow-auto rounded border border-amber-200 bg-white p-2 text-sm whitespace-pre-wrap text-slate-900 wrap-anywhere dark:border-amber-800 dark:bg-slate-900 dark:text-slate-100">
      {value === '' ? <em className="text-slate-500">(empty)</em> : value}
    </p>
  );
}
