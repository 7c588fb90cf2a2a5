import { type InvoiceCustomer, rejectionBody } from '@kapital/shared';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useAdminText } from '@/features/admin/i18n.ts';
import { TextDecisionDialog } from '@/features/admin/shared/components/review-parts.tsx';
import { adminUserPath } from '@/features/admin/shared/lib/admin-paths.ts';
import type { ReviewDecision } from '@/features/admin/shared/lib/use-review-decision.ts';
import { type KeyedDecision, keyedDecision } from '../lib/keyed-decision.ts';

/** Who asked for the money, with the way to their user page. */
export function CustomerFact({ customer, userId }: { customer: InvoiceCustomer; userId: string }) {
  const { t } = useAdminText();
  return (
    <>
      {customer.name} · {customer.email}{' '}
      <Link component={RouterLink} to={adminUserPath(userId)} underline="always">
        {t('review.openUser')}
      </Link>
    </>
  );
}

interface RejectionDialogProps {
  decision: ReviewDecision<KeyedDecision<{ decision: 'reject'; reason: string }>>;
  /** The deposit's or withdrawal's number, for the title. */
  number: string;
  /** What rejecting does with the money. */
  description: string;
  /** An example of a reason that fits this kind of request. */
  helperText: string;
  /** What the toast says once the request is rejected. */
  rejectedMessage: string;
}

/** Rejecting a deposit or withdrawal: the user reads the reason staff give here. */
export function RejectionDialog({
  decision,
  number,
  description,
  helperText,
  rejectedMessage,
}: RejectionDialogProps) {
  const { t } = useAdminText();
  return (
    <TextDecisionDialog
      {...decision.dialogFor('reject')}
      title={t('review.rejectTitle', { number })}
      description={description}
      schema={rejectionBody}
      field="reason"
      label={t('review.reason')}
      helperText={helperText}
      multiline
      confirmLabel={t('review.reject')}
      confirmColor="error"
      onSubmit={({ reason }) =>
        decision.submit(
          keyedDecision(decision.keys.reject, { decision: 'reject', reason }),
          rejectedMessage,
        )
      }
    />
  );
}
