import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
// From 'react-router' itself, not 'react-router/dom': in Node the two entry points can load
// separate copies of the router's contexts, and routes would not see their router.
import { flushSync } from 'react-dom';
import { RouterProvider, type RouterProviderProps } from 'react-router';

export function App({ router, queryClient }: { router: RouterProviderProps['router']; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Given here rather than by importing RouterProvider from 'react-router/dom' (see above): lets a navigation
          that asks for it (paging to a page already in the cache) render at once instead of in a transition. */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </QueryClientProvider>
  );
}
