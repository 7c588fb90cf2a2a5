import { useQuery } from '@tanstack/react-query';
import { securityOverviewQueryOptions } from '@/lib/second-step.ts';

/**
 * GET /api/security: what is set up. The same cache entry the second step of money actions reads
 * (lib/second-step.ts), so a change here is what their dialogs ask for next.
 */
export function useSecurityOverview() {
  return useQuery(securityOverviewQueryOptions());
}
