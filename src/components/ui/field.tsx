import { useId, type ReactNode } from 'react';

/** What a field's control needs to be labelled, described and marked invalid for assistive technology. */
interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  /** Help shown under the control, announced with it. */
  hint?: ReactNode;
  /** A validation message; marks the control invalid. */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The one place a label, hint and error are wired to a control (`useId`, `aria-invalid`, `aria-describedby`). */
export function Field({ label, hint, error, className = '', children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {/* Always in the page, so that a message appearing in it is announced (WCAG 4.1.3). */}
      <div aria-live="polite">
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
            <span aria-hidden="true">⚠ </span>
            {error}
          </p>
        ) : null}
      </div>
      {hint ? (
        <div id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export const controlClasses =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500';
