import type { ReactNode } from 'react';

const tones = {
  error: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
  info: 'border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100',
} as const;

const icons = { error: '⚠', info: 'ℹ', success: '✓' } as const;

interface AlertProps {
  tone?: keyof typeof tones;
  title: string;
  children?: ReactNode;
  /** Buttons or links that act on what the alert says (Retry, Open settings…). */
  actions?: ReactNode;
  /** False when a status line nearby already announces the news, so it is not said twice. */
  live?: boolean;
}

/** A titled message; errors are announced to screen readers as they appear. */
export function Alert({ tone = 'info', title, children, actions, live = true }: AlertProps) {
  return (
    <div
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      className={`flex gap-3 rounded-lg border p-4 ${tones[tone]}`}
    >
      <span aria-hidden="true" className="text-lg leading-5">
        {icons[tone]}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="font-semibold wrap-anywhere">{title}</p>
        {children ? <div className="text-sm wrap-anywhere">{children}</div> : null}
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
