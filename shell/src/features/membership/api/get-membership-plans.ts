import type { MembershipPlan } from '@petcora/contracts';
import { apiJson } from '@petcora/api-client';
import { useQuery } from '@tanstack/react-query';

export type { MembershipPlan };

export function getMembershipPlans(): Promise<MembershipPlan[]> {
  return apiJson<MembershipPlan[]>('/api/membership-plans');
}

export const membershipPlansQuery = {
  queryKey: ['/api/membership-plans'],
  queryFn: getMembershipPlans,
} as const;

export function useMembershipPlans() {
  return useQuery(membershipPlansQuery);
}
