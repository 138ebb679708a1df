import { QueryClient } from '@tanstack/react-query';
import { shouldRetryRead } from '../api/request';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // 'always': never pause while the browser says it is offline. The offline sample data answers in the browser
      // with no network at all, and a real server's failure is said (with Retry) rather than a loading state that
      // lasts until the network comes back.
      // Long enough that moving between pages reuses what was just read.
      queries: { staleTime: 30_000, retry: shouldRetryRead, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
