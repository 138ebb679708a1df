import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
// From 'react-router' itself, not 'react-router/dom': in Node the two entry points can load
// separate copies of the router's contexts, and routes would not see their router.
import { RouterProvider, type RouterProviderProps } from 'react-router';

export function App({ router, queryClient }: { router: RouterProviderProps['router']; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
