import { createQueryClient } from '@petcora/api-client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// One query cache for the whole site: every page that reads data (the remotes' pages and widgets, membership) is
// wrapped in a provider of this same client.
const queryClient = createQueryClient();

export function SiteQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
