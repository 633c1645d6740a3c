import { apiJson } from '@petcora/api-client';
import type { PaymentsConfig } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const PAYMENTS_CONFIG_PATH = '/api/payments/config';

/** GET /api/payments/config: the Square application, location and card script the checkout loads. */
export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return apiJson<PaymentsConfig>(PAYMENTS_CONFIG_PATH, { signal });
}

export function paymentsConfigQueryOptions() {
  return queryOptions({
    queryKey: [PAYMENTS_CONFIG_PATH],
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    // Configuration: the same for the whole visit.
    staleTime: Infinity,
  });
}

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
