import { DEPOSIT_STATUSES, type DepositStatus } from '@kapital/shared/constants';
import AttachFile from '@mui/icons-material/AttachFileOutlined';
import Typography from '@mui/material/Typography';
import { StatusQueue, useQueueParams } from '@/features/admin/shared/components/status-queue.tsx';
import { adminDepositPath } from '@/features/admin/shared/lib/admin-paths.ts';
import { invoiceStatusLook } from '@/lib/invoices/invoice-status.ts';
import { useAdminDeposits } from '../api/get-admin-deposits.ts';
import { MoneyQueueRow } from './money-queue-row.tsx';

/** Submitted first: those are the ones waiting for staff. */
const TABS: DepositStatus[] = [
  'submitted',
  ...DEPOSIT_STATUSES.filter((status) => status !== 'submitted'),
];

const statusLabel = (status: DepositStatus) => invoiceStatusLook(status).label;

/** Deposit invoices by state; the submitted ones carry proof and wait for a decision. */
export function DepositQueue() {
  const queue = useQueueParams(TABS, 'submitted');
  return (
    <StatusQueue
      statuses={TABS}
      statusLabel={statusLabel}
      queue={queue}
      noun="deposits"
      nothingWaiting="Nothing waiting: every deposit with proof has been reviewed."
      query={useAdminDeposits(queue.status, queue.page)}
    >
      {(item) => (
        <MoneyQueueRow
          key={item.id}
          to={adminDepositPath(item.id)}
          testId="deposit-row"
          number={item.number}
          customer={item.customer}
          via={item.methodLabel}
          createdAt={item.createdAt}
          amountUsd={item.amount.usd}
          status={item.status}
          note={
            item.hasProof ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <AttachFile fontSize="inherit" aria-hidden /> Proof attached
              </Typography>
            ) : null
          }
        />
      )}
    </StatusQueue>
  );
}
