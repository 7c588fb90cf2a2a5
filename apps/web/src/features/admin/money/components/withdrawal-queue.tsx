import {
  CASH_FUND_LABELS,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@kapital/shared/constants';
import { StatusQueue, useQueueParams } from '@/features/admin/shared/components/status-queue.tsx';
import { adminWithdrawalPath } from '@/features/admin/shared/lib/admin-paths.ts';
import { invoiceStatusLook } from '@/lib/invoices/invoice-status.ts';
import { useAdminWithdrawals } from '../api/get-admin-withdrawals.ts';
import { MoneyQueueRow } from './money-queue-row.tsx';

const TABS: readonly WithdrawalStatus[] = WITHDRAWAL_STATUSES;

const statusLabel = (status: WithdrawalStatus) => invoiceStatusLook(status).label;

/** Withdrawal requests by state; the pending ones hold the money until staff pay or reject. */
export function WithdrawalQueue() {
  const queue = useQueueParams(TABS, 'pending');
  return (
    <StatusQueue
      statuses={TABS}
      statusLabel={statusLabel}
      queue={queue}
      noun="withdrawals"
      nothingWaiting="Nothing waiting: every withdrawal request has been handled."
      query={useAdminWithdrawals(queue.status, queue.page)}
    >
      {(item) => (
        <MoneyQueueRow
          key={item.id}
          to={adminWithdrawalPath(item.id)}
          testId="withdrawal-row"
          number={item.number}
          customer={item.customer}
          via={`From ${CASH_FUND_LABELS[item.source].toLowerCase()}`}
          createdAt={item.createdAt}
          amountUsd={item.amount.usd}
          status={item.status}
        />
      )}
    </StatusQueue>
  );
}
