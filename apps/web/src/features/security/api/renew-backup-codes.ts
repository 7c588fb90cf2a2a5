import type { backupCodesBody } from '@kapital/shared';
import { type BackupCodesResponse, backupCodesResponse } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { securityQueryKey } from '@/lib/second-step.ts';

/** POST /api/security/two-factor/backup-codes: new codes; the old ones stop working. */
export function renewBackupCodes(
  body: z.input<typeof backupCodesBody>,
): Promise<BackupCodesResponse> {
  return api.post('/api/security/two-factor/backup-codes', body, { schema: backupCodesResponse });
}

export function useRenewBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewBackupCodes,
    // The count of codes left starts again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
}
