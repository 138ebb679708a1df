import { QueryClient } from '@tanstack/react-query';
import { shouldRetryRead } from '../api/request';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Long enough that moving between pages reuses what was just read.
      queries: { staleTime: 30_000, retry: shouldRetryRead },
      mutations: { retry: false },
    },
  });
}
