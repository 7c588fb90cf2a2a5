import { CASH_FUND_LABELS, WITHDRAWAL_STATUSES } from '@kapital/shared/constants';
import { StatusQueue } from '@/features/admin/shared/components/status-queue.tsx';
import { adminWithdrawalPath } from '@/features/admin/shared/lib/admin-paths.ts';
import { adminWithdrawalsQueryOptions } from '../api/get-admin-withdrawals.ts';
import { MoneyQueueRow, moneyStatusLabel } from './money-queue-row.tsx';

/** Withdrawal requests by state; the pending ones hold the money until staff pay or reject. */
export function WithdrawalQueue() {
  return (
    <StatusQueue
      statuses={WITHDRAWAL_STATUSES}
      statusLabel={moneyStatusLabel}
      noun="withdrawals"
      nothingWaiting="Nothing waiting: every withdrawal request has been handled."
      pageQuery={adminWithdrawalsQueryOptions}
    >
      {(item) => (
        <MoneyQueueRow
          item={item}
          to={adminWithdrawalPath(item.id)}
          testId="withdrawal-row"
          via={`From ${CASH_FUND_LABELS[item.source].toLowerCase()}`}
        />
      )}
    </StatusQueue>
  );
}
