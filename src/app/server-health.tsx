import { useQuery } from '@tanstack/react-query';
import { connectionId, type Connection } from '../api/connection';
import { worldsApi } from '../api/dialect';

/*
 * What the server's own health route says, beside the header's badge, on a server that has one (capabilities.health).
 * A chunk of its own, loaded only for such a server, so the first visit of every other server carries none of it.
 * Asked again each minute and when the window comes back, since a server's health is news that changes by itself.
 */

const HEALTH_INTERVAL_MS = 60_000;

const healthQuery = (connection: Connection) => ({
  queryKey: ['health', connectionId(connection)] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const { health } = await worldsApi(connection);
    if (!health) throw new Error('This server has no health route.');
    return health(signal);
  },
  staleTime: HEALTH_INTERVAL_MS,
  refetchInterval: HEALTH_INTERVAL_MS,
  // Said at once: a retried failure would say "checking" for seconds while the server says it is not well.
  retry: false,
});

const tones = {
  ok: 'text-emerald-800 dark:text-emerald-200',
  other: 'text-amber-900 dark:text-amber-100',
  pending: 'text-slate-600 dark:text-slate-300',
};

/**
 * "Health: ok", or what the server said instead, or why it could not be asked (the error's message has the status
 * and the server's own words); a live region, so a change is heard. On a narrow screen, a line of its own.
 */
export function ServerHealth({ connection }: { connection: Connection }) {
  const health = useQuery(healthQuery(connection));
  const [tone, text] = health.isPending
    ? (['pending', 'checking…'] as const)
    : health.isError
      ? (['other', health.error.message] as const)
      : ([health.data.status === 'ok' ? 'ok' : 'other', health.data.status] as const);
  return (
    <span
      role="status"
      className={`text-xs font-medium break-words max-sm:order-last max-sm:basis-full max-sm:text-right sm:max-w-80 ${tones[tone]}`}
    >
      Health: {text}
    </span>
  );
}
