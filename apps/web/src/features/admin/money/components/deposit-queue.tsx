import { DEPOSIT_STATUSES, type DepositStatus } from '@kapital/shared/constants';
import AttachFile from '@mui/icons-material/AttachFileOutlined';
import Typography from '@mui/material/Typography';
import { useAdminText } from '@/features/admin/i18n.ts';
import {
  type QueueStatuses,
  StatusQueue,
} from '@/features/admin/shared/components/status-queue.tsx';
import { adminDepositPath } from '@/features/admin/shared/lib/admin-paths.ts';
import { moneyStatusName } from '@/features/admin/shared/lib/console-words.ts';
import { adminDepositsQueryOptions } from '../api/get-admin-deposits.ts';
import { MoneyQueueRow } from './money-queue-row.tsx';

/** Submitted first: those are the ones waiting for staff. */
const TABS: QueueStatuses<DepositStatus> = [
  'submitted',
  ...DEPOSIT_STATUSES.filter((status) => status !== 'submitted'),
];

/** Deposit invoices by state; the submitted ones carry proof and wait for a decision. */
export function DepositQueue() {
  const { t } = useAdminText();
  return (
    <StatusQueue
      statuses={TABS}
      statusLabel={(status) => moneyStatusName(t, status)}
      noun={t('queues.deposits')}
      nothingWaiting={t('queues.depositsNothingWaiting')}
      pageQuery={adminDepositsQueryOptions}
    >
      {(item) => (
        <MoneyQueueRow
          item={item}
          to={adminDepositPath(item.id)}
          testId="deposit-row"
          via={item.methodLabel}
          note={
            item.hasProof ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <AttachFile fontSize="inherit" aria-hidden /> {t('queues.proofAttached')}
              </Typography>
            ) : null
          }
        />
      )}
    </StatusQueue>
  );
}
