import { useRef } from 'react';
import { CancelRequestButton } from '@/components/cancel-request-button.tsx';
import { IntentKeys } from '@/lib/intent-key.ts';
import { toast } from '@/lib/toast.ts';
import { useCancelWithdrawal } from '../api/cancel-withdrawal.ts';

interface CancelWithdrawalButtonProps {
  userId: string;
  withdrawalId: string;
  number: string;
  sourceLabel: string;
}

/** "Cancel withdrawal", asked once more: the held amount goes back to the fund it came from. */
export function CancelWithdrawalButton({
  userId,
  withdrawalId,
  number,
  sourceLabel,
}: CancelWithdrawalButtonProps) {
  const cancel = useCancelWithdrawal(userId);
  const keys = useRef(new IntentKeys()).current;
  return (
    <CancelRequestButton
      label="Cancel withdrawal"
      title={`Cancel withdrawal ${number}?`}
      cancel={cancel}
      onConfirm={(closeDialog) =>
        cancel.mutate(
          { id: withdrawalId, idempotencyKey: keys.keyFor({ cancel: withdrawalId }) },
          {
            onSuccess: () => {
              keys.reset();
              closeDialog();
              toast.success(
                `Withdrawal ${number} cancelled. The amount is back in your ${sourceLabel.toLowerCase()}.`,
              );
            },
          },
        )
      }
    >
      Nothing is paid to your bank, and the whole amount goes back to your{' '}
      {sourceLabel.toLowerCase()} at once.
    </CancelRequestButton>
  );
}
