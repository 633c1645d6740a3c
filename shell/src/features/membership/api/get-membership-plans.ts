import { apiJson } from '@petcora/api-client';
import { useQuery } from '@tanstack/react-query';

/** A tier as GET /api/membership-plans returns it (public, ordered by level). Prices are integer cents. */
export interface MembershipPlan {
  id: string;
  name: string;
  description: string | null;
  price: number;
  benefits: string[];
  level: number;
}

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
