const formats: Partial<Record<'short' | 'medium' | 'time', Intl.DateTimeFormat>> = {};

/**
 * A moment as the person's own locale writes it: the date at medium length, the time to the minute (`short`) or the
 * second (`medium`). Each format is made on its first use, not at import: making one costs a phone's main thread tens
 * of milliseconds, which a page's load would pay whether or not it shows a date.
 */
export function dateTimeText(at: number, timeStyle: 'short' | 'medium' = 'short'): string {
  return (formats[timeStyle] ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle })).format(at);
}

/** The time of day alone, to the second, in the person's own locale: of a moment just now ("Saved at 14:03:27"). */
export function timeText(at: Date): string {
  return (formats.time ??= new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' })).format(at);
}
