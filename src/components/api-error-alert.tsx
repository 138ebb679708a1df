import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isApiError, isKeyRefusal } from '../api/request';
import { Alert } from './ui/alert';
import { Button, buttonClasses } from './ui/button';

/** A short headline for a failure, in a person's words. */
function errorHeadline(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong';
  switch (error.kind) {
    case 'network':
    case 'unreachable':
      return 'The server could not be reached';
    case 'timeout':
      return 'The server took too long to answer';
    case 'invalid-reply':
      return "The server's reply was not understood";
    case 'unsupported':
      return 'This server cannot do that';
    case 'invalid-input':
      return 'Nothing was sent';
    case 'http':
      if (error.status === 404) return 'Not found';
      if (error.fromProxy && error.status === 403) return "The dashboard's proxy refused the request";
      if (error.status === 401 || error.status === 403) return 'Not authorised';
      if (error.status === 429) return 'Too many requests';
      if (error.status !== undefined && error.status >= 500) return 'The server failed';
      return 'The server refused the request';
  }
}

/** A message as a sentence, so another can follow it. */
export const withFullStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function errorDetail(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (isApiError(error) && error.retryAfterSeconds !== undefined) {
    return `${withFullStop(error.message)} Try again in ${error.retryAfterSeconds} seconds.`;
  }
  return withFullStop(error.message);
}

interface ApiErrorAlertProps {
  error: unknown;
  /** A headline that names what failed ("The world list could not be loaded"). */
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** The seconds left of the wait a server asked for (Retry-After), counted down from when the error came. */
function useSecondsToWait(error: unknown): number {
  const asked = (isApiError(error) ? error.retryAfterSeconds : undefined) ?? 0;
  const [left, setLeft] = useState({ error, seconds: asked });
  if (left.error !== error) setLeft({ error, seconds: asked });
  useEffect(() => {
    if (asked <= 0) return;
    const end = Date.now() + asked * 1000;
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft({ error, seconds });
      if (seconds === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [error, asked]);
  return left.error === error ? left.seconds : asked;
}

/** Whether the message already says what the headline would (an HTTP message starts "429 Too Many Requests"). */
const saysItself = (error: Error, headline: string) => error.message.toLowerCase().includes(headline.toLowerCase());

export function ApiErrorAlert({ error, title, onRetry, retrying = false }: ApiErrorAlertProps) {
  const refused = isKeyRefusal(error);
  const wait = useSecondsToWait(error);
  // aria-disabled rather than disabled: a button that disables itself under the keyboard drops focus to the body.
  const blocked = retrying || wait > 0;
  return (
    <Alert
      tone="error"
      title={title ?? errorHeadline(error)}
      actions={
        onRetry || refused ? (
          <>
            {onRetry ? (
              <Button aria-disabled={blocked} onClick={blocked ? undefined : onRetry}>
                {retrying ? 'Retrying…' : wait > 0 ? `Retry in ${wait} s` : 'Retry'}
              </Button>
            ) : null}
            {refused ? (
              <Link to="/settings" className={buttonClasses()}>
                Open settings
              </Link>
            ) : null}
          </>
        ) : null
      }
    >
      {/* Only an HTTP status needs the headline spelled out; the other kinds' messages already say it. */}
      {title && isApiError(error) && error.kind === 'http' && !saysItself(error, errorHeadline(error))
        ? `${errorHeadline(error)}. `
        : null}
      {errorDetail(error)}
    </Alert>
  );
}
