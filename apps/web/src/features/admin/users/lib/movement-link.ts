import type { StatementEntry } from '@kapital/shared';
import { adminDepositPath, adminWithdrawalPath } from '@/features/admin/shared/lib/admin-paths.ts';

/**
 * Where a statement line leads in the console: its deposit or withdrawal. Investments and
 * trades have no page of their own here; their lines name them instead.
 */
export function movementLink(subject: StatementEntry['subject']): string | null {
  if (subject?.type === 'deposit') return adminDepositPath(subject.id);
  if (subject?.type === 'withdrawal') return adminWithdrawalPath(subject.id);
  return null;
}
