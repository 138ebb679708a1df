import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
// From 'react-router' itself, not 'react-router/dom': in Node the two entry points can load
// separate copies of the router's contexts, and routes would not see their router.
import { flushSync } from 'react-dom';
import { RouterProvider, type RouterProviderProps } from 'react-router';

export function App({ router, queryClient }: { router: RouterProviderProps['router']; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Given here, as 'react-router/dom' would (see above): a navigation that asks for it (a page already in the
          cache) is rendered in the event that made it, instead of in a transition that starts in a later task. */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </QueryClientProvider>
  );
}
