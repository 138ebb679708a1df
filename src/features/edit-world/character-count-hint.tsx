/** A field's hint: what to know about it, and its characters out of the most allowed (red when over). */
export function CharacterCount({ count, max, note }: { count: number; max: number; note: string }) {
  const over = count > max;
  return (
    <span className="flex justify-between gap-2">
      <span>{note}</span>
      <span className={`shrink-0 ${over ? 'font-medium text-red-700 dark:text-red-400' : ''}`}>
        {count} / {max} characters
      </span>
    </span>
  );
}
