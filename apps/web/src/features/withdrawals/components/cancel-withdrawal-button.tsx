import { useRef } from 'react';
import { CancelRequestButton } from '@/components/cancel-request-button.tsx';
import { IntentKeys } from '@/lib/intent-key.ts';
import { toast } from '@/lib/toast.ts';
import { useCancelWithdrawal } from '../api/cancel-withdrawal.ts';
import { useWithdrawalsText } from '../i18n.ts';

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
  const { t } = useWithdrawalsText();
  const cancel = useCancelWithdrawal(userId);
  const fund = sourceLabel.toLowerCase();
  const keys = useRef(new IntentKeys()).current;
  return (
    <CancelRequestButton
      label={t('cancel.label')}
      title={t('cancel.title', { number })}
      cancel={cancel}
      onConfirm={(closeDialog) =>
        cancel.mutate(
          { id: withdrawalId, idempotencyKey: keys.keyFor({ cancel: withdrawalId }) },
          {
            onSuccess: () => {
              keys.reset();
              closeDialog();
              toast.success(t('cancel.done', { number, fund }));
            },
          },
        )
      }
    >
      {t('cancel.text', { fund })}
    </CancelRequestButton>
  );
}
