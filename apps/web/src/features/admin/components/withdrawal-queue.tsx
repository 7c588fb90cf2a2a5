import {
  CASH_FUND_LABELS,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@kapital/shared/constants';
import { invoiceStatusLook } from '@/lib/invoices/invoice-status.ts';
import { useAdminWithdrawals } from '../api/get-admin-withdrawals.ts';
import { adminWithdrawalPath } from '../lib/admin-paths.ts';
import { MoneyQueueRow } from './money-queue-row.tsx';
import { StatusQueue, useQueueParams } from './status-queue.tsx';

const TABS: readonly WithdrawalStatus[] = WITHDRAWAL_STATUSES;

const statusLabel = (status: WithdrawalStatus) => invoiceStatusLook(status).label;

/** Withdrawal requests by state; the pending ones hold the money until staff pay or reject. */
export function WithdrawalQueue() {
  const queue = useQueueParams(TABS, 'pending');
  const { status, page } = queue;
  const label = statusLabel(status);
  return (
    <StatusQueue
      statuses={TABS}
      statusLabel={statusLabel}
      queue={queue}
      tabsLabel="Withdrawals by state"
      query={useAdminWithdrawals(status, page)}
      loadingLabel="Loading withdrawals"
      listLabel={`${label} withdrawals`}
      empty={
        status === 'pending'
          ? 'Nothing waiting: every withdrawal request has been handled.'
          : `No ${label.toLowerCase()} withdrawals.`
      }
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
