import { useState } from 'react';
import { copyText } from './browser-actions';

/** Copies text and keeps a message about it to show (and announce) next to the button. */
export function useCopy() {
  const [message, setMessage] = useState('');
  const copy = async (text: string, what: string) => {
    const copied = await copyText(text);
    setMessage(
      copied ? `Copied ${what}.` : `The browser did not allow copying ${what}. Select it and copy it by hand.`,
    );
  };
  return { message, copy };
}
