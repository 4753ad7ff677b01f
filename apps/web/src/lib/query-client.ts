import { QueryClient } from '@tanstack/react-query';

/**
 * Failures already reach the person through the api-client dialogs, so retrying would
 * only repeat them; focus refetching is replaced by the explicit status check on visibility.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
