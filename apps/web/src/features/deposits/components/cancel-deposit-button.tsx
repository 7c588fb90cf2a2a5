import { useRef } from 'react';
import { CancelRequestButton } from '@/components/cancel-request-button.tsx';
import { IntentKeys } from '@/lib/intent-key.ts';
import { toast } from '@/lib/toast.ts';
import { useCancelDeposit } from '../api/cancel-deposit.ts';

/** "Cancel invoice", asked once more in a dialog: a cancelled invoice cannot be paid any more. */
export function CancelDepositButton({
  userId,
  depositId,
  number,
}: {
  userId: string;
  depositId: string;
  number: string;
}) {
  const cancel = useCancelDeposit(userId);
  const intentKeys = useRef(new IntentKeys());
  return (
    <CancelRequestButton
      label="Cancel invoice"
      title={`Cancel invoice ${number}?`}
      cancel={cancel}
      onConfirm={(closeDialog) =>
        cancel.mutate(
          { depositId, idempotencyKey: intentKeys.current.keyFor(depositId) },
          {
            onSuccess: () => {
              closeDialog();
              toast.success(`Invoice ${number} cancelled`);
            },
          },
        )
      }
    >
      Do not pay a cancelled invoice. If you have already paid, keep it and upload the proof
      instead.
    </CancelRequestButton>
  );
}
