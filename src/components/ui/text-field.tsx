import { useId, type ComponentProps, type ReactNode } from 'react';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Help shown under the field, announced with it. */
  hint?: ReactNode;
  /** A validation message; marks the field invalid for assistive technology too. */
  error?: string;
};

/** A labelled input whose hint and error are wired to it for screen readers. */
export function TextField({ label, hint, error, className = '', ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="min-h-9 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-400 dark:placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
