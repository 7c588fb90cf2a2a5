import { type StaffAccessLink, staffAccessLinkResponse } from '@kapital/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * POST /api/admin/users/{id}/staff-access: a one-time link to view the app as this user, for
 * STAFF_ACCESS_LINK_SECONDS. Issuing it is audited; nothing about the user changes.
 */
export function createStaffAccessLink(userId: string): Promise<StaffAccessLink> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/staff-access`, {
    method: 'POST',
    body: {},
    schema: staffAccessLinkResponse,
  });
}

export function useCreateStaffAccessLink(userId: string) {
  return useMutation({ mutationFn: () => createStaffAccessLink(userId) });
}
