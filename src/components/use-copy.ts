import { useEffect, useRef, useState } from 'react';

/** Puts text on the clipboard; false when the browser refuses (no permission, insecure page). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** How long a copy message stays: long enough to read, short enough not to linger as if still news. */
const COPY_MESSAGE_MS = 5_000;

/**
 * Copies text and keeps a message about it to show (and announce) for a few
 * seconds. The message is for a live region that is always on the page, so
 * that it is announced, and that takes no room of its own, so that it does
 * not push what is below it.
 */
export function useCopy() {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string, what: string) => {
    const copied = await copyText(text);
    clearTimeout(timer.current);
    setMessage(
      copied ? `Copied ${what}.` : `The browser did not allow copying ${what}. Select it and copy it by hand.`,
    );
    timer.current = setTimeout(() => setMessage(''), COPY_MESSAGE_MS);
  };
  return { message, copy };
}
