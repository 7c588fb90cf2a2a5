import { WITHDRAWAL_STATUSES } from '@kapital/shared/constants';
import { useAdminText } from '@/features/admin/i18n.ts';
import { StatusQueue } from '@/features/admin/shared/components/status-queue.tsx';
import { adminWithdrawalPath } from '@/features/admin/shared/lib/admin-paths.ts';
import { cashFundName, moneyStatusName } from '@/features/admin/shared/lib/console-words.ts';
import { adminWithdrawalsQueryOptions } from '../api/get-admin-withdrawals.ts';
import { MoneyQueueRow } from './money-queue-row.tsx';

/** Withdrawal requests by state; the pending ones hold the money until staff pay or reject. */
export function WithdrawalQueue() {
  const { t } = useAdminText();
  return (
    <StatusQueue
      statuses={WITHDRAWAL_STATUSES}
      statusLabel={(status) => moneyStatusName(t, status)}
      noun={t('queues.withdrawals')}
      nothingWaiting={t('queues.withdrawalsNothingWaiting')}
      pageQuery={adminWithdrawalsQueryOptions}
    >
      {(item) => (
        <MoneyQueueRow
          item={item}
          to={adminWithdrawalPath(item.id)}
          testId="withdrawal-row"
          via={t('queues.fromFund', { fund: cashFundName(t, item.source).toLowerCase() })}
        />
      )}
    </StatusQueue>
  );
}
