import { useRef } from 'react';
import { CancelRequestButton } from '@/components/cancel-request-button.tsx';
import { IntentKeys } from '@/lib/intent-key.ts';
import { toast } from '@/lib/toast.ts';
import { useCancelDeposit } from '../api/cancel-deposit.ts';
import { useDepositsText } from '../i18n.ts';

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
  const { t } = useDepositsText();
  const cancel = useCancelDeposit(userId);
  const intentKeys = useRef(new IntentKeys());
  return (
    <CancelRequestButton
      label={t('cancel.label')}
      title={t('cancel.title', { number })}
      cancel={cancel}
      onConfirm={(closeDialog) =>
        cancel.mutate(
          { depositId, idempotencyKey: intentKeys.current.keyFor(depositId) },
          {
            onSuccess: () => {
              closeDialog();
              toast.success(t('cancel.cancelled', { number }));
            },
          },
        )
      }
    >
      {t('cancel.body')}
    </CancelRequestButton>
  );
}
