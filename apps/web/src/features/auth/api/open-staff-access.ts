import type { OpenStaffAccessBody } from '@kapital/shared';
import { api } from '@/lib/api-client.ts';

/**
 * POST /api/account/staff-access: the link's parts, in a body rather than an address. The
 * answer sets the session cookie of a read-only session as the user.
 */
export function openStaffAccess(body: OpenStaffAccessBody): Promise<unknown> {
  return api.post('/api/account/staff-access', body);
}
