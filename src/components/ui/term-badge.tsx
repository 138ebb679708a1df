/** A small monospaced tag beside a value: its language, its datatype, what kind of term it is. */
export function TermBadge({ children, title }: { children: string; title?: string }) {
  return (
    <span
      title={title}
      className="rounded border border-slate-300 bg-slate-100 px-1.5 py-px font-mono text-[0.7rem] text-slate-700 wrap-anywhere dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300"
    >
      {children}
    </span>
  );
}
