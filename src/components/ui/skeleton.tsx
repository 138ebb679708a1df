/** A placeholder block with the size of what is loading, so nothing jumps when it arrives. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded bg-slate-200 dark:bg-slate-700 ${className}`} />;
}
